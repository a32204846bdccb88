import { formatCheckoutMessage } from '@plinth/commerce';
import { CAPTCHA_ACTION, subscriptionConfirmedPath } from '@plinth/contracts';
import type {
  CheckoutQuoteRequest,
  CheckoutQuoteResponse,
  OrderView,
  PlaceOrderRequest,
  ShoppingCart,
} from '@plinth/contracts';
import { nowIso, type CartRow, type Db } from '@plinth/db';
import { AppError } from '../../app-error';
import {
  findCheckoutCartWithKind,
  getCart,
  listSellableLines,
  markCartPurchased,
  type CartVisitor,
} from '../cart';
import { verifyCaptcha, type CaptchaApp } from '../captcha';
import { countCouponUse, loadPricingConfig } from '../checkout-settings';
import { getCardTestingPreferences } from '../commerce-preferences';
import type { Mail } from '../email';
import type { PaidCard } from '../payments';
import type { Jobs } from '../jobs';
import { applyGiftCard, issueGiftCards, redeemGiftCard } from '../gift-cards';
import { findOrderOfCart, placeOrderOnce, writeOrder, type OrdersApp } from '../orders';
import type { Site } from '../sites';
import {
  findSubscriptionCart,
  findSubscriptionTokenOfCart,
  newSubscriptionToken,
  startSubscription,
} from '../subscriptions';
import {
  belowMinimumSubtotal,
  CARD_DECLINED,
  cartEmpty,
  checkoutCartNotFound,
  checkoutInvalid,
  tooManyDeclines,
} from './errors';
import { AuthenticationRequired, authorizeCheckoutPayment } from './authorize-payment';
import { queueAuthenticationTimeout } from './authentication-timeout';
import { declineKeys, type CardTestingGuard } from './card-testing';
import { linePicturesOf, orderLinesOf } from './order-input';
import { checkStock, takeCountedStock } from './stock-check';
import { noteDecline } from './card-testing-alert';
import { toPricingLine } from './pricing-config';
import { priceCheckout, withPricing } from './price-checkout';

/**
 * Gift card emails are queued through `mail` in the order's transaction (decision 0030); declined
 * payments are counted by `cardTesting` and the captcha checked through the captcha module (decision 0061).
 */
export type CheckoutApp = OrdersApp &
  CaptchaApp & {
    mail: Pick<Mail, 'queue'>;
    cardTesting: CardTestingGuard;
    jobs: Pick<Jobs, 'wake'>;
  };

/** Who is checking out, as the card-testing limits count them: the client's address. */
export interface CheckoutClient {
  address: string;
}

/**
 * The visitor's open cart priced for what the checkout form holds so far, with what is wrong so far:
 * fields filled in wrongly (never empty ones), coupons that do not apply, no shipping to the country.
 */
export async function quoteCheckout(
  app: Pick<CheckoutApp, 'db' | 'cardTesting'>,
  site: Site,
  visitor: CartVisitor,
  input: CheckoutQuoteRequest,
  client: CheckoutClient,
): Promise<CheckoutQuoteResponse> {
  const { db } = app;
  // A subscription checkout names its own cart by token (decision 0031); the visitor's cart is not it.
  const cart = input.cartToken
    ? await getSubscriptionShoppingCart(db, site, input.cartToken)
    : await getCart(db, site, visitor);
  const lines = cart.id ? await listSellableLines(db.kysely, cart.id) : [];
  const { form, priced, fieldErrors, giftCard } = await priceCheckout(db.kysely, site, lines, input, false);
  const declines = cart.id
    ? await app.cardTesting.check(
        getCardTestingPreferences(site),
        declineKeys(site.id, { cartId: cart.id, email: input.email, address: client.address }),
      )
    : { kind: 'open' as const };
  return {
    shoppingCart: withPricing(cart, priced),
    fieldErrors: { ...form.fieldErrors, ...fieldErrors },
    minimumSubtotalMessage: priced.minimumSubtotalMessage,
    giftCard: giftCard.card ? applyGiftCard(giftCard.card, priced.grandTotalCents) : null,
    ...(declines.kind === 'open' ? {} : { captchaRequired: true }),
  };
}

/**
 * The countries the site's shipping options name, sorted, and whether one of them (pick-up) serves
 * every country: the checkout's country list.
 */
export async function listShippingCountries(
  db: Db,
  site: Site,
): Promise<{ countries: string[]; everywhere: boolean }> {
  const { shippingOptions } = await loadPricingConfig(db.kysely, site, []);
  const countries = new Set(shippingOptions.flatMap((option) => option.countries));
  return {
    countries: [...countries].sort(),
    everywhere: shippingOptions.some((option) => option.countries.length === 0),
  };
}

/**
 * The card's bank wants the shopper to authenticate (3-D Secure, decision 0066): no order, nothing
 * held or taken; the page authenticates and places the order again with `paymentIntentId`.
 */
export interface AuthenticationAnswer {
  authentication: { paymentIntentId: string; clientSecret: string };
}

export interface PlacedOrder {
  order: OrderView;
  /** False when the cart had already become this order (a repeated request). */
  created: boolean;
  /** Set when the cart was a subscription cart: the subscription's confirmed page token. */
  subscriptionToken?: string;
}

/**
 * Places the order for a cart, once (decision 0029), through the orders module's placeOrderOnce (the
 * one place an order is placed: issue 23 §1). In its transaction: the cart row is locked (a cart
 * already purchased answers its order: idempotent per cart); the cart's counted variants are locked in
 * id order by inventory and their stock checked (a shortfall names the item, nothing is charged); the
 * cart is priced from the rows as they are now; the stock is taken and the coupons counted; the
 * payment is authorized with the cart id as idempotency key (a refusal rolls everything back: nothing
 * held, cart intact); then the order is written (writeOrder: its number row is locked only from there
 * to the commit, never across the provider's round trip), gift cards issued and redeemed, the cart
 * marked purchased. After the commit the payment is captured (or the settlement job does it); if the
 * commit fails, the hold is voided. `origin` (https://shop.example) is where the email's link points.
 */
interface Placing {
  order: OrderView;
  created: boolean;
  subscriptionToken?: string;
}

export async function placeOrder(
  app: CheckoutApp,
  site: Site,
  visitor: CartVisitor,
  input: PlaceOrderRequest,
  origin: string,
  client: CheckoutClient,
): Promise<PlacedOrder | AuthenticationAnswer> {
  // Card testing (decision 0061): past the limits, the captcha first, or no try at all.
  const limits = getCardTestingPreferences(site);
  const keys = declineKeys(site.id, { cartId: input.cartId, email: input.email, address: client.address });
  const declines = await app.cardTesting.check(limits, keys);
  if (declines.kind === 'refused') throw tooManyDeclines(declines.retryAfterSeconds);
  if (declines.kind === 'captcha') {
    await verifyCaptcha(app, site, { token: input.captchaToken, action: CAPTCHA_ACTION.checkout });
  }
  try {
    return await placeOrderPastLimits(app, site, visitor, input, origin);
  } catch (error) {
    if (error instanceof AppError && error.code === CARD_DECLINED) {
      // Counting must not turn the shopper's "declined" into a 500: a failure here is logged instead.
      await noteDecline(app, site, limits, keys, origin).catch((failure: unknown) => {
        app.log.error({ err: failure }, 'A declined payment could not be counted');
      });
    }
    throw error;
  }
}

async function placeOrderPastLimits(
  app: CheckoutApp,
  site: Site,
  visitor: CartVisitor,
  input: PlaceOrderRequest,
  origin: string,
): Promise<PlacedOrder | AuthenticationAnswer> {
  try {
    return await placeOrderWithPayment(app, site, visitor, input, origin);
  } catch (error) {
    if (!(error instanceof AuthenticationRequired)) throw error;
    // Abandoned (the window closed, the page left): the payment is cancelled after the timeout.
    await queueAuthenticationTimeout(app, {
      websiteId: site.id,
      cartId: input.cartId,
      reference: error.reference,
    });
    app.jobs.wake();
    return { authentication: { paymentIntentId: error.reference, clientSecret: error.clientSecret } };
  }
}

async function placeOrderWithPayment(
  app: CheckoutApp,
  site: Site,
  visitor: CartVisitor,
  input: PlaceOrderRequest,
  origin: string,
): Promise<PlacedOrder> {
  const { payments } = app;
  const result = await placeOrderOnce<Placing>(app, async (trx, payment) => {
    const cart = await findCheckoutCartWithKind(trx, site.id, input.cartId, { lock: true });
    const subscription = cart?.subscription ?? false;
    if (!cart || !canUseCart(cart, visitor, subscription ? (input.cartToken ?? '') : null)) {
      throw checkoutCartNotFound();
    }
    if (cart.is_purchased === 1) {
      const existing = await findOrderOfCart(trx, cart.id);
      const subscriptionToken = subscription ? await findSubscriptionTokenOfCart(trx, cart.id) : null;
      if (existing) {
        const repeat = { order: existing, created: false };
        return { value: subscriptionToken ? { ...repeat, subscriptionToken } : repeat, placedOrderId: null };
      }
      throw checkoutCartNotFound();
    }
    const lines = await listSellableLines(trx, cart.id);
    if (lines.length === 0) throw cartEmpty();
    const counted = await checkStock(trx, lines);

    const { form, priced, fieldErrors, giftCard } = await priceCheckout(
      trx,
      site,
      lines,
      input,
      true,
      payments.cardInput,
    );
    const errors = { ...form.fieldErrors, ...fieldErrors };
    if (priced.minimumSubtotalMessage) throw belowMinimumSubtotal(priced.minimumSubtotalMessage);
    if (Object.keys(errors).length > 0) throw checkoutInvalid(errors);

    for (const coupon of priced.validCoupons) {
      if (!(await countCouponUse(trx, site.id, coupon.code))) {
        const index = priced.coupons.indexOf(coupon.code);
        throw checkoutInvalid({ [`couponCodes.${index}`]: formatCheckoutMessage('couponUsedUp') });
      }
    }
    // The payment is authorized before the order is written: the site's order number row is locked
    // from createOrder to the commit, and a provider's round trip (Stripe: up to seconds) must not
    // queue every other checkout of the site behind it (decision 0029). A refusal still rolls back the
    // stock and coupons taken above, and the hold is voided should anything after it fail.
    const giftCardCents = giftCard.card
      ? applyGiftCard(giftCard.card, priced.grandTotalCents).appliedCents
      : 0;
    const dueCents = priced.grandTotalCents - giftCardCents;
    let authorized: string | null = null;
    let paidCard: PaidCard | undefined;
    if (dueCents > 0) {
      // With 3-D Secure (decision 0066) a first try may throw AuthenticationRequired, rolling back the
      // coupons counted above; the try after it names the authenticated payment (paymentIntentId).
      const held = await authorizeCheckoutPayment(
        payments,
        {
          idempotencyKey: `${cart.id}:${dueCents}`,
          amountCents: dueCents,
          currency: site.currency,
          card: form.card,
          paymentMethodId: form.paymentMethodId,
          description: `Order at ${site.title}`,
          // A subscription's card is charged again at renewal (decision 0031): Stripe saves it now.
          ...(subscription ? { saveForLater: { email: form.email } } : {}),
        },
        input.paymentIntentId,
      );
      authorized = held.reference;
      paidCard = held.card;
      payment.held(authorized);
    }
    // The stock is taken last before the order is written (decision 0064): the best seller's row is
    // locked from here to the commit only, never across pricing or the provider's round trip.
    await takeCountedStock(trx, lines, counted);
    // A subscription's page exists from its first order on: its email links there (decision 0031).
    const subscriptionPage = subscription ? newSubscriptionToken() : null;
    const order = await writeOrder(
      app,
      trx,
      {
        site,
        origin,
        ...(subscriptionPage
          ? { subscriptionUrl: `${origin}${subscriptionConfirmedPath(subscriptionPage)}` }
          : {}),
        ...(paidCard ? { card: paidCard } : {}),
        ...(giftCard.card ? { giftCardCode: giftCard.card.code } : {}),
        linePictures: linePicturesOf(lines),
      },
      {
        paymentReference: authorized,
        websiteId: site.id,
        cartId: cart.id,
        siteUserId: cart.site_user_id ?? visitor.siteUserId,
        email: form.email,
        shippingAddress: priced.requiresShipping && form.location ? form.address : null,
        shippingOptionName: priced.selectedShippingOption?.name ?? null,
        couponCodes: priced.validCoupons.map((c) => c.code),
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        shippingCents: priced.shippingCostCents,
        taxCents: priced.taxCents,
        grandTotalCents: priced.grandTotalCents,
        giftCardCents,
        currency: site.currency,
        testMode: payments.testMode,
        paymentProvider: payments.name,
        lines: orderLinesOf(lines, counted),
      },
    );
    if (giftCard.card) await redeemGiftCard(trx, site, giftCard.card, order.giftCardCents, order.id);
    const giftCardLines = lines.map((l) => ({
      ...toPricingLine(l),
      additionalFields: l.additional_fields,
    }));
    await issueGiftCards(trx, app.mail, { site, origin }, order, giftCardLines);
    await markCartPurchased(trx, cart.id, order.id, nowIso());

    let subscriptionToken: string | undefined;
    if (subscriptionPage !== null) {
      const [line] = lines;
      if (!line || lines.length !== 1) throw checkoutCartNotFound();
      subscriptionToken = await startSubscription(app, trx, {
        site,
        cart,
        order,
        line,
        card: form.card,
        paymentMethodId: form.paymentMethodId,
        authorizationReference: authorized,
        address: form.location ? form.address : null,
        shippingOptionId: priced.selectedShippingOption?.id ?? null,
        origin,
        token: subscriptionPage,
      });
    }
    const placed = { order, created: true };
    return {
      value: subscriptionToken ? { ...placed, subscriptionToken } : placed,
      placedOrderId: order.id,
    };
  });
  const { order, created, subscriptionToken } = result;
  const placed = { order: toShopperView(order), created };
  return subscriptionToken ? { ...placed, subscriptionToken } : placed;
}

/**
 * A cart the visitor may check out: their anonymous cart by its token, or their account's cart; a
 * subscription cart by the token the request names (`subscriptionToken`, null for other carts).
 */
function canUseCart(cart: CartRow, visitor: CartVisitor, subscriptionToken: string | null): boolean {
  if (subscriptionToken !== null) return subscriptionToken !== '' && cart.token === subscriptionToken;
  if (cart.site_user_id === null) return visitor.token !== undefined && cart.token === visitor.token;
  return cart.site_user_id === visitor.siteUserId;
}

/** A subscription cart as the checkout shows it; an unknown or purchased token is an empty cart. */
async function getSubscriptionShoppingCart(db: Db, site: Site, token: string): Promise<ShoppingCart> {
  const cart = await findSubscriptionCart(db, site, token);
  return getCart(db, site, { token: cart ? cart.token : undefined, siteUserId: null });
}

function toShopperView(order: OrderView): OrderView {
  const { orderNumber, statusToken, status, email, shippingAddress, shippingOptionName, couponCodes } = order;
  return {
    orderNumber,
    statusToken,
    status,
    email,
    shippingAddress,
    shippingOptionName,
    couponCodes,
    lines: order.lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    grandTotalCents: order.grandTotalCents,
    giftCardCents: order.giftCardCents,
    currency: order.currency,
    testMode: order.testMode,
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingCarrier,
    trackingUrl: order.trackingUrl,
    shipments: order.shipments,
    createdAt: order.createdAt,
  };
}
