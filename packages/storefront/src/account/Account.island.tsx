import { AccountOverview } from './AccountOverview';
import type { AccountProps } from './account-props';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';

export type { AccountProps } from './account-props';

/** The customer account pages' island: the sign-in form, the create-account form, or the account itself. */
export function Account(props: AccountProps) {
  switch (props.view) {
    case 'sign-in':
      return (
        <SignInForm
          crumb={props.crumb}
          form={props.form}
          rememberMe={props.rememberMe}
          notice={props.notice}
          returnTo={props.returnTo}
        />
      );
    case 'create':
      return <CreateAccountForm crumb={props.crumb} form={props.form} />;
    case 'account':
      return (
        <AccountOverview
          crumb={props.crumb}
          siteUser={props.siteUser}
          xsrfToken={props.xsrfToken}
          languages={props.languages}
          language={props.language}
          notice={props.notice}
          error={props.error}
        />
      );
  }
}
