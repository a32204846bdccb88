import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';

/**
 * What the three setup panels share: which row the dialog edits ("new" or a row), and deleting a row
 * after a confirm, with the outcome announced.
 */
export function useSettingRows<T extends { id: string }>(options: {
  remove: (id: string) => Promise<void>;
  reload: () => void;
  describe: (row: T) => string;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { confirm, dialog } = useConfirm();

  async function remove(row: T) {
    const name = options.describe(row);
    const confirmed = await confirm({
      title: `Delete ${name}?`,
      message: `${name} is removed from checkout at once. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setNotice(null);
    try {
      await options.remove(row.id);
      setNotice({ tone: 'success', text: `${name} is deleted.` });
      options.reload();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong) });
    }
  }

  function saved(text: string) {
    setEditing(null);
    setNotice({ tone: 'success', text });
    options.reload();
  }

  return { editing, setEditing, notice, remove, saved, confirmDialog: dialog };
}
