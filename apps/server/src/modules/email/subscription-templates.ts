import { formatSubscriptionMessage } from '@plinth/commerce';
import type { SubscriptionView } from '@plinth/contracts';
import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** A renewal that could not be made (out of stock, card declined): the customer is told why. */
export interface SubscriptionRenewalFailedData {
  subscription: SubscriptionView;
  reason: string;
  /** Absolute: https://shop.example/account, where the subscription is listed. */
  accountUrl: string;
}

export const subscriptionRenewalFailedTemplate: EmailTemplate<SubscriptionRenewalFailedData> = {
  id: 'subscription-renewal-failed',
  name: 'Subscription renewal failed',
  description: 'Sent to the customer when a renewal order cannot be made (out of stock, card declined).',
  render: ({ subscription, reason, accountUrl }, brand) =>
    renderEmailLayout(brand, {
      subject: `Your ${subscription.productName} subscription needs attention`,
      heading: 'We could not renew your subscription',
      paragraphs: [
        `Your subscription to ${subscription.productName} (${subscription.planPhrase.toLowerCase()}) could not be renewed.`,
        reason,
        'No order was made and nothing was charged. The subscription is paused; you can cancel it in your account, or contact us to carry on.',
      ],
      action: { label: formatSubscriptionMessage('yourSubscriptions'), url: accountUrl },
    }),
  sample: (origin) => ({
    subscription: {
      id: 'sample',
      productName: 'Coffee Beans',
      sku: 'COFFEE-BEANS',
      variantAttributes: {},
      quantity: 1,
      plan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
      planPhrase: 'Every 2 weeks',
      status: 'past_due',
      cyclesBilled: 3,
      nextBillingAt: null,
      unitPriceCents: 1800,
      currency: 'USD',
      cardLast4: '4242',
      createdAt: '2025-01-01T00:00:00.000Z',
      cancelledAt: null,
    },
    reason: 'The card on file was declined: Your card was declined.',
    accountUrl: `${origin}/account`,
  }),
};
