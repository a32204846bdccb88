import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckoutFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;
  /** Instead of the input: a control rendered with the id and description it is given. */
  control?: (attributes: ControlAttributes) => ReactNode;
}

export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled checkout control with its hint and its error message beside it, tied to it with
 * aria-describedby; an error also marks it aria-invalid, which the form moves focus to.
 */
export function CheckoutField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  className,
  input,
  control,
}: CheckoutFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const attributes: ControlAttributes = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const classes = ['plinth-field', 'plinth-checkout-field', className, error ? 'is-invalid' : null];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      {control ? (
        control(attributes)
      ) : (
        <input
          {...input}
          {...attributes}
          className="plinth-input"
          name={name}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="plinth-checkout-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="plinth-checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
