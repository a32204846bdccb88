import { PERMISSION, type SubscriptionView } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { subscriptionRenewalFailedTemplate, type Mail } from '../email';
import type { Site } from '../sites';

export interface RenewalFailedEvent {
  subscription: SubscriptionView;
  email: string;
  reason: string;
  cycle: number;
  origin: string;
}

/**
 * What subscriptions send besides the order confirmations (which the order notifier sends for every
 * order, renewals too): the email telling the customer a renewal could not be made. Queued in the
 * caller's transaction, once per subscription and cycle.
 */
export interface SubscriptionMailer {
  renewalFailed(trx: Executor, site: Site, event: RenewalFailedEvent): Promise<void>;
}

export function createSubscriptionMailer(mail: Pick<Mail, 'queue'>): SubscriptionMailer {
  return {
    renewalFailed: async (trx, site, event) => {
      await mail.queue(trx, {
        websiteId: site.id,
        siteName: site.title,
        dedupeKey: `subscription-renewal-failed:${event.subscription.id}:${event.cycle}`,
        template: subscriptionRenewalFailedTemplate,
        data: {
          subscription: event.subscription,
          reason: event.reason,
          accountUrl: `${event.origin}/account`,
        },
        to: event.email,
        readPermission: PERMISSION.ordersView,
      });
    },
  };
}
