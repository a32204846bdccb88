import { AppError } from '../../app-error';

export function emailNotFound(): AppError {
  return new AppError('not_found', 'EMAIL_NOT_FOUND', 'That email does not exist on this site.');
}

export function emailTemplateNotFound(): AppError {
  return new AppError('not_found', 'EMAIL_TEMPLATE_NOT_FOUND', 'There is no email template with that name.');
}
