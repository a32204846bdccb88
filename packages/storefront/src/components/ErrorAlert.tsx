import { MESSAGES } from '@plinth/commerce';

export interface ErrorAlertProps {
  title: string;
  /** Nothing renders without a message. */
  message: string | null;
  onClose: () => void;
}

/** The alert every island uses for a failed cart action; role="alert" announces it when it appears. */
export function ErrorAlert({ title, message, onClose }: ErrorAlertProps) {
  if (!message) return null;
  return (
    <div className="plinth-alert" role="alert">
      <svg className="plinth-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="plinth-alert__body">
        <h2 className="plinth-alert__title">{title}</h2>
        <p className="plinth-alert__message">{message}</p>
      </div>
      <button type="button" className="plinth-alert__close" onClick={onClose} aria-label={MESSAGES.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
