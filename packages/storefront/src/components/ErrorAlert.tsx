import { MESSAGES } from '@plinth/commerce';
import { useEffect, useRef } from 'react';

export interface ErrorAlertProps {
  title: string;
  /** Nothing renders without a message. */
  message: string | null;
  onClose: () => void;
  /**
   * Moves focus to the alert when it appears while focus is on a button that the failure disabled (or
   * was lost to the page), so focus never rests on a disabled control; closing the alert hands focus to
   * its form's first enabled submit button.
   */
  takeFocus?: boolean;
}

function focusIsStranded(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return (
    active instanceof HTMLButtonElement &&
    (active.disabled || active.getAttribute('aria-disabled') === 'true')
  );
}

/** The alert every island uses for a failed cart action; role="alert" announces it when it appears. */
export function ErrorAlert({ title, message, onClose, takeFocus = false }: ErrorAlertProps) {
  const root = useRef<HTMLDivElement>(null);
  const tookFocus = useRef(false);
  useEffect(() => {
    if (!takeFocus || !message || !root.current || !focusIsStranded()) return;
    tookFocus.current = true;
    root.current.focus();
  }, [takeFocus, message]);
  if (!message) return null;
  function close() {
    const form = root.current?.closest('form');
    onClose();
    if (!tookFocus.current) return;
    tookFocus.current = false;
    form?.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)')?.focus();
  }
  return (
    <div className="plinth-alert" role="alert" ref={root} tabIndex={takeFocus ? -1 : undefined}>
      <svg className="plinth-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="plinth-alert__body">
        <h2 className="plinth-alert__title">{title}</h2>
        <p className="plinth-alert__message">{message}</p>
      </div>
      <button type="button" className="plinth-alert__close" onClick={close} aria-label={MESSAGES.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
