import { formatCheckoutMessage } from '@plinth/commerce';
import { CHECKOUT_FIELD } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** The card's balance changed between pricing and debiting (another order spent it first). */
export function giftCardBalanceChanged(): AppError {
  const message = formatCheckoutMessage('giftCardBalanceChanged');
  return new AppError('conflict', 'CHECKOUT_GIFT_CARD_CHANGED', message, {
    fieldErrors: { [CHECKOUT_FIELD.giftCardCode]: message },
  });
}
