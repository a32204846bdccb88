import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * The checkout and order texts, once, for the server, the checkout page and the tests. The field
 * labels, "Place order" and "Your card was declined." are issue 9's exact words; the minimum order
 * text is seed 000's (MESSAGES.minimumSubtotal); the rest is Plinth's own wording.
 */
export const CHECKOUT_MESSAGES = {
  // Labels (issue 9 part 2, exactly)
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date',
  cardSecurityCode: 'Security code',
  couponCode: 'Coupon code',
  placeOrder: 'Place order',

  // Page texts
  checkoutTitle: 'Checkout',
  contact: 'Contact',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  shippingMethod: 'Shipping',
  payment: 'Payment',
  orderSummary: 'Order summary',
  // The phone's collapsible summary at the top of checkout (issue 23 §5): "Show order summary · $92.00".
  showOrderSummary: 'Show order summary',
  hideOrderSummary: 'Hide order summary',
  applyCoupon: 'Apply',
  updateTotals: 'Update totals',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  taxIncluded: 'Tax included',
  total: 'Total',
  free: 'Free',
  placingOrder: 'Placing order…',
  testModeBanner: 'Test mode: no real payments are taken. Pay with the card 4242 4242 4242 4242.',
  orderConfirmedTitle: 'Thank you for your order',
  orderNumber: 'Order #{number}',
  orderConfirmedText: 'We sent a confirmation to {email}.',
  orderStatusTitle: 'Order #{number}',
  orderStatusLink: 'View your order status',
  trackingNumber: 'Tracking number: {trackingNumber}',
  trackPackage: 'Track your package with {carrier}',
  statusPlaced: 'Placed',
  statusPartiallyFulfilled: 'Partially shipped',
  statusFulfilled: 'Shipped',
  statusCompleted: 'Completed',
  statusCancelled: 'Cancelled',
  statusRefunded: 'Refunded',
  yourOrders: 'Your orders',
  noOrders: 'You have not placed any orders yet.',
  unableToPlaceOrder: 'Unable to place your order',
  shippingNeedsCountry: 'Enter your country to see the shipping options.',
  couponApplied: '{code} applied',
  orderDate: 'Date',
  orderTotal: 'Total',
  orderStatus: 'Status',
  orderItems: 'Items',
  quantityEach: 'Qty {quantity}',
  shipTo: 'Ship to',
  deliveryMethod: 'Delivery',
  sentTo: 'Confirmation sent to',
  testOrderNote: 'This was a test order: no payment was taken.',
  backToShop: 'Continue shopping',
  expiryHint: 'MM/YY',
  // Issue 23 §5: Shopify's words for the second address line; both fields may stay empty.
  addressLine2: 'Apartment, suite, etc. (optional)',
  phone: 'Phone (optional)',
  phoneHint: 'In case the carrier needs to reach you.',
  chooseCountry: 'Choose a country',

  // Field errors
  required: 'Required',
  emailInvalid: 'Email is invalid',
  countryInvalid: 'Choose a country by its two-letter code, e.g. US.',
  phoneInvalid: 'Enter a phone number of 7 to 20 digits, like +1 555 123 4567.',
  cardNumberInvalid: 'Your card number is incomplete or not valid.',
  cardExpiryInvalid: 'Enter the expiry date as MM/YY.',
  cardExpired: 'Your card has expired.',
  cardSecurityCodeInvalid: 'Your security code is 3 or 4 digits.',
  cardDeclined: 'Your card was declined.',
  testCardOnly: 'This store is in test mode: pay with the card 4242 4242 4242 4242.',
  // Stripe (decision 0033): the card is entered in Stripe's own form, which needs JavaScript.
  cardDetailsRequired: 'Enter your card details in the card form (it needs JavaScript turned on).',
  cardAuthenticationRequired:
    'Your bank asked to confirm this payment and it was not confirmed. Please try again or use another card.',
  // 3-D Secure (decision 0066): the bank's check in Stripe's window failed, or was closed unfinished.
  cardAuthenticationFailed:
    'Your card was not authenticated, so nothing was charged. Please try again or use another card.',
  cardAuthenticationMismatch:
    'This payment no longer matches your order, so nothing was charged. Please place your order again.',
  noShippingToCountry: 'There is no shipping to this country.',
  shippingOptionRequired: 'Choose a shipping option.',

  // Coupons
  couponNotFound: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has reached its usage limit.',
  couponBelowMinimum: 'This coupon needs an order subtotal of {amount} or more.',

  // Gift cards (decision 0030)
  giftCardCode: 'Gift card',
  giftCardApply: 'Redeem',
  giftCardHint: 'The 16-character code from the gift card email, like ABCD-EFGH-JKLM-NPQR.',
  giftCardPaid: 'Gift card {code}',
  giftCardRemaining: 'Remaining balance on the gift card: {amount}',
  amountDue: 'Amount due',
  giftCardCodeInvalid: 'A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
  giftCardNotFound: 'This gift card code is not valid.',
  giftCardEmpty: 'This gift card has no balance left.',
  giftCardVoid: 'This gift card is no longer valid.',
  giftCardCurrency: 'This gift card is in another currency.',
  giftCardForSubscriptions: 'Gift cards cannot pay for subscriptions.',
  giftCardForGiftCards:
    'Gift cards cannot be used to buy gift cards. Remove the gift card code or the gift cards.',
  giftCardBalanceChanged:
    'This gift card was just used for another order. Please check its balance and try again.',

  // Order failures
  itemSoldOut: 'Sorry, {item} is sold out.',
  itemShort: 'Sorry, only {available} of {item} left in stock.',
  itemGone: 'Sorry, {item} is no longer available.',
  cartChanged: 'Your cart changed while you were checking out. Please check it and try again.',
  orderInvalid: 'Please check the highlighted fields.',
  orderNotFound: 'We could not find that order.',
  orderNotFulfillable: 'Only a placed or partially fulfilled order can be marked fulfilled.',
  fulfilLineUnknown: 'This item is not on the order.',
  fulfilLineTwice: 'Name each item once.',
  fulfilTooMany: 'Only {remaining} left to fulfil.',
  fulfilNothingLeft: 'Everything on this order is fulfilled already.',
  orderNotCancellable: 'Only a placed order can be cancelled.',
  orderNotRefundable: 'Only a placed or fulfilled order can be refunded.',
  // Refunds (decision 0065)
  refundTooLarge: 'At most {amount} can be refunded.',
  refundPastCard:
    'A partial refund can return at most {amount}, what the card paid; gift cards go back with the refund of everything left.',
  refundNotCaptured:
    'The payment is only held so far: refund everything (the hold is released) or cancel the order.',
  refundLineUnknown: 'That line is not on this order.',
  refundLineQuantity: 'At most {quantity} of {item} can still be refunded.',
  refundNothing: 'Nothing is left to refund on this order.',
  refundFailed: 'The payment provider did not accept the refund. Nothing was refunded. Please try again.',
  paymentUnavailable: 'The payment could not be processed. Nothing was charged. Please try again.',
  // Card testing (decision 0061)
  captchaNeeded: 'To keep this shop safe, please complete this check before paying.',
  tooManyDeclines:
    'Too many payments were declined. Please try again in an hour, or contact the store for help.',
} as const;

export type CheckoutMessageId = keyof typeof CHECKOUT_MESSAGES;

let formatter: ((id: CheckoutMessageId, params?: MessageParams) => string) | undefined;

/**
 * Made on first use, not at load: a top-level call would keep these messages in every storefront
 * bundle that imports this package, checkout or not.
 */
export function formatCheckoutMessage(id: CheckoutMessageId, params?: MessageParams): string {
  formatter ??= defineMessages(CHECKOUT_MESSAGES).format;
  return formatter(id, params);
}
