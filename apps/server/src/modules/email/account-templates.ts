import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** What the "you already have an account" email shows (docs/accounts.md, "Sign-up and enumeration"). */
export interface AccountExistsData {
  /** The address the sign-up named, as stored. */
  email: string;
  /** The sign-in page, absolute, on the host the sign-up came from. */
  signInUrl: string;
}

export const accountExistsTemplate: EmailTemplate<AccountExistsData> = {
  id: 'account-exists',
  name: 'You already have an account',
  description:
    'Sent when someone tries to create a customer account with an email that already has one; the sign-up page answers as for a new account.',
  render: (data, brand) =>
    renderEmailLayout(brand, {
      subject: `You already have an account at ${brand.siteName}`,
      heading: 'You already have an account',
      paragraphs: [
        `Someone tried to create an account at ${brand.siteName} with ${data.email}, which already has one. No new account was made, and your account has not changed.`,
        'If it was you, sign in with your password instead.',
      ],
      action: { label: 'Sign in', url: data.signInUrl },
      note: 'If it was not you, you can ignore this email. At most one of these is sent per hour.',
    }),
  sample: (origin) => ({ email: 'ada@example.com', signInUrl: `${origin}/account/login` }),
};
