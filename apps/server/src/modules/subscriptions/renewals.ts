import { formatSubscriptionMessage, isAlwaysInStock, priceCart } from '@plinth/commerce';
import {
  SUBSCRIPTION_STATUS,
  subscriptionConfirmedPath,
  type OrderAddress,
  type ProductType,
} from '@plinth/contracts';
import { writeTransaction, type Executor } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { lineUnitPrice } from '../cart';
import { loadPricingConfig } from '../checkout-settings';
import { lockStock, takeStock } from '../inventory';
import { placeOrderOnce, writeOrder, type OrdersApp } from '../orders';
import type { Site } from '../sites';
import { billingDate, hasMoreCycles } from './billing-dates';
import { findRenewalVariant, findSubscription, insertSubscriptionOrder, updateSubscription } from './queries';
import type { SubscriptionsApp } from './service';
import { iso, planOf, toSubscriptionView } from './subscription-views';

/** The job that bills one cycle; payload { websiteId, subscriptionId, cycle }. */
export const SUBSCRIPTION_RENEWAL_JOB_KIND = 'subscription.renew';

export interface RenewalPayload {
  websiteId: string;
  subscriptionId: string;
  cycle: number;
}

export async function queueRenewal(
  jobs: OrdersApp['jobs'],
  trx: Executor,
  payload: RenewalPayload,
  at: Date,
): Promise<void> {
  await jobs.enqueue(
    {
      kind: SUBSCRIPTION_RENEWAL_JOB_KIND,
      payload,
      // One job per cycle: a repeated start or renewal never queues a second.
      dedupeKey: `subscription-renewal:${payload.subscriptionId}:${payload.cycle}`,
      websiteId: payload.websiteId,
      runAt: at.getTime(),
    },
    trx,
  );
}

export type RenewalOutcome = 'renewed' | 'past_due' | 'nothing';

/** A renewal that cannot be made: the subscription becomes past due with this message. */
class RenewalRefused extends Error {}

/**
 * Bills cycle `cycle` of a subscription (the renewal job). In one write transaction, like checkout
 * (decision 0029): the subscription is locked and must be active and due this very cycle (anything
 * else was done, cancelled or overtaken: nothing happens, so a retried job never bills twice); the
 * variant is locked and its stock checked and taken; the order is priced from the variant's current
 * price (shipping and tax as at checkout, no coupons) and written, its confirmation queued, and the
 * saved card authorized with the key subscription:{id}:{cycle}, so a retry after a crash reuses the
 * same hold. The next cycle is queued, or the plan completes. Out of stock, an item no longer sold or
 * a declined card roll that back and mark the subscription past due, and the customer is emailed.
 */
export async function renewSubscription(
  app: SubscriptionsApp,
  payload: RenewalPayload,
): Promise<RenewalOutcome> {
  const site = await app.sites.byId(payload.websiteId);
  if (!site) return 'nothing';
  const { payments } = app;
  try {
    return await placeOrderOnce<RenewalOutcome>(app, async (trx, payment) => {
      const sub = await findSubscription(trx, site.id, payload.subscriptionId, { lock: true });
      if (!sub || sub.status !== SUBSCRIPTION_STATUS.active || sub.cycles_billed !== payload.cycle - 1) {
        return { value: 'nothing', placedOrderId: null };
      }
      const plan = planOf(sub);
      // The variant is locked (inventory's lockStock) while the renewal reads and takes its stock.
      const locked = await lockStock(trx, [sub.variant_id]);
      const variant = locked.length === 0 ? null : await findRenewalVariant(trx, sub.variant_id);
      if (!variant || variant.page_enabled !== 1) {
        throw new RenewalRefused(formatSubscriptionMessage('renewalItemGone', { item: sub.product_name }));
      }
      const counted = variant.unlimited !== 1 && !isAlwaysInStock(variant.product_type as ProductType);
      if (counted && !(await takeStock(trx, variant.variant_id, sub.quantity))) {
        throw new RenewalRefused(formatSubscriptionMessage('renewalOutOfStock', { item: sub.product_name }));
      }
      const address = parseStoredJson<OrderAddress | null>(sub.shipping_address, null);
      const config = await loadPricingConfig(trx, site, []);
      const unitPriceCents = lineUnitPrice(variant);
      const priced = priceCart({
        currency: site.currency,
        lines: [
          {
            productType: variant.product_type,
            quantity: sub.quantity,
            unitPriceCents,
            weightGrams: variant.weight_grams,
          },
        ],
        location: address
          ? {
              country: address.country,
              region: address.region,
              city: address.city,
              postalCode: address.postalCode,
            }
          : null,
        shippingOptions: config.shippingOptions,
        selectedShippingOptionId: sub.shipping_option_id,
        couponCodes: [],
        coupons: [],
        taxRules: config.taxRules,
        pricesIncludeTax: config.pricesIncludeTax,
        minimumSubtotalCents: 0,
        now: iso(app.jobs.queue.now()),
      });
      // The saved card is authorized before the order is written, as at checkout (the order number's
      // row is then locked only to the commit); a retried job reuses the same hold by its key.
      let authorized: string | null = null;
      if (priced.grandTotalCents > 0) {
        if (!payments.authorizeSaved || sub.card_token === null) {
          throw new RenewalRefused(formatSubscriptionMessage('subscriptionsUnsupported'));
        }
        const authorization = await payments.authorizeSaved({
          idempotencyKey: `subscription:${sub.id}:${payload.cycle}`,
          amountCents: priced.grandTotalCents,
          currency: site.currency,
          cardToken: sub.card_token,
          description: `${sub.product_name}, subscription renewal ${payload.cycle}, at ${site.title}`,
        });
        if (!authorization.ok) {
          throw new RenewalRefused(
            formatSubscriptionMessage('renewalDeclined', { reason: authorization.message }),
          );
        }
        authorized = authorization.reference;
        payment.held(authorized);
      }
      const order = await writeOrder(
        app,
        trx,
        {
          site,
          origin: sub.origin,
          subscriptionUrl: `${sub.origin}${subscriptionConfirmedPath(sub.token)}`,
        },
        {
          paymentReference: authorized,
          websiteId: site.id,
          // One order per cycle: orders.cart_id is unique, so a cycle can never be written twice.
          cartId: `${sub.id}-${payload.cycle}`,
          siteUserId: sub.site_user_id,
          email: sub.email,
          shippingAddress: priced.requiresShipping ? address : null,
          shippingOptionName: priced.selectedShippingOption?.name ?? null,
          couponCodes: [],
          subtotalCents: priced.subtotalCents,
          discountCents: priced.discountCents,
          shippingCents: priced.shippingCostCents,
          taxCents: priced.taxCents,
          grandTotalCents: priced.grandTotalCents,
          currency: site.currency,
          testMode: payments.testMode,
          paymentProvider: payments.name,
          lines: [
            {
              productId: variant.product_id,
              variantId: variant.variant_id,
              sku: variant.sku,
              productName: variant.title,
              productType: variant.product_type,
              variantAttributes: parseStoredJson<Record<string, string>>(variant.attributes, {}),
              quantity: sub.quantity,
              unitPriceCents,
              stockTaken: counted,
              additionalFields: sub.additional_fields,
            },
          ],
        },
      );
      await insertSubscriptionOrder(trx, {
        order_id: order.id,
        subscription_id: sub.id,
        cycle: payload.cycle,
      });

      const more = hasMoreCycles(plan, payload.cycle);
      const next = more ? billingDate(new Date(sub.anchor_at), plan, payload.cycle + 1) : null;
      await updateSubscription(trx, sub.id, {
        cycles_billed: payload.cycle,
        status: more ? SUBSCRIPTION_STATUS.active : SUBSCRIPTION_STATUS.completed,
        next_billing_at: next ? next.toISOString() : null,
        last_error: null,
        updated_at: iso(app.jobs.queue.now()),
      });
      if (next) {
        await queueRenewal(app.jobs, trx, { ...payload, cycle: payload.cycle + 1 }, next);
      }
      return { value: 'renewed', placedOrderId: order.id };
    });
  } catch (error) {
    // placeOrderOnce voided a hold the rolled-back transaction made.
    if (!(error instanceof RenewalRefused)) throw error;
    await markPastDue(app, site, payload, error.message);
    app.jobs.wake();
    return 'past_due';
  }
}

/** The renewal could not be made: past due, with the reason, and the customer told (once per cycle). */
async function markPastDue(app: SubscriptionsApp, site: Site, payload: RenewalPayload, reason: string) {
  await writeTransaction(app.db, async (trx) => {
    const sub = await findSubscription(trx, site.id, payload.subscriptionId, { lock: true });
    if (!sub || sub.status !== SUBSCRIPTION_STATUS.active || sub.cycles_billed !== payload.cycle - 1) return;
    await updateSubscription(trx, sub.id, {
      status: SUBSCRIPTION_STATUS.pastDue,
      last_error: reason.slice(0, 500),
      next_billing_at: null,
      updated_at: iso(app.jobs.queue.now()),
    });
    await app.subscriptionMailer.renewalFailed(trx, site, {
      subscription: await toSubscriptionView(trx, { ...sub, status: SUBSCRIPTION_STATUS.pastDue }),
      email: sub.email,
      reason,
      cycle: payload.cycle,
      origin: sub.origin,
    });
  });
}

/** The job handler: a refusal is an outcome (past due), anything else throws and is retried. */
export function subscriptionRenewalHandler(app: SubscriptionsApp) {
  return async (job: { payload: string }): Promise<void> => {
    await renewSubscription(app, JSON.parse(job.payload) as RenewalPayload);
  };
}
