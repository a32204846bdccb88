import { ACCOUNT_MESSAGES } from '@plinth/commerce';
import { useId, useState, type HTMLInputTypeAttribute } from 'react';

export interface AccountFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  error?: string | undefined;
  hint?: string;
  maxLength?: number;
  /** Shows a Show/Hide button for a password; only once hydrated, since it needs JavaScript. */
  revealable?: boolean;
  enhanced?: boolean;
}

/**
 * A labelled input with its hint and its error message, both tied to it with aria-describedby; the
 * error also marks it aria-invalid so the form can move focus to it.
 */
export function AccountField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  maxLength,
  revealable = false,
  enhanced = false,
}: AccountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'plinth-field plinth-account-field is-invalid' : 'plinth-field plinth-account-field'}
    >
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="plinth-account-field__control">
        <input
          id={id}
          className="plinth-input"
          name={name}
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={type === 'email' || type === 'password' ? false : undefined}
          autoCapitalize={type === 'email' || type === 'password' ? 'none' : undefined}
        />
        {revealable ? (
          <button
            type="button"
            className="plinth-account-field__reveal"
            aria-controls={id}
            // "Show password": the visible word starts the name, as WCAG's label-in-name asks.
            aria-label={`${revealed ? ACCOUNT_MESSAGES.hidePassword : ACCOUNT_MESSAGES.showPassword} ${label.toLowerCase()}`}
            hidden={!enhanced}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? ACCOUNT_MESSAGES.hidePassword : ACCOUNT_MESSAGES.showPassword}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="plinth-account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="plinth-account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
