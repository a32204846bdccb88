import { CHECKOUT_MESSAGES, formatCheckoutMessage, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import {
  checkoutQuoteFromFields,
  CHECKOUT_FIELD,
  SUBSCRIPTION_PAGE,
  type CheckoutFields,
} from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { AppError } from '../../app-error';
import { namedCartVisitor } from '../cart';
import type { Config } from '../../config';
import { captchaClientConfig } from '../captcha';
import { listShippingCountries, quoteCheckout, type CardTestingGuard } from '../checkout';
import { productFormAnswerSnapshots } from '../forms';
import { getOrderByToken, listOrdersOfCustomer } from '../orders';
import { subscriptionCartPlanPhrase } from '../subscriptions';
import type { Site } from '../sites';
import { cartQuantity, loadNavigation } from './loaders';
import { regionName, toOrderContext, toOrderListItem } from './order-display';
import { CRUMB_SENTINEL, type LoadedPage } from './page-render';
import { PAGE_TYPE, pageShell } from './page-shell';
import { visitNow, type PageApp, type PageVisit } from './page-visit';

/**
 * What checkout pages read from the app besides the page's own: whether payments are test payments,
 * and how the card is entered (Stripe: its own card form, decision 0033).
 */
export interface CheckoutPageApp extends PageApp {
  /** Whether this checkout asks for the captcha already (decision 0061). */
  cardTesting: CardTestingGuard;
  config: Pick<Config, 'captcha'>;
  payments: {
    testMode: boolean;
    cardInput?: 'card' | 'paymentMethod';
    publishableKey?: string | undefined;
  };
}

/** The form a refused or re-priced no-JavaScript post shows again. */
export interface CheckoutPageState {
  values?: CheckoutFields;
  fieldErrors?: Record<string, string>;
  error?: string | null;
  /** A subscription checkout: the subscription cart's token (/checkout?cartToken=...; decision 0031). */
  cartToken?: string;
  /** An express cart's token (`?cart=`; decision 0032): the page checks out that cart, not the visitor's own. */
  expressCart?: string | undefined;
}

/**
 * Offered besides the shipping options' own countries when one option (pick-up) serves every
 * country: the countries shoppers most often come from.
 */
const COMMON_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'LU',
  'ES',
  'PT',
  'IT',
  'CH',
  'AT',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'GR',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'HK',
  'TW',
  'IN',
  'ZA',
  'AE',
  'IL',
];

/**
 * The checkout page (201): the visitor's cart priced by the server's quote for what the form holds.
 * It shows one visitor's cart and form, so it is never cached. A signed-in customer's email is filled in.
 */
export async function loadCheckoutPage(
  app: CheckoutPageApp,
  visit: PageVisit,
  state: CheckoutPageState = {},
): Promise<LoadedPage> {
  const { site, visitor } = visit;
  const cartVisitor = namedCartVisitor(await visitor.forCart(), state.expressCart);
  let values = state.values;
  if (!values) {
    const session = await visitor.session();
    values = session ? { [CHECKOUT_FIELD.email]: session.user.email } : {};
  }
  const cartToken = state.cartToken?.slice(0, 64) ?? '';
  if (cartToken) values = { ...values, [SUBSCRIPTION_PAGE.checkoutQuery]: cartToken };
  const [quote, shipping, navigation, subscriptionPlan] = await Promise.all([
    quoteCheckout(app, site, cartVisitor, checkoutQuoteFromFields(values), {
      address: visit.clientAddress ?? '',
    }),
    listShippingCountries(app.db, site),
    loadNavigation(app, site, visitNow(visit)),
    cartToken ? subscriptionCartPlanPhrase(app.db, site, cartToken) : null,
  ]);
  const chosenCountry = values[CHECKOUT_FIELD.country] ?? '';
  const codes = new Set([...shipping.countries, ...(shipping.everywhere ? COMMON_COUNTRIES : [])]);
  if (/^[A-Z]{2}$/.test(chosenCountry)) codes.add(chosenCountry);
  const countries = [...codes]
    .map((code) => ({ code, name: regionName(code, site.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, site.language));
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.checkout,
      template: 'checkout',
      title: cartToken ? SUBSCRIPTION_MESSAGES.subscriptionCheckoutTitle : CHECKOUT_MESSAGES.checkoutTitle,
      islands: PAGE_ISLANDS.checkout,
      noindex: true,
    },
    navigation,
    app.pageCache.assets,
  );
  const cart = quote.shoppingCart;
  // The product form's answers of each line ("Grind: Espresso"), as the cart page and the order show them.
  const answers = await productFormAnswerSnapshots(
    app.db.kysely,
    site.id,
    cart.entries.map((entry) => ({ productId: entry.itemId, additionalFields: entry.additionalFields })),
  );
  const entryAnswers = Object.fromEntries(
    cart.entries.flatMap((entry, index) => (answers[index]?.length ? [[entry.id, answers[index]]] : [])),
  );
  return {
    context: { ...shell, cart },
    islands: {
      checkout: {
        name: 'checkout',
        props: {
          crumb: CRUMB_SENTINEL,
          cart,
          minimumSubtotalMessage: quote.minimumSubtotalMessage,
          giftCard: quote.giftCard ?? null,
          testMode: app.payments.testMode,
          subscriptionPlan,
          entryAnswers,
          stripe:
            app.payments.cardInput === 'paymentMethod' && app.payments.publishableKey
              ? { publishableKey: app.payments.publishableKey }
              : null,
          countries,
          captcha: captchaClientConfig(app),
          captchaRequired: quote.captchaRequired === true,
          cartToken: state.expressCart ?? null,
          form: {
            values,
            fieldErrors: { ...quote.fieldErrors, ...state.fieldErrors },
            error: state.error ?? null,
          },
        },
      },
    },
    // The header's count is the visitor's own cart, not an express or subscription checkout's (0047).
    cartQuantity:
      state.expressCart === undefined && !cartToken ? cart.totalQuantity : await cartQuantity(app, visit),
    cacheKey: null,
  };
}

/** The theme's styles for the order pages' receipt, only on them. */
const ORDER_STYLES = '/assets/theme/order.css';

/** Status tokens are 32 characters; anything far from that is no order's (contracts: 16 to 64). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The order confirmed page (202), where checkout lands, or the order status page (211) the
 * confirmation email links to; both by the order's unguessable token. Null for a token of no order.
 */
export async function loadOrderPage(
  app: PageApp,
  visit: PageVisit,
  token: string,
  kind: 'confirmed' | 'status',
): Promise<LoadedPage | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const order = await getOrderByToken(app.db, visit.site, token).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  });
  if (!order) return null;
  const confirmed = kind === 'confirmed';
  const shell = pageShell(
    visit,
    {
      pageType: confirmed ? PAGE_TYPE.orderConfirmed : PAGE_TYPE.orderStatus,
      template: confirmed ? 'order-confirmed' : 'order-status',
      title: confirmed
        ? CHECKOUT_MESSAGES.orderConfirmedTitle
        : formatCheckoutMessage('orderStatusTitle', { number: order.orderNumber }),
      islands: PAGE_ISLANDS.status,
      styles: [ORDER_STYLES],
      noindex: true,
    },
    await loadNavigation(app, visit.site, visitNow(visit)),
    app.pageCache.assets,
  );
  return {
    context: { ...shell, order: toOrderContext(order, visit.site) },
    islands: {},
    cartQuantity: await cartQuantity(app, visit),
    cacheKey: null,
  };
}

/** The signed-in customer's orders for the account page's list. */
export async function loadCustomerOrders(app: PageApp, site: Site, siteUserId: string) {
  const orders = await listOrdersOfCustomer(app.db, site, siteUserId);
  return orders.map((order) => toOrderListItem(order, site));
}
