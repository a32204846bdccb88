import type { CaptchaClientConfig } from './captcha';

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

/**
 * What a product page's restock form needs (restockContextFor in apps/server's restock module; seed 000
 * section 3's "restock context per product"). The scarcity and sold-out texts are in ProductView.scarcity.
 */
export interface RestockContext {
  /** The owner has the form on; a sold-out chosen variant shows it. */
  enabled: boolean;
  /** The form starts closed behind a "Notify me when available" button. */
  hiddenByDefault: boolean;
  mailingListSignUpEnabled: boolean;
  /** The mailing-list checkbox starts checked. */
  mailingListOptInByDefault: boolean;
  /** Shown in place of the form on success: the owner's text, else "Signed up!". */
  successMessage: string;
  /** Where the form posts (RESTOCK_API.signUp). */
  signUpUrl: string;
  /** The captcha widget's configuration (never a secret). */
  captcha: CaptchaClientConfig;
}

/** Members per page of the owner's mailing list, and the longest list the CSV export writes. */
export const MAILING_LIST_LIMITS = {
  pageSize: 100,
  csvMax: 100_000,
} as const;
