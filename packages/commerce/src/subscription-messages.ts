import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * The subscription texts (issue 9 part 6), once, for the server, the pages and the tests. Seed 000 says
 * only that a subscription failure shows the server's message; these are Plinth's own words.
 */
export const SUBSCRIPTION_MESSAGES = {
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  /** The options dialog's button before a subscription: it goes on to the subscription checkout. */
  continueToCheckout: 'Continue to checkout',
  unableToSubscribe: 'Unable to subscribe',
  notSubscribable: 'Only physical and service products can be subscribed.',
  subscriptionCartGone:
    'This subscription checkout has expired. Please subscribe again from the product page.',
  subscriptionsUnsupported: 'Subscriptions cannot be paid with the payment provider this store uses.',
  // Checkout
  subscriptionCheckoutTitle: 'Subscription checkout',
  billedPlan: 'Billed: {plan}',
  firstPayment: 'First payment today',
  renewalNote:
    'Later payments are taken automatically with this card until you cancel, from your account or the link in each order email.',
  renewalNoteFixed: 'Later payments are taken automatically with this card until the plan ends.',
  // Confirmed page and account
  subscriptionConfirmedTitle: 'Subscription confirmed',
  nextPayment: 'Next payment',
  noNextPayment: 'None',
  yourSubscriptions: 'Your subscriptions',
  cancelSubscription: 'Cancel subscription',
  cancelConfirm: 'Cancel this subscription? No further orders will be made.',
  subscriptionCancelled: 'Subscription cancelled.',
  subscriptionNotFound: 'That subscription was not found.',
  subscriptionNotCancellable: 'This subscription has already ended.',
  // Renewals
  renewalOutOfStock: '{item} is out of stock, so this renewal could not be made.',
  renewalItemGone: '{item} is no longer sold, so this renewal could not be made.',
  renewalDeclined: 'The card on file was declined: {reason}',
  // Stripe (decision 0033): a renewal is charged while the customer is away, so no bank check can run.
  renewalAuthenticationRequired:
    'Your bank asked to confirm the payment, which cannot be done while you are away.',
  renewalCardUnusable: 'The card on file can no longer be charged.',
} as const;

export type SubscriptionMessageId = keyof typeof SUBSCRIPTION_MESSAGES;

let formatter: ((id: SubscriptionMessageId, params?: MessageParams) => string) | undefined;

/** Made on first use, not at load, like formatCheckoutMessage. */
export function formatSubscriptionMessage(id: SubscriptionMessageId, params?: MessageParams): string {
  formatter ??= defineMessages(SUBSCRIPTION_MESSAGES).format;
  return formatter(id, params);
}
