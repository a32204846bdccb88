import { AppError } from '../../app-error';

export function infoPageNotFound(locale: string): AppError {
  return new AppError(
    'not_found',
    'INSTALLMENT_INFO_NOT_FOUND',
    `There is no installment information for "${locale}".`,
  );
}
