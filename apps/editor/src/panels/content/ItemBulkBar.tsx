import type { CollectionType, ContentItemStatusInput } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { bulkChangeItems } from '../../api/content-api';
import { Alert } from '../../components/Alert';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { countOf } from './collection-paths';

interface ItemBulkBarProps {
  collectionId: string;
  collectionType: CollectionType;
  ids: readonly string[];
  /** After an action: what happened, in the owner's words (the screen shows it and reloads). */
  onDone: (message: string) => void;
}

const ACTIONS: { status: ContentItemStatusInput; label: string; done: string }[] = [
  { status: 'published', label: 'Publish', done: 'Published' },
  { status: 'draft', label: 'Set to draft', done: 'Set to draft:' },
  { status: 'needsReview', label: 'Needs review', done: 'Marked for review:' },
];

/** The bar over the list while items are ticked: publish, set to draft or review, delete (confirmed). */
export function ItemBulkBar({ collectionId, collectionType, ids, onDone }: ItemBulkBarProps) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const count = countOf(ids.length, collectionType);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await action());
    } catch (error) {
      setFailure(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const confirmed = await confirm({
      title: `Delete ${count}`,
      message: `Delete ${count}? They disappear from your site at once. This cannot be undone.`,
      confirmLabel: `Delete ${count}`,
      danger: true,
    });
    if (!confirmed) return;
    await run(async () => {
      const n = await bulkChangeItems(collectionId, { ids: [...ids], action: 'delete' });
      return `Deleted ${countOf(n, collectionType)}.`;
    });
  }

  return (
    <div className="bulk-bar" role="region" aria-label="Selected items">
      <p className="bulk-bar__count" aria-live="polite">
        {count} selected
      </p>
      {ACTIONS.map((action) => (
        <button
          key={action.status}
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const n = await bulkChangeItems(collectionId, {
                ids: [...ids],
                action: 'setStatus',
                status: action.status,
              });
              return `${action.done} ${countOf(n, collectionType)}.`;
            })
          }
        >
          {action.label}
        </button>
      ))}
      <button
        type="button"
        className="button button--danger-outline"
        disabled={busy}
        onClick={() => void remove()}
      >
        Delete
      </button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {dialog}
    </div>
  );
}
