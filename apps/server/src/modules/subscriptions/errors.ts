import {
  ADD_TO_CART_ERROR,
  formatCheckoutMessage,
  formatMessage,
  formatSubscriptionMessage,
  type AddToCartErrorCode,
} from '@plinth/commerce';
import { AppError } from '../../app-error';

export function subscriptionItemNotFound(): AppError {
  return new AppError('not_found', 'SUBSCRIPTION_ITEM_NOT_FOUND', formatMessage('variantUnavailable'));
}

/** Seed 000 section 5: only physical and service products can be subscribed (and only with a plan). */
export function notSubscribable(): AppError {
  return new AppError('invalid', 'SUBSCRIPTION_NOT_AVAILABLE', formatSubscriptionMessage('notSubscribable'));
}

/** An add-to-cart rule the Subscribe button broke (variant, quantity, stock): its own message. */
export function subscriptionRuleFailure(code: AddToCartErrorCode, message: string): AppError {
  return new AppError(code === ADD_TO_CART_ERROR.INSUFFICIENT_STOCK ? 'conflict' : 'invalid', code, message);
}

export function subscriptionsUnsupported(): AppError {
  return new AppError(
    'unavailable',
    'SUBSCRIPTION_PAYMENTS_UNSUPPORTED',
    formatSubscriptionMessage('subscriptionsUnsupported'),
  );
}

/**
 * Saving the card with the provider failed (Stripe out of reach): the first order rolls back, its hold
 * is released, and the shopper may try again, as with checkout's CHECKOUT_PAYMENT_UNAVAILABLE.
 */
export function subscriptionPaymentUnavailable(): AppError {
  return new AppError(
    'unavailable',
    'CHECKOUT_PAYMENT_UNAVAILABLE',
    formatCheckoutMessage('paymentUnavailable'),
    { retryAfter: 5 },
  );
}

export function subscriptionNotFound(): AppError {
  return new AppError(
    'not_found',
    'SUBSCRIPTION_NOT_FOUND',
    formatSubscriptionMessage('subscriptionNotFound'),
  );
}

export function subscriptionNotCancellable(): AppError {
  return new AppError(
    'conflict',
    'SUBSCRIPTION_NOT_CANCELLABLE',
    formatSubscriptionMessage('subscriptionNotCancellable'),
  );
}
