/**
 * Checkout and orders without zod (issue 9 parts 2 to 4): paths, value sets and limits, for the server,
 * the editor and the storefront islands alike. The schemas are in checkout.ts and orders.ts.
 */

export const CHECKOUT_API = {
  /** POST: the visitor's cart priced for what the checkout form holds so far. */
  quote: '/api/commerce/checkout/quote',
  /** POST: places the order for a cart (idempotent per cart). */
  orders: '/api/commerce/checkout/orders',
  /** GET /api/commerce/orders/{token}: an order's status by its unguessable token. */
  orderStatus: '/api/commerce/orders/:token',
  /** GET: the signed-in customer's orders. */
  customerOrders: '/api/site-users/account/orders',
  /** POST: Stripe's webhook (signed by Stripe; no session or crumb). Decision 0033. */
  stripeWebhook: '/api/commerce/payments/stripe/webhook',
} as const;

/** Storefront pages: checkout (page type 201), order confirmed (202), order status (211). */
export const CHECKOUT_PAGE = {
  checkout: '/checkout',
  orderStatusPrefix: '/orders/',
} as const;

/** The order status page (211): /orders/{token}. */
export function orderStatusPath(statusToken: string): string {
  return `${CHECKOUT_PAGE.orderStatusPrefix}${encodeURIComponent(statusToken)}`;
}

/** The order confirmed page (202) the shopper lands on after placing: /orders/{token}/confirmed. */
export function orderConfirmedPath(statusToken: string): string {
  return `${orderStatusPath(statusToken)}/confirmed`;
}

/**
 * The checkout form's field names: the place-order body's paths, so a plain form post and the field
 * errors the server answers use the same keys.
 */
export const CHECKOUT_FIELD = {
  email: 'email',
  firstName: 'shippingAddress.firstName',
  lastName: 'shippingAddress.lastName',
  line1: 'shippingAddress.line1',
  line2: 'shippingAddress.line2',
  city: 'shippingAddress.city',
  region: 'shippingAddress.region',
  postalCode: 'shippingAddress.postalCode',
  country: 'shippingAddress.country',
  phone: 'shippingAddress.phone',
  shippingOptionId: 'shippingOptionId',
  couponCode: 'couponCodes.0',
  giftCardCode: 'giftCardCode',
  cardNumber: 'card.number',
  cardExpiry: 'card.expiry',
  cardSecurityCode: 'card.securityCode',
} as const;
export type CheckoutFieldKey = keyof typeof CHECKOUT_FIELD;
export type CheckoutFieldName = (typeof CHECKOUT_FIELD)[CheckoutFieldKey];

export const SHIPPING_KIND = {
  flat: 'flat',
  byWeight: 'weight',
  bySubtotal: 'subtotal',
  freeOver: 'free_over',
  pickup: 'pickup',
} as const;
export type ShippingKind = (typeof SHIPPING_KIND)[keyof typeof SHIPPING_KIND];

export const COUPON_REASON = {
  notFound: 'NOT_FOUND',
  expired: 'EXPIRED',
  usedUp: 'USAGE_LIMIT_REACHED',
  belowMinimum: 'BELOW_MINIMUM_SUBTOTAL',
} as const;
export type CouponReason = (typeof COUPON_REASON)[keyof typeof COUPON_REASON];

export const ORDER_STATUS = {
  placed: 'placed',
  /** Some units shipped, some still to ship (decision 0067): still "To fulfil". */
  partiallyFulfilled: 'partially_fulfilled',
  fulfilled: 'fulfilled',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const CHECKOUT_LIMITS = {
  email: 256,
  name: 100,
  addressLine: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  /** Characters as typed ("+1 (555) 123-4567"); PHONE_DIGITS bounds the digits in it. */
  phone: 30,
  couponCode: 40,
  couponCodes: 5,
  cardField: 40,
  /** A Stripe PaymentMethod id (pm_...), made in the browser by Stripe.js when Stripe takes the payments. */
  paymentMethodId: 255,
  trackingNumber: 100,
  /** Lines named in one fulfilment (decision 0067). */
  fulfilLines: 200,
} as const;

/** A phone number holds this many digits (spaces, "+", "-" and brackets aside). */
export const PHONE_DIGITS = { min: 7, max: 20 } as const;

/** The most orders a list answers (the owner's, a customer's): newest first; search finds older ones. */
export const ORDER_LIST_LIMIT = 200;

/** Orders are numbered per site from here: #1001, #1002, ... */
export const FIRST_ORDER_NUMBER = 1001;
