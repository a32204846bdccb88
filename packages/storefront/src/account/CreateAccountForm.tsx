import {
  ACCOUNT_MESSAGES,
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  formatAccountMessage,
  validateSignUp,
} from '@plinth/commerce';
import { useState, type FormEvent } from 'react';
import { createAccount } from '../api/site-user-api.client';
import { ACCOUNT_PAGE, trackEvent } from '@plinth/contracts';
import { navigateTo } from '../browser/navigate.client';
import { ErrorAlert } from '../components/ErrorAlert';
import { useHydrated } from '../components/use-hydrated';
import { AccountField } from './AccountField';
import type { CreateViewProps } from './account-props';
import { useAccountForm } from './use-account-form';

/** Name, email and password; a plain form post to /account/create without JavaScript. */
export function CreateAccountForm({ crumb, form }: Omit<CreateViewProps, 'view'>) {
  const enhanced = useHydrated();
  const [name, setName] = useState(form.values.name ?? '');
  const [email, setEmail] = useState(form.values.email ?? '');
  const [password, setPassword] = useState('');
  const { status, busy, submit, edited, dismissError, formRef } = useAccountForm(form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      check: () => validateSignUp({ name, email, password }),
      send: (value) => createAccount(value, crumb),
      onSuccess: () => {
        trackEvent('AccountCreated');
        navigateTo(ACCOUNT_PAGE.account);
        return true;
      },
    });
  };

  return (
    <form
      ref={formRef}
      className="plinth-account-form"
      method="post"
      action={ACCOUNT_PAGE.create}
      onSubmit={onSubmit}
      noValidate={enhanced}
    >
      <ErrorAlert
        title={ACCOUNT_MESSAGES.unableToCreateAccount}
        message={status.error}
        onClose={dismissError}
      />
      <input type="hidden" name="crumb" value={crumb} />
      <AccountField
        name="name"
        label={ACCOUNT_MESSAGES.nameLabel}
        autoComplete="name"
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
        value={name}
        onChange={(value) => {
          setName(value);
          edited('name');
        }}
        error={status.fieldErrors.name}
      />
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
        autoComplete="new-password"
        hint={formatAccountMessage('passwordHint', { min: ACCOUNT_PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(value) => {
          setPassword(value);
          edited('password');
        }}
        error={status.fieldErrors.password}
        revealable
        enhanced={enhanced}
      />
      <button type="submit" className="plinth-button plinth-account-form__submit" disabled={busy}>
        {busy ? ACCOUNT_MESSAGES.creatingAccount : ACCOUNT_MESSAGES.createAccount}
      </button>
    </form>
  );
}
