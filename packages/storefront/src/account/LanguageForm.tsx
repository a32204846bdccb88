import { ACCOUNT_MESSAGES } from '@plinth/commerce';
import { useId, useState, type FormEvent } from 'react';
import { saveLanguage } from '../api/site-user-api.client';
import { ACCOUNT_PAGE } from '@plinth/contracts';
import { ErrorAlert } from '../components/ErrorAlert';
import type { LanguageOption } from './account-props';
import { useAccountForm } from './use-account-form';

export interface LanguageFormProps {
  crumb: string;
  xsrfToken: string;
  languages: LanguageOption[];
  language: string;
}

/** The customer's language: sent with X-SiteUser-XSRF-Token, or posted with an xsrfToken field without JavaScript. */
export function LanguageForm({ crumb, xsrfToken, languages, language: initial }: LanguageFormProps) {
  const id = useId();
  const [language, setLanguage] = useState(initial);
  const [savedLanguage, setSavedLanguage] = useState<string | null>(null);
  const { status, busy, submit, dismissError, formRef } = useAccountForm();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSavedLanguage(null);
    void submit({
      check: () => ({ ok: true, value: language }),
      send: (value) => saveLanguage(value, xsrfToken, crumb),
      onSuccess: (data) => {
        setSavedLanguage(data.siteUser.language);
        return false;
      },
    });
  };

  const fieldError = status.fieldErrors.language;
  return (
    <form
      ref={formRef}
      className="plinth-account-form"
      method="post"
      action={ACCOUNT_PAGE.locale}
      onSubmit={onSubmit}
    >
      <ErrorAlert
        title={ACCOUNT_MESSAGES.unableToSaveLanguage}
        message={status.error}
        onClose={dismissError}
      />
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="xsrfToken" value={xsrfToken} />
      <div className="plinth-field plinth-account-field">
        <label className="plinth-field__label" htmlFor={id}>
          {ACCOUNT_MESSAGES.languageLabel}
        </label>
        <div className="plinth-select">
          <select
            id={id}
            name="language"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
              setSavedLanguage(null);
            }}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            aria-invalid={fieldError ? true : undefined}
          >
            {languages.map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <p id={`${id}-hint`} className="plinth-account-field__hint">
          {ACCOUNT_MESSAGES.languageHint}
        </p>
        {fieldError ? (
          <p id={`${id}-error`} className="plinth-account-field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <div className="plinth-account-form__actions">
        <button type="submit" className="plinth-button plinth-button--secondary" disabled={busy}>
          {busy ? ACCOUNT_MESSAGES.saving : ACCOUNT_MESSAGES.save}
        </button>
        <p className="plinth-account-saved" role="status">
          {savedLanguage !== null && savedLanguage === language ? ACCOUNT_MESSAGES.saved : ''}
        </p>
      </div>
    </form>
  );
}
