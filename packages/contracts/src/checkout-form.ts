import { CHECKOUT_FIELD } from './checkout-api';
import { SUBSCRIPTION_PAGE } from './subscription-api';
import type { CheckoutQuoteRequest, PlaceOrderRequest } from './checkout';

/** The checkout form's fields by name (CHECKOUT_FIELD), as a plain form posts them or an island holds them. */
export type CheckoutFields = Partial<Record<string, string>>;

/**
 * The quote body for what the checkout form holds: the same for the island's live totals and the
 * no-JavaScript "Update totals" post, so both price the same input.
 */
export function checkoutQuoteFromFields(fields: CheckoutFields): CheckoutQuoteRequest {
  const get = (name: string) => fields[name] ?? '';
  const coupon = get(CHECKOUT_FIELD.couponCode).trim();
  const cartToken = get(SUBSCRIPTION_PAGE.checkoutQuery);
  const giftCard = get(CHECKOUT_FIELD.giftCardCode).trim();
  return {
    email: get(CHECKOUT_FIELD.email),
    shippingAddress: {
      firstName: get(CHECKOUT_FIELD.firstName),
      lastName: get(CHECKOUT_FIELD.lastName),
      line1: get(CHECKOUT_FIELD.line1),
      line2: get(CHECKOUT_FIELD.line2),
      city: get(CHECKOUT_FIELD.city),
      region: get(CHECKOUT_FIELD.region),
      postalCode: get(CHECKOUT_FIELD.postalCode),
      country: get(CHECKOUT_FIELD.country),
      phone: get(CHECKOUT_FIELD.phone),
    },
    shippingOptionId: get(CHECKOUT_FIELD.shippingOptionId) || null,
    couponCodes: coupon === '' ? [] : [coupon],
    // A subscription checkout names its cart by token (decision 0031).
    ...(cartToken ? { cartToken } : {}),
    ...(giftCard === '' ? {} : { giftCardCode: giftCard }),
  };
}

/** The place-order body for `cartId` and what the checkout form holds. */
export function placeOrderFromFields(cartId: string, fields: CheckoutFields): PlaceOrderRequest {
  const get = (name: string) => fields[name] ?? '';
  return {
    ...checkoutQuoteFromFields(fields),
    cartId,
    card: {
      number: get(CHECKOUT_FIELD.cardNumber),
      expiry: get(CHECKOUT_FIELD.cardExpiry),
      securityCode: get(CHECKOUT_FIELD.cardSecurityCode),
    },
  };
}
