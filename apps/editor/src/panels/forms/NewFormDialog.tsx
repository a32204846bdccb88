import { FORM_LIMITS, type FormDefinition } from '@plinth/contracts';
import { formWriteSchema } from '@plinth/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { createForm } from '../../api/forms-api';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { schemaErrors } from '../../state/use-editor-form';
import { newFormWrite } from './form-builder-model';

interface NewFormDialogProps {
  onCreated: (form: FormDefinition) => void;
  onClose: () => void;
}

/** Create form: a name (checked by the contract's formWriteSchema), then the server's new empty form. */
export function NewFormDialog({ onCreated, onClose }: NewFormDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    const body = newFormWrite(name);
    const problem = schemaErrors(formWriteSchema, body).name;
    if (problem) return setError(problem);
    setSaving(true);
    try {
      onCreated(await createForm(body));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.fieldErrors.name
          ? failure.fieldErrors.name
          : errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong),
      );
      setSaving(false);
    }
  }

  return (
    <Dialog open title="Create form" onClose={onClose}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-label="Create form">
        <Field label="Name" error={error} hint="For you: the Forms list and the form block show it.">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={FORM_LIMITS.nameMax}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving}>
            {saving ? 'Creating…' : 'Create form'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
