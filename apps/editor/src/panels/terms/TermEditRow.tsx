import {
  TERM_KIND,
  TERM_TYPE_LABEL,
  termNameMax,
  type TermKind,
  type TermWithCount,
} from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { createTerm, updateTerm } from '../../api/terms-api';
import { EDITOR_MESSAGES } from '../../messages';

interface TermEditRowProps {
  kind: TermKind;
  /** null for a new term. */
  term: TermWithCount | null;
  /** Top-level categories a category may sit under. */
  parents: readonly TermWithCount[];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A table row turned into a small form: the name (and a category's parent), Save and Cancel. The
 * server's words come back under the name ("This tag already exists", the length limit).
 */
export function TermEditRow({ kind, term, parents, onSaved, onCancel }: TermEditRowProps) {
  const [name, setName] = useState(term?.name ?? '');
  const [parentId, setParentId] = useState(term?.parentId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tagType = TERM_TYPE_LABEL[kind];
  const formId = `term-form-${term?.id ?? 'new'}`;
  const errorId = `${formId}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const parent = kind === TERM_KIND.category ? { parentId: parentId || null } : {};
    try {
      if (term) await updateTerm(term.id, { name, ...parent });
      else await createTerm({ kind, name, ...parent });
      onSaved();
    } catch (failure) {
      const field = isApiError(failure)
        ? (failure.fieldErrors.name ?? failure.fieldErrors.parentId)
        : undefined;
      setError(field ?? errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setSaving(false);
    }
  }

  return (
    <tr className="terms-table__editing">
      <td colSpan={3}>
        <form id={formId} className="terms-edit" onSubmit={(event) => void submit(event)} noValidate>
          <label className="terms-edit__field">
            <span className="field__label">{term ? `Rename ${tagType}` : `New ${tagType}`}</span>
            <input
              className="input"
              value={name}
              maxLength={termNameMax(kind) + 10}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              // The row opened for typing: the owner asked for it with Edit or New.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </label>
          {kind === TERM_KIND.category ? (
            <label className="terms-edit__field">
              <span className="field__label">Parent category</span>
              <select
                className="input"
                value={parentId}
                onChange={(event) => setParentId(event.target.value)}
              >
                <option value="">None (top level)</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="terms-edit__actions">
            <button type="submit" className="button button--primary" aria-disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button" onClick={onCancel}>
              {EDITOR_MESSAGES.cancel}
            </button>
          </div>
          {error ? (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}
