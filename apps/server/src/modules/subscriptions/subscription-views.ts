import { formatSubscriptionPlan } from '@plinth/commerce';
import {
  type BillingUnit,
  type OrderAddress,
  type OwnerSubscription,
  type SubscriptionPlan,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@plinth/contracts';
import { type Executor, type SubscriptionRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { listLastUnitPrices, listSubscriptionOrderNumbers } from './queries';

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function planOf(row: Pick<SubscriptionRow, 'billing_value' | 'billing_unit' | 'num_billing_cycles'>) {
  return {
    billingPeriod: { value: row.billing_value, unit: row.billing_unit as BillingUnit },
    numBillingCycles: row.num_billing_cycles,
  } satisfies SubscriptionPlan;
}

export async function toSubscriptionView(
  executor: Executor,
  row: SubscriptionRow,
): Promise<SubscriptionView> {
  const [view] = await toViews(executor, [row]);
  if (!view) throw new Error('Invariant failed: a subscription without its view');
  return view;
}

export async function toViews(
  executor: Executor,
  rows: readonly SubscriptionRow[],
): Promise<OwnerSubscription[]> {
  const numbers = await listSubscriptionOrderNumbers(
    executor,
    rows.map((r) => r.id),
  );
  const prices = await listLastUnitPrices(
    executor,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const plan = planOf(row);
    return {
      id: row.id,
      productName: row.product_name,
      sku: row.sku,
      variantAttributes: parseStoredJson<Record<string, string>>(row.variant_attributes, {}),
      quantity: row.quantity,
      plan,
      planPhrase: formatSubscriptionPlan(plan),
      status: row.status as SubscriptionStatus,
      cyclesBilled: row.cycles_billed,
      nextBillingAt: row.next_billing_at,
      unitPriceCents: prices.get(row.id) ?? 0,
      currency: row.currency,
      cardLast4: row.card_last4,
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at,
      email: row.email,
      siteUserId: row.site_user_id,
      shippingAddress: parseStoredJson<OrderAddress | null>(row.shipping_address, null),
      lastError: row.last_error,
      orders: numbers
        .filter((n) => n.subscription_id === row.id)
        .map((n) => ({ id: n.order_id, orderNumber: n.order_number })),
    };
  });
}

export function customerView(view: OwnerSubscription): SubscriptionView {
  const { email: _e, siteUserId: _s, shippingAddress: _a, lastError: _l, orders: _o, ...rest } = view;
  return rest;
}
