import type { ReactNode } from 'react';

/**
 * A table's horizontal scroller. On a phone a wide table scrolls sideways, so the scroller is a named
 * region that takes focus: keyboard users can scroll it too (axe's scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable to scroll by keyboard
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
