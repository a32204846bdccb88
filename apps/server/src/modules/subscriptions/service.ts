import { canSubscribe, formatSubscriptionPlan, MESSAGES, validateAddToCart } from '@plinth/commerce';
import {
  SUBSCRIPTION_STATUS,
  type OrderAddress,
  type OwnerOrder,
  type OwnerSubscription,
  type SubscriptionPlan,
  type SubscriptionView,
} from '@plinth/contracts';
import { newId, newToken, writeTransaction, type CartRow, type Db, type Executor } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { AppError } from '../../app-error';
import { openCatalog, type CatalogApp } from '../catalog';
import { createCartWithLine, productFormAnswers } from '../cart';
import { type OrdersApp } from '../orders';
import type { CardDetails } from '../payments';
import type { Site } from '../sites';
import { billingDate, hasMoreCycles } from './billing-dates';
import {
  notSubscribable,
  subscriptionItemNotFound,
  subscriptionNotCancellable,
  subscriptionNotFound,
  subscriptionRuleFailure,
  subscriptionPaymentUnavailable,
  subscriptionsUnsupported,
} from './errors';
import {
  findCartProductPlan,
  findProductPlan,
  findSubscription,
  findSubscriptionByToken,
  findSubscriptionCartByToken,
  findSubscriptionOfCart,
  insertSubscription,
  insertSubscriptionCart,
  insertSubscriptionOrder,
  listSubscriptions,
  updateSubscription,
} from './queries';
import type { SubscriptionMailer } from './subscription-mailer';
import { queueRenewal } from './renewals';
import { customerView, iso, toSubscriptionView, toViews } from './subscription-views';

export interface SubscriptionsApp extends OrdersApp {
  sites: { byId(websiteId: string): Promise<Site | null> };
  subscriptionMailer: SubscriptionMailer;
}

/** A plan that formats to a phrase (not "Unavailable") can be sold. */
function usablePlan(plan: SubscriptionPlan | null): plan is SubscriptionPlan {
  return plan !== null && formatSubscriptionPlan(plan) !== MESSAGES.unavailable;
}

/**
 * POST /api/3/commerce/cart/subscription: a cart of its own holding the one item, apart from the
 * shopper's cart (which is not touched), reached only by its token: the storefront goes on to
 * /checkout?cartToken={token}. The product's rules are the add-to-cart ones (variant, quantity, stock).
 */
export async function createSubscriptionCart(
  app: CatalogApp & { jobs: { queue: { now(): number } } },
  site: Site,
  input: {
    itemId: string;
    sku?: string | undefined;
    qty?: unknown;
    additionalFields?: string | null | undefined;
  },
): Promise<{ cartToken: string }> {
  const catalog = await openCatalog(app, site);
  const product = await catalog.findProduct(input.itemId);
  if (!product) throw subscriptionItemNotFound();
  if (!canSubscribe(product) || !usablePlan(product.subscriptionPlan)) throw notSubscribable();
  const verdict = validateAddToCart({
    product,
    sku: input.sku,
    quantity: input.qty ?? 1,
    alreadyInCart: () => 0,
  });
  if (!verdict.ok) throw subscriptionRuleFailure(verdict.code, verdict.message);
  const additionalFields = await productFormAnswers(app, site, product, input.additionalFields ?? null);
  const now = iso(app.jobs.queue.now());
  const cart: CartRow = {
    id: newId(),
    website_id: site.id,
    token: newToken(),
    is_purchased: 0,
    order_id: null,
    site_user_id: null,
    created_at: now,
    updated_at: now,
  };
  // A subscription cart: a carts row (token, no customer) with one line, flagged in subscription_carts.
  await writeTransaction(app.db, async (trx) => {
    await createCartWithLine(trx, cart, {
      id: newId(),
      productId: product.id,
      variantId: verdict.variant.id,
      quantity: verdict.quantity,
      additionalFields,
    });
    await insertSubscriptionCart(trx, cart);
  });
  return { cartToken: cart.token };
}

/** The open subscription cart with this token, or null (used by checkout to price and place it). */
export async function findSubscriptionCart(db: Db, site: Site, token: string): Promise<CartRow | null> {
  return findSubscriptionCartByToken(db.kysely, site.id, token);
}

/** "Every 2 weeks" for the item of an open subscription cart; null for no such cart. */
export async function subscriptionCartPlanPhrase(db: Db, site: Site, token: string): Promise<string | null> {
  const cart = await findSubscriptionCartByToken(db.kysely, site.id, token);
  if (!cart) return null;
  const product = await findCartProductPlan(db.kysely, cart.id);
  const plan = parseStoredJson<SubscriptionPlan | null>(product?.subscription_plan ?? null, null);
  return plan ? formatSubscriptionPlan(plan) : null;
}

/** The subscription a purchased subscription cart became (a repeated place-order answers its token). */
export async function findSubscriptionTokenOfCart(
  executor: Executor,
  cartId: string,
): Promise<string | null> {
  return (await findSubscriptionOfCart(executor, cartId))?.token ?? null;
}

export interface StartSubscriptionInput {
  site: Site;
  cart: CartRow;
  order: OwnerOrder;
  line: { product_id: string; variant_id: string; additional_fields: string | null };
  card: CardDetails;
  /** With Stripe: the payment method the first payment was made with (decision 0033). */
  paymentMethodId?: string | undefined;
  /** The first payment's authorization (made with `saveForLater`), or null when nothing was due. */
  authorizationReference: string | null;
  /** The address the first order was priced for (taxes and shipping of renewals), or null. */
  address: OrderAddress | null;
  shippingOptionId: string | null;
  origin: string;
  /** The subscription's page token, made before the first order so its email can link to the page. */
  token: string;
}

/**
 * Called by checkout inside the first order's transaction, after its payment was authorized: the card
 * is saved with the provider for renewals, the subscription written (the first order is cycle 1) and
 * the renewal of cycle 2 queued for its date. A throw rolls the first order back.
 */
/** A new subscription's page token (unguessable): made first, so the first order's email links to it. */
export function newSubscriptionToken(): string {
  return newToken();
}

export async function startSubscription(
  app: Pick<OrdersApp, 'payments' | 'jobs'>,
  trx: Executor,
  input: StartSubscriptionInput,
): Promise<string> {
  const { site, order, line } = input;
  const product = await findProductPlan(trx, line.product_id);
  const plan = parseStoredJson<SubscriptionPlan | null>(product?.subscription_plan ?? null, null);
  if (!product || product.is_subscribable !== 1 || !usablePlan(plan)) throw notSubscribable();
  let saved: { token: string; last4: string } | null = null;
  if (order.grandTotalCents > 0) {
    if (!app.payments.saveCard || !app.payments.authorizeSaved) throw subscriptionsUnsupported();
    const saveCard = app.payments.saveCard.bind(app.payments);
    saved = await saveCard({
      card: input.card,
      paymentMethodId: input.paymentMethodId,
      authorizationReference: input.authorizationReference,
      email: order.email,
    }).catch((error: unknown) => {
      // Stripe out of reach (or answering oddly): the first order rolls back and its hold is voided.
      throw error instanceof AppError ? error : subscriptionPaymentUnavailable();
    });
  }
  const nowMs = app.jobs.queue.now();
  const anchor = new Date(nowMs);
  const more = hasMoreCycles(plan, 1);
  const next = more ? billingDate(anchor, plan, 2) : null;
  const [orderLine] = order.lines;
  const id = newId();
  const { token } = input;
  await insertSubscription(trx, {
    id,
    website_id: site.id,
    token,
    cart_id: input.cart.id,
    site_user_id: order.siteUserId,
    email: order.email,
    product_id: line.product_id,
    variant_id: line.variant_id,
    sku: orderLine?.sku ?? '',
    product_name: orderLine?.productName ?? '',
    variant_attributes: JSON.stringify(orderLine?.variantAttributes ?? {}),
    quantity: orderLine?.quantity ?? 1,
    additional_fields: line.additional_fields,
    billing_value: plan.billingPeriod.value,
    billing_unit: plan.billingPeriod.unit,
    num_billing_cycles: plan.numBillingCycles,
    cycles_billed: 1,
    status: more ? SUBSCRIPTION_STATUS.active : SUBSCRIPTION_STATUS.completed,
    anchor_at: anchor.toISOString(),
    next_billing_at: next ? next.toISOString() : null,
    shipping_address: input.address ? JSON.stringify(input.address) : null,
    shipping_option_id: input.shippingOptionId,
    currency: order.currency,
    payment_provider: app.payments.name,
    card_token: saved?.token ?? null,
    card_last4: saved?.last4 ?? null,
    origin: input.origin,
    last_error: null,
    created_at: anchor.toISOString(),
    updated_at: anchor.toISOString(),
    cancelled_at: null,
  });
  await insertSubscriptionOrder(trx, { order_id: order.id, subscription_id: id, cycle: 1 });
  if (next) await queueRenewal(app.jobs, trx, { websiteId: site.id, subscriptionId: id, cycle: 2 }, next);
  return token;
}

/** The subscription confirmed page (206) by its token; null for no subscription of this site. */
export async function getSubscriptionByToken(
  db: Db,
  site: Site,
  token: string,
): Promise<(SubscriptionView & { orderNumbers: number[]; email: string }) | null> {
  const row = await findSubscriptionByToken(db.kysely, site.id, token);
  if (!row) return null;
  const view = await toSubscriptionView(db.kysely, row);
  return {
    ...customerView(view as OwnerSubscription),
    orderNumbers: (view as OwnerSubscription).orders.map((order) => order.orderNumber),
    email: row.email,
  };
}

export async function listCustomerSubscriptions(
  db: Db,
  site: Site,
  siteUserId: string,
): Promise<SubscriptionView[]> {
  const rows = await listSubscriptions(db.kysely, site.id, { siteUserId });
  return (await toViews(db.kysely, rows)).map(customerView);
}

export async function listOwnerSubscriptions(db: Db, site: Site): Promise<OwnerSubscription[]> {
  return toViews(db.kysely, await listSubscriptions(db.kysely, site.id, {}));
}

/**
 * Active or past due → cancelled: no further renewal is made (its queued job finds it cancelled).
 * `siteUserId` limits it to that customer's own (another's is not found); null is the owner.
 */
export async function cancelSubscription(
  app: { db: Db; jobs: { queue: { now(): number } } },
  site: Site,
  subscriptionId: string,
  siteUserId: string | null,
): Promise<OwnerSubscription> {
  return writeTransaction(app.db, async (trx) => {
    const row = await findSubscription(trx, site.id, subscriptionId, { lock: true });
    if (!row || (siteUserId !== null && row.site_user_id !== siteUserId)) throw subscriptionNotFound();
    if (row.status !== SUBSCRIPTION_STATUS.active && row.status !== SUBSCRIPTION_STATUS.pastDue) {
      throw subscriptionNotCancellable();
    }
    const now = iso(app.jobs.queue.now());
    const change = {
      status: SUBSCRIPTION_STATUS.cancelled,
      cancelled_at: now,
      next_billing_at: null,
      updated_at: now,
    };
    await updateSubscription(trx, row.id, change);
    const [view] = await toViews(trx, [{ ...row, ...change }]);
    if (!view) throw new Error('Invariant failed: a subscription without its view');
    return view;
  });
}
