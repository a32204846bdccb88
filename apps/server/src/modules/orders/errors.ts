import { formatCheckoutMessage, type CheckoutMessageId } from '@plinth/commerce';
import { AppError } from '../../app-error';

export function orderNotFound(): AppError {
  return new AppError('not_found', 'ORDER_NOT_FOUND', formatCheckoutMessage('orderNotFound'));
}

/** A status change the order's current status does not allow (e.g. cancelling a refunded order). */
export function orderStatusConflict(message: CheckoutMessageId): AppError {
  return new AppError('conflict', 'ORDER_STATUS_CONFLICT', formatCheckoutMessage(message));
}

export function liveRefundUnsupported(): AppError {
  return new AppError(
    'conflict',
    'ORDER_LIVE_REFUND_UNSUPPORTED',
    formatCheckoutMessage('liveRefundUnsupported'),
  );
}
