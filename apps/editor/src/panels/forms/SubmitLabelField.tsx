import { FORM_LIMITS } from '@plinth/contracts';
import { Field } from '../../components/Field';

interface SubmitLabelFieldProps {
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (submitLabel: string) => void;
}

/** The words on a form's submit button: the form builder's settings and the Form block's panel. */
export function SubmitLabelField({ value, error, disabled, onChange }: SubmitLabelFieldProps) {
  return (
    <Field label="Submit button label" error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          maxLength={FORM_LIMITS.submitLabelMax}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
