import { useId, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { signOutOtherSessions } from '../api/session-api';
import type { OwnerUser } from '@plinth/contracts';

/** Plinth's own words for the account menu (the spec has no such control). */
const ACCOUNT_MENU_MESSAGES = {
  heading: 'Account',
  signOutOthers: 'Sign out other sessions',
  signingOutOthers: 'Signing out…',
  endedNone: 'No other sessions were open.',
  endedOne: 'Signed out 1 other session.',
  endedMany: 'Signed out {count} other sessions.',
  failed: 'Could not sign out the other sessions. Try again.',
} as const;

function endedText(count: number): string {
  if (count === 0) return ACCOUNT_MENU_MESSAGES.endedNone;
  if (count === 1) return ACCOUNT_MENU_MESSAGES.endedOne;
  return ACCOUNT_MENU_MESSAGES.endedMany.replace('{count}', String(count));
}

/**
 * "Sign out other sessions", which ends every editor session of the person's but this browser's (a lost
 * laptop, a shared computer), and the status line that says how it went.
 */
function SignOutOthers({ className }: { className: string }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function signOutOthers() {
    setBusy(true);
    setStatus('');
    try {
      setStatus(endedText((await signOutOtherSessions()).ended));
    } catch (error) {
      setStatus(errorMessage(error, ACCOUNT_MENU_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void signOutOthers()}>
        {busy ? ACCOUNT_MENU_MESSAGES.signingOutOthers : ACCOUNT_MENU_MESSAGES.signOutOthers}
      </button>
      <p role="status" className="account-menu__status">
        {status}
      </p>
    </>
  );
}

/** Wide screens: the signed-in person's name in the top bar opens a small menu with their email. */
export function AccountMenu({ user }: { user: OwnerUser }) {
  return (
    <details className="account-menu">
      <summary className="topbar__user" title={user.email}>
        {user.name || user.email}
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__email">{user.email}</p>
        <SignOutOthers className="button button--quiet" />
      </div>
    </details>
  );
}

/** Phones: the top bar has no room for the name, so the Menu drawer ends with the same account controls. */
export function AccountSection({ user }: { user: OwnerUser }) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar__heading">
        {ACCOUNT_MENU_MESSAGES.heading}
      </h2>
      {user.name ? <p className="account-section__name">{user.name}</p> : null}
      <p className="account-menu__email">{user.email}</p>
      <SignOutOthers className="button button--block account-section__button" />
    </section>
  );
}
