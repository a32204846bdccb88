import { useId, useState } from 'react';
import {
  disconnectMultilingual,
  listLanguageOptions,
  saveLanguages,
  type LanguageEntry,
} from '../../api/multilingual-api';
import { errorMessage } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { useEditorForm } from '../../state/use-editor-form';

interface Languages {
  entries: LanguageEntry[];
}

/** Saves the offered languages, default first, then reads the full list back. */
async function sendLanguages(value: Languages): Promise<Languages> {
  const offered = value.entries.filter((entry) => entry.enabled || entry.isDefault);
  const ordered = [
    ...offered.filter((entry) => entry.isDefault),
    ...offered.filter((entry) => !entry.isDefault),
  ];
  await saveLanguages(
    ordered.map((entry) => ({ code: entry.code, isDefault: entry.isDefault, enabled: true })),
  );
  return { entries: await listLanguageOptions() };
}

interface LanguagesFormProps {
  loaded: LanguageEntry[];
  canEdit: boolean;
  /** After a save or disconnect, so the panel's status line reads the new state. */
  onSaved: () => void;
}

export function LanguagesForm({ loaded, canEdit, onSaved }: LanguagesFormProps) {
  const form = useEditorForm<Languages>(
    { entries: loaded },
    async (value) => {
      const saved = await sendLanguages(value);
      onSaved();
      return saved;
    },
    { canEdit },
  );
  const { confirm, dialog } = useConfirm();
  const groupName = useId();
  const [disconnectError, setDisconnectError] = useState<string | null>(null);
  const entries = form.value.entries;
  const offeredCount = entries.filter((entry) => entry.enabled || entry.isDefault).length;

  const update = (code: string, change: (entry: LanguageEntry) => LanguageEntry) =>
    form.set({ entries: entries.map((entry) => (entry.code === code ? change(entry) : entry)) });

  function makeDefault(code: string) {
    form.set({
      entries: entries.map((entry) => ({
        ...entry,
        isDefault: entry.code === code,
        enabled: entry.code === code ? true : entry.enabled,
      })),
    });
  }

  async function disconnect() {
    const confirmed = await confirm({
      title: 'Offer one language only',
      message: 'Your site will be offered in its default language only. You can add languages again later.',
      confirmLabel: 'Use one language',
    });
    if (!confirmed) return;
    setDisconnectError(null);
    try {
      await disconnectMultilingual();
      form.reset({ entries: await listLanguageOptions() });
      onSaved();
    } catch (error) {
      setDisconnectError(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      {disconnectError ? <Alert tone="error">{disconnectError}</Alert> : null}
      <div className="table-wrap card">
        <table className="table language-table">
          <caption className="visually-hidden">Languages</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Offered</th>
              <th scope="col">Default</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.code}>
                <th scope="row">
                  <span lang={entry.code}>{entry.nativeName}</span>
                  <span className="language-table__name">
                    {entry.name} · {entry.code}
                  </span>
                </th>
                <td data-label="Offered">
                  <input
                    type="checkbox"
                    aria-label={`Offer ${entry.name}`}
                    checked={entry.enabled || entry.isDefault}
                    disabled={!canEdit || entry.isDefault}
                    onChange={(event) => update(entry.code, (e) => ({ ...e, enabled: event.target.checked }))}
                  />
                </td>
                <td data-label="Default">
                  <input
                    type="radio"
                    name={groupName}
                    aria-label={`Make ${entry.name} the default`}
                    checked={entry.isDefault}
                    disabled={!canEdit}
                    onChange={() => makeDefault(entry.code)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit ? (
        <SaveBar status={form.status} dirty={form.dirty}>
          {offeredCount > 1 && !form.dirty ? (
            <button type="button" className="button button--danger-outline" onClick={() => void disconnect()}>
              Use one language only
            </button>
          ) : null}
        </SaveBar>
      ) : null}
      {dialog}
    </form>
  );
}
