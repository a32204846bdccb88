import { siteMessage, type FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 naming every bad field, for input that did not come through the route's schema (the CLI). */
export function siteInvalid(fieldErrors: FieldErrors): AppError {
  const [first] = Object.values(fieldErrors);
  return new AppError('invalid', 'SITE_INVALID', first ?? siteMessage('hostRequired'), { fieldErrors });
}
