import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * The customer account texts (sign-up, sign-in, the account page), once, for the server, the account
 * island and the tests. "Please enter a valid email" is seed 001's generic validator text; the rest is
 * Plinth's own wording. {name} placeholders are filled with formatAccountMessage.
 */
export const ACCOUNT_MESSAGES = {
  // Page and form labels
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'At least {min} characters.',
  showPassword: 'Show',
  hidePassword: 'Hide',
  rememberMe: 'Keep me signed in',
  rememberMeHint: 'For 30 days on this device. Leave it off on a shared computer.',
  languageLabel: 'Language',
  languageHint: 'The language we use when we write to you.',
  accountDetails: 'Account details',
  preferences: 'Preferences',
  signedOutNotice: 'You have signed out.',
  languageSavedNotice: 'Your language is saved.',

  // Alert titles
  unableToSignIn: 'Unable to Sign In',
  unableToCreateAccount: 'Unable to Create Account',
  unableToSignOut: 'Unable to Sign Out',
  unableToSaveLanguage: 'Unable to Save Language',

  // Field validation
  nameBlank: 'Enter your name.',
  nameTooLong: 'Name must be {max} characters or fewer.',
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Please enter a valid email',
  passwordBlank: 'Enter your password.',
  passwordTooShort: 'Password must be at least {min} characters.',
  passwordTooLong: 'Password must be {max} characters or fewer.',
  languageInvalid: 'Choose a language from the list.',
  fieldsInvalid: 'Check the highlighted fields and try again.',

  // Server answers
  badCredentials: 'That email and password do not match an account.',
  emailTaken: 'Could not create an account with this email. If you already have one, sign in instead.',
  signInRequired: 'Sign in to continue.',
  xsrfMismatch: 'This page is from an earlier sign-in. Reload the page and try again.',
  tooManySignIns: 'Too many sign-in attempts. Try again in {minutes}.',
  signInUnavailable: 'Signing in is unavailable for a moment. Please try again shortly.',
} as const;

export type AccountMessageId = keyof typeof ACCOUNT_MESSAGES;

/** The catalogue text with each {name} filled (contracts' defineMessages). */
export const formatAccountMessage: (id: AccountMessageId, params?: MessageParams) => string =
  defineMessages(ACCOUNT_MESSAGES).format;
