import { AppError } from '../../app-error';

export function memberNotFound(): AppError {
  return new AppError('not_found', 'MEMBERS_NOT_FOUND', 'That person is not a member of this site.');
}

export function lastAdministrator(): AppError {
  return new AppError(
    'conflict',
    'MEMBERS_LAST_ADMIN',
    'A site needs at least one administrator. Make someone else an administrator first.',
  );
}

export function invitationInvalid(): AppError {
  return new AppError(
    'not_found',
    'INVITATION_INVALID',
    'This invitation link is not valid any more. Ask the site administrator for a new one.',
  );
}

export function invitationNeedsSignIn(email: string): AppError {
  return new AppError(
    'conflict',
    'INVITATION_SIGN_IN_REQUIRED',
    `There is already an account for ${email}. Sign in with it, then open this link again.`,
  );
}

export function invitationForSomeoneElse(email: string): AppError {
  return new AppError(
    'forbidden',
    'INVITATION_OTHER_ACCOUNT',
    `This invitation is for ${email}. Sign out, then open the link again.`,
  );
}

export function invitationNeedsPassword(): AppError {
  return new AppError(
    'invalid',
    'INVITATION_PASSWORD_REQUIRED',
    'Choose a password of at least 8 characters.',
  );
}
