import type { AddButtonState } from '../button/add-button-reducer';

export interface AddButtonProps {
  label: string;
  status: AddButtonState['status'];
  /** Sold out, or a listing button flashing "Select Option". */
  disabled?: boolean;
  className?: string;
}

/** The submit button of an add-to-cart form; its status drives the look (see islands.css). */
export function AddButton({ label, status, disabled = false, className = '' }: AddButtonProps) {
  const adding = status === 'adding';
  // Added and cooling-down buttons ignore clicks but keep focus, so they are aria-disabled, not disabled.
  const inert = status === 'added' || status === 'error';
  return (
    <button
      type="submit"
      className={`plinth-button plinth-add-button is-${status} ${className}`.trim()}
      disabled={disabled || adding}
      aria-busy={adding || undefined}
      aria-disabled={inert || undefined}
    >
      {status === 'added' ? <CheckIcon /> : null}
      <span className="plinth-add-button__label">{label}</span>
    </button>
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
