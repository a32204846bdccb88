import { ADD_TO_CART_ERROR, formatMessage, type AddToCartErrorCode } from '@plinth/commerce';
import { AppError } from '../../app-error';
import { MAX_CART_LINES, MAX_CART_QUANTITY } from './cart-limits';

export function itemNotFound(): AppError {
  return new AppError('not_found', 'CART_ITEM_NOT_FOUND', formatMessage('variantUnavailable'));
}

export function entryNotFound(action: 'update' | 'remove'): AppError {
  const message =
    action === 'update' ? formatMessage('unableToUpdateQuantity') : formatMessage('unableToRemoveItem');
  return new AppError('not_found', 'CART_ENTRY_NOT_FOUND', message);
}

export function insufficientStock(): AppError {
  return ruleFailure(ADD_TO_CART_ERROR.INSUFFICIENT_STOCK, formatMessage('insufficientStock'));
}

export function quantityTooLarge(): AppError {
  return ruleFailure(ADD_TO_CART_ERROR.QUANTITY_INVALID, formatMessage('quantityTooLarge'));
}

/** Maps a failed add-to-cart rule to the HTTP kind: stock is a conflict, the rest bad input. */
export function ruleFailure(code: AddToCartErrorCode, message: string): AppError {
  return new AppError(code === ADD_TO_CART_ERROR.INSUFFICIENT_STOCK ? 'conflict' : 'invalid', code, message);
}

/** Subscribable items start a subscription (POST /api/3/commerce/cart/subscription); never a one-off add. */
export function subscriptionOnly(): AppError {
  return new AppError('invalid', 'CART_SUBSCRIPTION_ONLY', formatMessage('subscriptionOnly'));
}

export type CartLimit = 'lines' | 'quantity' | 'forms';

/** A cart at one of its size limits (cart-limits.ts): the add or change is refused, the cart kept. */
export function cartLimitReached(limit: CartLimit): AppError {
  const message =
    limit === 'lines'
      ? formatMessage('cartLinesLimit', { max: MAX_CART_LINES })
      : limit === 'quantity'
        ? formatMessage('cartQuantityLimit', { max: MAX_CART_QUANTITY })
        : formatMessage('cartFormsLimit');
  return new AppError('conflict', 'CART_LIMIT_REACHED', message);
}

/**
 * A product form's answers that do not pass the form's rules (issue 11 part 6): the spec's summary
 * message, and each field's message keyed by its field id, as the form island shows them.
 */
export function formAnswersInvalid(message: string, fieldErrors: Record<string, string> = {}): AppError {
  return new AppError('invalid', 'CART_FORM_INVALID', message, { fieldErrors });
}

/** "Unable to update form": the entry to change is not in the visitor's cart. */
export function formEntryNotFound(): AppError {
  return new AppError('not_found', 'CART_ENTRY_NOT_FOUND', formatMessage('unableToUpdateForm'));
}
