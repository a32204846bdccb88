import { TERM_MANAGER_LABELS as L, TERM_TYPE_LABEL, type TermWithCount } from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { mergeTerm } from '../../api/terms-api';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { usesText } from './term-text';

interface MergeTermDialogProps {
  term: TermWithCount;
  /** The other terms of the same kind. */
  targets: readonly TermWithCount[];
  onMerged: () => void;
  onClose: () => void;
}

/** Merge: every item and product of `term` moves to the chosen one; `term` goes, its address redirects. */
export function MergeTermDialog({ term, targets, onMerged, onClose }: MergeTermDialogProps) {
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tagType = TERM_TYPE_LABEL[term.kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (saving || !targetId) return;
    setSaving(true);
    try {
      await mergeTerm(term.id, targetId);
      onMerged();
    } catch (failure) {
      setError(
        isApiError(failure) && failure.fieldErrors.targetId
          ? failure.fieldErrors.targetId
          : errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong),
      );
      setSaving(false);
    }
  }

  return (
    <Dialog open title={`${L.merge} ${tagType}`} onClose={onClose}>
      <form
        className="stack"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`${L.merge} ${tagType}`}
      >
        <p>
          “{term.name}” ({usesText(term)}) is removed and what carried it carries the {tagType} you choose.
          Its address leads there.
        </p>
        <Field label={`Merge into`} error={error}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={targetId}
              onChange={(event) => setTargetId(event.target.value)}
            >
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving}>
            {saving ? 'Merging…' : L.merge}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
