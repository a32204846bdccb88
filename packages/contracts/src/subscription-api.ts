/**
 * Subscriptions without zod (issue 9 part 6, decision 0031): paths and value sets for the server, the
 * editor and the storefront islands. The schemas are in subscriptions.ts.
 */

export const SUBSCRIPTION_API = {
  /** POST {itemId, sku, qty, additionalFields} -> {cartToken} (seed 000 section 7). */
  cart: '/api/3/commerce/cart/subscription',
  /** GET: the signed-in customer's subscriptions. */
  customerList: '/api/site-users/account/subscriptions',
  /** POST: the signed-in customer cancels one of theirs. */
  customerCancel: '/api/site-users/account/subscriptions/:subscriptionId/cancel',
  /** GET: the site's subscriptions (owner). */
  ownerList: '/config/api/subscriptions',
  /** POST: the owner cancels one. */
  ownerCancel: '/config/api/subscriptions/:subscriptionId/cancel',
} as const;

/** Storefront pages: the subscription checkout and the subscription confirmed page (206). */
export const SUBSCRIPTION_PAGE = {
  /** /checkout?cartToken={token}: checkout of a subscription cart. */
  checkoutQuery: 'cartToken',
  confirmedPrefix: '/subscriptions/',
  /** POST /account/subscriptions/{id}/cancel: the account page's Cancel button without JavaScript. */
  accountCancelPrefix: '/account/subscriptions/',
  /** POST: the product form's Subscribe without JavaScript; answers 303 to the subscription checkout. */
  subscribeForm: '/cart/subscribe',
} as const;

/** Where the Subscribe button goes with the cartToken the endpoint answered. */
export function subscriptionCheckoutPath(cartToken: string): string {
  return `/checkout?${SUBSCRIPTION_PAGE.checkoutQuery}=${encodeURIComponent(cartToken)}`;
}

/** The subscription confirmed page (206): /subscriptions/{token}, an unguessable token. */
export function subscriptionConfirmedPath(token: string): string {
  return `${SUBSCRIPTION_PAGE.confirmedPrefix}${encodeURIComponent(token)}`;
}

export const SUBSCRIPTION_STATUS = {
  active: 'active',
  /** A renewal could not be paid or the item was out of stock: no more renewals until the owner acts. */
  pastDue: 'past_due',
  cancelled: 'cancelled',
  /** Every cycle of a fixed-term plan was billed. */
  completed: 'completed',
} as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

/** Shown for each status (account page, editor). */
export const SUBSCRIPTION_STATUS_LABEL: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  past_due: 'Payment failed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The most subscriptions a list answers, newest first. */
export const SUBSCRIPTION_LIST_LIMIT = 200;
