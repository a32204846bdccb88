import { MESSAGES } from '@plinth/commerce';
import { useId, type ReactNode } from 'react';
import { PICKER_MESSAGES as M } from './picker-messages';

interface PickerFieldProps {
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Something is chosen (Clear is offered), even while it loads or when it is gone. */
  hasValue: boolean;
  /** The chosen item's face inside the button; null when nothing is shown yet. */
  choice: ReactNode;
  loading: boolean;
  /** The button's text when nothing is chosen ("Choose a product"). */
  placeholder: string;
  /** The chosen item could not be shown: why, and a way to try again when that may help. */
  problem: { text: string; retry?: () => void } | null;
  onOpen: () => void;
  onClear: () => void;
  /** More controls under the field (the form picker's Create form). */
  actions?: ReactNode;
  /** The dialog, while open. */
  children?: ReactNode;
}

/**
 * A picker's field in the block settings: its label, a button showing the choice that opens the
 * dialog, and Clear. The button's name starts with the field's label ("Product: Linen Shirt $48.00").
 */
export function PickerField({
  label,
  hint,
  disabled,
  hasValue,
  choice,
  loading,
  placeholder,
  problem,
  onOpen,
  onClear,
  actions,
  children,
}: PickerFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className="field picker-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="picker-field__row">
        <button
          type="button"
          className="picker-choice"
          aria-haspopup="dialog"
          aria-describedby={described || undefined}
          disabled={disabled}
          onClick={onOpen}
        >
          <span className="visually-hidden">{label}:</span>{' '}
          {choice ??
            (loading ? (
              <span className="picker-choice__placeholder">{MESSAGES.loading}</span>
            ) : (
              <span className="picker-choice__placeholder">{placeholder}</span>
            ))}
        </button>
        {hasValue ? (
          <button
            type="button"
            className="button button--small"
            aria-label={`${M.clear} ${label.toLowerCase()}`}
            disabled={disabled}
            onClick={onClear}
          >
            {M.clear}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <div id={`${id}-problem`} className="picker-field__problem" role="alert">
          <span>{problem.text}</span>
          {problem.retry ? (
            <button type="button" className="button button--small" onClick={problem.retry}>
              {MESSAGES.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {actions ? <div className="picker-field__actions">{actions}</div> : null}
      {children}
    </div>
  );
}
