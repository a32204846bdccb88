/**
 * Express checkout and installment texts that are Plinth's own wording (issue 9 parts 7 and 8). The
 * seed's exact texts ("Unable to Purchase Item", the installment wordings and limits) stay in
 * MESSAGES; the info pages' texts are the server's (modules/installments).
 */
export const EXPRESS_MESSAGES = {
  buyNow: 'Buy now',
  buyNowOff: 'Buy now is not offered in this store.',
  installmentInfo: 'Learn more',
  installmentInfoLabel: 'About paying with {provider}',
  installmentInfoUnavailable: 'Unable to load. Try again.',
  close: 'Close',
  loading: 'Loading…',
} as const;
