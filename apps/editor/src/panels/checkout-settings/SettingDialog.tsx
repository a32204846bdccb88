import type { FieldErrors } from '@plinth/contracts';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';

interface SettingDialogProps {
  title: string;
  saveLabel: string;
  onClose: () => void;
  /**
   * Checks the form and sends it. Answers the field errors to show (nothing was sent), or null once
   * saved. A refusal from the server shows its field errors the same way.
   */
  onSave: () => Promise<FieldErrors | null>;
  onErrors: (errors: FieldErrors) => void;
  children: ReactNode;
}

/** The add/edit dialog of a shipping option, tax rule or coupon: a form, Save and Cancel, errors. */
export function SettingDialog({ title, saveLabel, onClose, onSave, onErrors, children }: SettingDialogProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const errors = await onSave();
      if (errors) {
        onErrors(errors);
        setError('Check the highlighted fields.');
        setBusy(false);
      }
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      onErrors(fields);
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      wide
      title={title}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? EDITOR_MESSAGES.saving : saveLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="stack setting-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        {children}
      </form>
    </Dialog>
  );
}

/** The first error under `path` ("countries" also finds "countries.3"). */
export function errorAt(errors: FieldErrors, path: string): string | null {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested ? (errors[nested] ?? null) : null;
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

interface SettingInputProps extends InputAttributes {
  label: string;
  error: string | null;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The input's classes; "input" unless given. */
  className?: string;
}

/** A labelled text input of a setup dialog, with its hint and error (other attributes pass through). */
export function SettingInput({
  label,
  error,
  hint,
  value,
  onChange,
  className,
  ...attributes
}: SettingInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          className={className ?? 'input'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
