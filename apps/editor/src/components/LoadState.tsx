import { MESSAGES } from '@plinth/commerce';
import type { ReactNode } from 'react';
import type { FetchHandle } from '../state/use-fetch';

interface LoadStateProps<T> {
  state: FetchHandle<T>;
  /** What the list looks like while it loads; "Loading…" is always announced beside it. */
  skeleton?: ReactNode;
  /** Shown above the pending and failed states when the loaded content draws its own heading. */
  header?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every list's three faces: pending (a skeleton and "Loading…", aria-busy), failed ("Unable to load. Try
 * again." with Retry, seed 001 section 8) and loaded. A reload keeps the old data on screen, busy.
 */
export function LoadState<T>({ state, skeleton, header, children }: LoadStateProps<T>) {
  if (state.hasError) {
    return (
      <>
        {header}
        <div className="load-error" role="alert">
          <p>{MESSAGES.unableToLoad}</p>
          <button type="button" className="button" onClick={state.reload}>
            {MESSAGES.retry}
          </button>
        </div>
      </>
    );
  }
  if (state.data === undefined) {
    return (
      <>
        {header}
        {/* The announcement stays outside the busy region: readers may hold back what is inside it. */}
        <p className="load-pending__text" role="status">
          {MESSAGES.loading}
        </p>
        <div className="load-pending" aria-busy="true">
          {skeleton ?? <SkeletonRows rows={4} />}
        </div>
      </>
    );
  }
  return (
    <div className="load-done" aria-busy={state.loading ? 'true' : undefined}>
      {children(state.data)}
    </div>
  );
}

export function SkeletonRows({ rows }: { rows: number }) {
  return (
    <div className="skeleton-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row">
          <span className="skeleton skeleton--thumb" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}
