import { formatCheckoutMessage, formatMessage } from '@plinth/commerce';
import { FORM_ERROR_PATH, type FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** Fields to fix before the order can go; the message is the only one, or a general one for several. */
export function checkoutInvalid(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : formatCheckoutMessage('orderInvalid');
  return new AppError('invalid', 'CHECKOUT_INVALID', message, { fieldErrors });
}

/** The code of a payment the provider refused: what the card-testing limits count (decision 0061). */
export const CARD_DECLINED = 'CHECKOUT_CARD_DECLINED';

/** The payment provider refused the card: the message belongs beside `field` (the card number). */
export function paymentRefused(field: string, message: string): AppError {
  return new AppError('invalid', CARD_DECLINED, message, { fieldErrors: { [field]: message } });
}

/**
 * This cart, email or client address had as many declined payments as the store allows in an hour
 * (decision 0061): no further try reaches the payment provider until the window ends.
 */
export function tooManyDeclines(retryAfterSeconds: number): AppError {
  return new AppError(
    'rate_limited',
    'CHECKOUT_TOO_MANY_DECLINES',
    formatCheckoutMessage('tooManyDeclines'),
    {
      retryAfter: retryAfterSeconds,
    },
  );
}

export function belowMinimumSubtotal(message: string): AppError {
  return new AppError('invalid', 'CHECKOUT_MINIMUM_SUBTOTAL', message, {
    fieldErrors: { [FORM_ERROR_PATH]: message },
  });
}

/** A cart line the shop cannot sell now; nothing was charged. */
export function itemUnavailable(item: string, available: number, gone = false): AppError {
  const message = gone
    ? formatCheckoutMessage('itemGone', { item })
    : available <= 0
      ? formatCheckoutMessage('itemSoldOut', { item })
      : formatCheckoutMessage('itemShort', { item, available });
  return new AppError('conflict', 'CHECKOUT_SOLD_OUT', message);
}

export function cartEmpty(): AppError {
  return new AppError('invalid', 'CHECKOUT_CART_EMPTY', formatMessage('cartEmpty'));
}

/** No cart with that id that this visitor may use. */
export function checkoutCartNotFound(): AppError {
  return new AppError('not_found', 'CHECKOUT_CART_NOT_FOUND', formatMessage('cartEmpty'));
}

/** Seconds a shopper (or a script) is told to wait before placing the order again after a 503. */
export const PAYMENT_RETRY_AFTER_SECONDS = 5;

/** The provider failed (not a refusal): nothing was held, the cart is as it was. */
export function paymentUnavailable(): AppError {
  return new AppError(
    'unavailable',
    'CHECKOUT_PAYMENT_UNAVAILABLE',
    formatCheckoutMessage('paymentUnavailable'),
    { retryAfter: PAYMENT_RETRY_AFTER_SECONDS },
  );
}
