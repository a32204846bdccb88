import { createHash } from 'node:crypto';
import { PERMISSION, type OwnerOrder } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { getOrderNotificationPreferences } from '../commerce-preferences';
import { orderOwnerNoticeTemplate, type Mail, type PreparedEmail } from '../email';
import { listAdministratorEmails } from '../members';
import type { OrderEventContext } from './order-notifier';

/**
 * The dedupe key (and so the Message-ID) of the owner's email about an order, one per order and
 * recipient: the address is hashed, so the key stays short whatever its length.
 */
export function ownerOrderNoticeKey(orderId: string, recipient: string): string {
  const hash = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 16);
  return `order-owner-notice:${orderId}:${hash}`;
}

/** The order in the editor (apps/editor's /orders/:id panel), absolute. */
export function editorOrderUrl(origin: string, orderId: string): string {
  return `${origin}/config/orders/${encodeURIComponent(orderId)}`;
}

/** The owner's listed addresses, or the site's Administrators when none is listed; each once. */
async function recipientsOf(trx: Executor, context: OrderEventContext): Promise<string[]> {
  const preferences = getOrderNotificationPreferences(context.site);
  if (!preferences.enabled) return [];
  const listed =
    preferences.recipients.length > 0
      ? preferences.recipients
      : await listAdministratorEmails(trx, context.site.id);
  const seen = new Set<string>();
  return listed.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The owner's new-order emails (issue 23 §4; decision 0063), rendered for the order's transaction to
 * queue with the shopper's confirmation: one message per recipient, each at most once per order. Off
 * in Store settings, or no recipient at all, and there are none.
 */
export async function ownerOrderNotices(
  mail: Pick<Mail, 'prepare'>,
  trx: Executor,
  order: OwnerOrder,
  context: OrderEventContext,
): Promise<PreparedEmail[]> {
  const recipients = await recipientsOf(trx, context);
  const data = {
    order,
    orderUrl: editorOrderUrl(context.origin, order.id),
    nothingToShip: order.nothingToShip,
  };
  return recipients.map((to) =>
    mail.prepare({
      websiteId: context.site.id,
      siteName: context.site.title,
      dedupeKey: ownerOrderNoticeKey(order.id, to),
      template: orderOwnerNoticeTemplate,
      data,
      to,
      readPermission: PERMISSION.ordersView,
    }),
  );
}
