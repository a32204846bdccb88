import { MESSAGES } from '@plinth/commerce';

/** Shown while the product page's data is on its way; role="status" announces it politely. */
export function QuickViewLoading() {
  return (
    <div className="plinth-quick-view__status" role="status">
      <span className="plinth-quick-view__spinner" aria-hidden="true" />
      <p className="plinth-quick-view__status-text">{MESSAGES.loading}</p>
    </div>
  );
}

export interface QuickViewFailureProps {
  onRetry: () => void;
}

/** The load failed (network, server or an unexpected answer): say so and offer to fetch again. */
export function QuickViewFailure({ onRetry }: QuickViewFailureProps) {
  return (
    <div className="plinth-quick-view__status">
      <svg
        className="plinth-quick-view__status-icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="plinth-quick-view__status-text" role="alert">
        {MESSAGES.unableToLoad}
      </p>
      <button type="button" className="plinth-button" onClick={onRetry}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}
