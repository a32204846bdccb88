import { ACCOUNT_MESSAGES } from '@plinth/commerce';
import { useId, useState } from 'react';
import { ErrorAlert } from '../components/ErrorAlert';
import type { AccountViewProps } from './account-props';
import { LanguageForm } from './LanguageForm';
import { SignOutForm } from './SignOutForm';

/** The signed-in customer's page: who they are, their language, and Sign out. */
export function AccountOverview({
  crumb,
  siteUser,
  xsrfToken,
  languages,
  language,
  notice,
  error,
}: Omit<AccountViewProps, 'view'>) {
  const detailsId = useId();
  const preferencesId = useId();
  const [pageError, setPageError] = useState(error);
  return (
    <div className="plinth-account">
      {notice ? (
        <p className="plinth-account-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorAlert
        title={pageError?.title ?? ''}
        message={pageError?.message ?? null}
        onClose={() => setPageError(null)}
      />
      <section className="plinth-account__section" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="plinth-account__heading">
          {ACCOUNT_MESSAGES.accountDetails}
        </h2>
        <dl className="plinth-account__details">
          <div>
            <dt>{ACCOUNT_MESSAGES.nameLabel}</dt>
            <dd>{siteUser.name}</dd>
          </div>
          <div>
            <dt>{ACCOUNT_MESSAGES.emailLabel}</dt>
            <dd>{siteUser.email}</dd>
          </div>
        </dl>
      </section>
      <section className="plinth-account__section" aria-labelledby={preferencesId}>
        <h2 id={preferencesId} className="plinth-account__heading">
          {ACCOUNT_MESSAGES.preferences}
        </h2>
        <LanguageForm crumb={crumb} xsrfToken={xsrfToken} languages={languages} language={language} />
      </section>
      <SignOutForm crumb={crumb} />
    </div>
  );
}
