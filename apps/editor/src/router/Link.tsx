import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where a plain click goes in the app. */
  to: string;
  /** The link's address when it differs from `to` (a server path that redirects to `to`). */
  href?: string;
}

/** True for a plain left click that should stay in the app (not a new tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A real link (open in a new tab still works) that navigates in the app on a plain click. */
export function Link({ to, href, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href ?? to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
