import { useId, type MouseEvent } from 'react';
import type { AddButtonState } from '../button/add-button-reducer';

export interface AddButtonProps {
  label: string;
  status: AddButtonState['status'];
  /** Sold out, or a listing button flashing "Select Option". */
  disabled?: boolean;
  /** A short line under the button saying why it is disabled; the button is described by it. */
  note?: string | null;
  className?: string;
  /** A second submit button of the same form that posts elsewhere without JavaScript. */
  formAction?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The submit button of an add-to-cart form; its status drives the look (see islands.css). */
export function AddButton({
  label,
  status,
  disabled = false,
  note = null,
  className = '',
  formAction,
  onClick,
}: AddButtonProps) {
  const noteId = useId();
  const adding = status === 'adding';
  // Adding, added and cooling-down buttons ignore clicks (the add flow refuses a second one) but keep
  // focus, so they are aria-disabled, not disabled: a disabled button would drop focus to the page.
  const inert = adding || status === 'added' || status === 'error';
  return (
    <>
      <button
        type="submit"
        className={`plinth-button plinth-add-button is-${status} ${className}`.trim()}
        disabled={disabled}
        aria-busy={adding || undefined}
        aria-disabled={inert || undefined}
        aria-describedby={note ? noteId : undefined}
        formAction={formAction}
        onClick={onClick}
      >
        {status === 'added' ? <CheckIcon /> : null}
        <span className="plinth-add-button__label">{label}</span>
      </button>
      {note ? (
        <p id={noteId} className="plinth-add-button__note">
          {note}
        </p>
      ) : null}
    </>
  );
}

function CheckIcon() {
  return (
    <svg className="plinth-add-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
