import { formatCheckoutMessage, type CheckoutMessageId } from '@plinth/commerce';
import { AppError } from '../../app-error';

export function orderNotFound(): AppError {
  return new AppError('not_found', 'ORDER_NOT_FOUND', formatCheckoutMessage('orderNotFound'));
}

/** A status change the order's current status does not allow (e.g. cancelling a refunded order). */
export function orderStatusConflict(message: CheckoutMessageId): AppError {
  return new AppError('conflict', 'ORDER_STATUS_CONFLICT', formatCheckoutMessage(message));
}

/** A refund the order does not allow as asked (too much, an unknown line, partial before capture). */
export function refundInvalid(
  message: CheckoutMessageId,
  values: Record<string, string | number> = {},
): AppError {
  return new AppError('conflict', 'ORDER_REFUND_INVALID', formatCheckoutMessage(message, values));
}

/** The provider refused or did not answer: the transaction rolled back, nothing was refunded. */
export function refundFailed(): AppError {
  return new AppError('unavailable', 'ORDER_REFUND_FAILED', formatCheckoutMessage('refundFailed'));
}
