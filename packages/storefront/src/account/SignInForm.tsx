import { ACCOUNT_MESSAGES, validateSignIn } from '@plinth/commerce';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { signIn } from '../api/site-user-api.client';
import { ACCOUNT_PAGE } from '@plinth/contracts';
import { navigateTo } from '../browser/navigate.client';
import { forgetRememberedEmails } from '../checkout/remembered-email.client';
import { ErrorAlert } from '../components/ErrorAlert';
import { useHydrated } from '../components/use-hydrated';
import { AccountField } from './AccountField';
import type { SignInViewProps } from './account-props';
import { useAccountForm } from './use-account-form';

/** Email, password and "Keep me signed in"; a plain form post to /account/login without JavaScript. */
export function SignInForm({ crumb, form, rememberMe, notice, returnTo }: Omit<SignInViewProps, 'view'>) {
  const enhanced = useHydrated();
  const rememberHintId = useId();
  const [email, setEmail] = useState(form.values.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberMe);
  const { status, busy, submit, edited, dismissError, formRef } = useAccountForm(form);
  // A sign-out without JavaScript lands here too: the checkout's remembered email goes with it.
  useEffect(() => {
    if (notice === ACCOUNT_MESSAGES.signedOutNotice) forgetRememberedEmails();
  }, [notice]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      check: () => validateSignIn({ email, password }),
      send: (value) => signIn({ ...value, rememberMe: remember }, crumb),
      onSuccess: () => {
        navigateTo(returnTo ?? ACCOUNT_PAGE.account);
        return true;
      },
    });
  };

  return (
    <form
      ref={formRef}
      className="plinth-account-form"
      method="post"
      action={ACCOUNT_PAGE.signIn}
      onSubmit={onSubmit}
      noValidate={enhanced}
    >
      {notice ? (
        <p className="plinth-account-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorAlert title={ACCOUNT_MESSAGES.unableToSignIn} message={status.error} onClose={dismissError} />
      <input type="hidden" name="crumb" value={crumb} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <AccountField
        name="email"
        type="email"
        label={ACCOUNT_MESSAGES.emailLabel}
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          edited('email');
        }}
        error={status.fieldErrors.email}
      />
      <AccountField
        name="password"
        type="password"
        label={ACCOUNT_MESSAGES.passwordLabel}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          edited('password');
        }}
        error={status.fieldErrors.password}
        revealable
        enhanced={enhanced}
      />
      <div className="plinth-account-check">
        <input
          id={`${rememberHintId}-box`}
          type="checkbox"
          name="rememberMe"
          value="true"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          aria-describedby={rememberHintId}
        />
        <label htmlFor={`${rememberHintId}-box`}>{ACCOUNT_MESSAGES.rememberMe}</label>
        <p id={rememberHintId} className="plinth-account-check__hint">
          {ACCOUNT_MESSAGES.rememberMeHint}
        </p>
      </div>
      <button type="submit" className="plinth-button plinth-account-form__submit" disabled={busy}>
        {busy ? ACCOUNT_MESSAGES.signingIn : ACCOUNT_MESSAGES.signIn}
      </button>
    </form>
  );
}
