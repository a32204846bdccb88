/**
 * Restock notifications (issue 11 part 7, seed 000 sections 2 to 5 and 7): paths and limits. Zod-free;
 * the request and answer schemas are in restock-api.ts.
 */
export const RESTOCK_API = {
  /** POST RestockSignUpRequest -> {ok: true}: a visitor asks to hear when a sold-out variant returns. */
  signUp: '/api/site-users/account/notifications/restock',
  /** GET ?cursor -> {signUpGroups, hasNextPage, nextPageCursor}: waiting sign-ups per product and variant. */
  groups: '/api/site-users/account/notifications/restock/groups',
  /** GET ?productId&variantId&cursor -> {signUps, hasNextPage, nextPageCursor}. Owner only. */
  signUps: '/api/site-users/account/notifications/restock',
  /** POST {productId, variantId} -> {queued}: one job per waiting sign-up of that variant. Owner only. */
  send: '/api/site-users/account/notifications/restock/send',
  /** POST {sendRequests: [{productId, variantId}]} -> {queued}. Owner only. */
  sendAll: '/api/site-users/account/notifications/restock/send/all',
  /** GET/POST ?token=: the one-click unsubscribe of a restock email (RFC 8058's List-Unsubscribe-Post). */
  unsubscribe: '/restock/unsubscribe',
} as const;

/** The owner's mailing list (Plinth's own paths): GET the members (cursor pages), GET .csv for all. */
export const MAILING_LIST_API = {
  members: '/config/api/mailing-list',
  csv: '/config/api/mailing-list.csv',
} as const;

export const RESTOCK_LIMITS = {
  /** Groups or sign-ups per page of the owner's lists. */
  pageSize: 50,
  /** Variants one send/all may name. */
  sendRequestsMax: 500,
  cursorMax: 200,
  languageMax: 35,
} as const;

/** A sign-up's state: waiting, emailed after the restock, or withdrawn by its unsubscribe link. */
export const RESTOCK_SIGN_UP_STATUSES = ['waiting', 'notified', 'unsubscribed'] as const;
export type RestockSignUpStatus = (typeof RESTOCK_SIGN_UP_STATUSES)[number];
