import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { caretAfterDigits, countDigits } from './card-format';

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
  /**
   * Reformats what is typed ("4242 4242 …", "12/29"); the caret stays after the same digits, so an
   * edit in the middle does not jump to the end.
   */
  format?: (raw: string) => string;
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
  format,
  control,
}: CheckoutFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // After React writes the formatted value (which puts the caret at the end), put it back.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const element = inputRef.current;
    if (caret !== null && element && element === element.ownerDocument.activeElement) {
      element.setSelectionRange(caret, caret);
    }
  });
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
          ref={inputRef}
          onChange={(event) => {
            const raw = event.target.value;
            if (!format) return onChange(raw);
            const formatted = format(raw);
            const caret = event.target.selectionStart ?? raw.length;
            pendingCaret.current = caretAfterDigits(formatted, countDigits(raw.slice(0, caret)));
            onChange(formatted);
          }}
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
