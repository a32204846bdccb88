import { formatMessage } from '@plinth/commerce';
import { AppError } from '../../app-error';

/** The stock lookup names a product this site does not show. */
export function catalogItemNotFound(): AppError {
  return new AppError('not_found', 'CATALOG_ITEM_NOT_FOUND', formatMessage('variantUnavailable'));
}
