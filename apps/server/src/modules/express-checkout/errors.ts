import { EXPRESS_MESSAGES } from '@plinth/commerce';
import { AppError } from '../../app-error';

/** The owner has not turned "Buy now" on: the express cart is not offered. */
export function expressCheckoutOff(): AppError {
  return new AppError('not_found', 'EXPRESS_CHECKOUT_OFF', EXPRESS_MESSAGES.buyNowOff);
}
