import { formatMessage } from '@plinth/commerce';
import { AppError } from '../../app-error';

export function itemNotFound(): AppError {
  return new AppError('not_found', 'CART_ITEM_NOT_FOUND', formatMessage('variantUnavailable'));
}

export function entryNotFound(action: 'update' | 'remove'): AppError {
  const message =
    action === 'update' ? formatMessage('unableToUpdateQuantity') : formatMessage('unableToRemoveItem');
  return new AppError('not_found', 'CART_ENTRY_NOT_FOUND', message);
}

export function insufficientStock(): AppError {
  return new AppError('conflict', 'CART_INSUFFICIENT_STOCK', formatMessage('insufficientStock'));
}

/** Maps a failed add-to-cart rule to the HTTP kind: stock is a conflict, the rest bad input. */
export function ruleFailure(code: string, message: string): AppError {
  return new AppError(code === 'CART_INSUFFICIENT_STOCK' ? 'conflict' : 'invalid', code, message);
}
