import { ACCOUNT_MESSAGES } from '@plinth/commerce';
import type { FormEvent } from 'react';
import { signOut } from '../api/site-user-api.client';
import { ACCOUNT_PAGE } from '@plinth/contracts';
import { navigateTo } from '../browser/navigate.client';
import { forgetRememberedEmails } from '../checkout/remembered-email.client';
import { ErrorAlert } from '../components/ErrorAlert';
import { useAccountForm } from './use-account-form';

/** Where a signed-out visitor lands: the sign-in page, saying they have signed out. */
export const SIGNED_OUT_PATH = `${ACCOUNT_PAGE.signIn}?signedOut=1`;

/**
 * Signs out and keeps a copy of the cart for the signed-out visitor (cloneCart=true). Without JavaScript
 * the same choice is a hidden field of a plain form post.
 */
export function SignOutForm({ crumb }: { crumb: string }) {
  const { status, busy, submit, dismissError } = useAccountForm();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      check: () => ({ ok: true, value: null }),
      send: () => signOut(crumb),
      onSuccess: () => {
        forgetRememberedEmails();
        navigateTo(SIGNED_OUT_PATH);
        return true;
      },
    });
  };

  return (
    <form className="plinth-account-signout" method="post" action={ACCOUNT_PAGE.signOut} onSubmit={onSubmit}>
      <ErrorAlert title={ACCOUNT_MESSAGES.unableToSignOut} message={status.error} onClose={dismissError} />
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="cloneCart" value="true" />
      <button type="submit" className="plinth-button plinth-button--secondary" disabled={busy}>
        {busy ? ACCOUNT_MESSAGES.signingOut : ACCOUNT_MESSAGES.signOut}
      </button>
    </form>
  );
}
