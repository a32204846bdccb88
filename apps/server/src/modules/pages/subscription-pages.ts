import { formatMoney, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import {
  ACCOUNT_PAGE,
  SUBSCRIPTION_PAGE,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUS_LABEL,
  subscriptionCheckoutPath,
  subscriptionConfirmedPath,
  type SubscriptionView,
} from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { findPageSiteUser, sameToken, xsrfMismatch } from '../site-users';
import type { Site } from '../sites';
import {
  cancelSubscription,
  createSubscriptionCart,
  getSubscriptionByToken,
  listCustomerSubscriptions,
} from '../subscriptions';
import { pageNotFound } from './errors';
import { cartQuantity, loadNavigation } from './loaders';
import { formatOrderDate } from './order-display';
import { CRUMB_SENTINEL, type LoadedPage } from './page-render';
import { PAGE_TYPE, pageShell } from './page-shell';
import { pageVisitOf, visitNow, type PageApp, type PageVisit } from './page-visit';
import { sendPage } from './send-page';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const tokenParams = z.object({ token: z.string().max(200) });
const idParams = z.object({ subscriptionId: z.string().min(1).max(64) });
const pageQuery = z
  .object({ format: z.enum(['json']).optional(), saved: z.string().max(16).optional() })
  .passthrough();
const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
/** The subscription page's own Cancel form (a guest's way to cancel). */
function guestCancelPath(token: string): string {
  return `${subscriptionConfirmedPath(token)}/cancel`;
}

export const SUBSCRIPTION_CANCELLED_PATH = `${ACCOUNT_PAGE.account}?saved=subscription`;

/** A subscription as the pages show it (206, the account list). */
function toSubscriptionContext(sub: SubscriptionView, site: Site) {
  const attributes = Object.values(sub.variantAttributes);
  const active = sub.status === SUBSCRIPTION_STATUS.active || sub.status === SUBSCRIPTION_STATUS.pastDue;
  return {
    id: sub.id,
    product: attributes.length > 0 ? `${sub.productName} (${attributes.join(', ')})` : sub.productName,
    quantity: sub.quantity,
    plan: sub.planPhrase,
    price: formatMoney(sub.unitPriceCents * sub.quantity, sub.currency),
    next: sub.nextBillingAt
      ? formatOrderDate(sub.nextBillingAt, site.language)
      : SUBSCRIPTION_MESSAGES.noNextPayment,
    status: sub.status,
    statusLabel: SUBSCRIPTION_STATUS_LABEL[sub.status],
    card: sub.cardLast4 ? `•••• ${sub.cardLast4}` : null,
    cancellable: active,
    cancelUrl: `${SUBSCRIPTION_PAGE.accountCancelPrefix}${encodeURIComponent(sub.id)}/cancel`,
  };
}

/** The signed-in customer's subscriptions for the account page's list, with the crumb for Cancel. */
export async function loadCustomerSubscriptions(app: PageApp, site: Site, siteUserId: string) {
  const subscriptions = await listCustomerSubscriptions(app.db, site, siteUserId);
  return subscriptions.map((sub) => ({ ...toSubscriptionContext(sub, site), crumb: CRUMB_SENTINEL }));
}

/** The subscription confirmed page (206), by the subscription's unguessable token. */
export async function loadSubscriptionConfirmedPage(
  app: PageApp,
  visit: PageVisit,
  token: string,
  { cancelled = false }: { cancelled?: boolean } = {},
): Promise<LoadedPage | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const sub = await getSubscriptionByToken(app.db, visit.site, token);
  if (!sub) return null;
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.subscriptionConfirmed,
      template: 'subscription-confirmed',
      title: SUBSCRIPTION_MESSAGES.subscriptionConfirmedTitle,
      islands: PAGE_ISLANDS.status,
      styles: ['/assets/theme/order.css'],
      noindex: true,
    },
    await loadNavigation(app, visit.site, visitNow(visit)),
    app.pageCache.assets,
  );
  return {
    context: {
      ...shell,
      subscription: {
        ...toSubscriptionContext(sub, visit.site),
        email: sub.email,
        orders: sub.orderNumbers.map((n) => `#${n}`).join(', '),
        // The page's address is the manage link (the token is the key): a guest cancels here.
        cancelUrl: guestCancelPath(token),
        crumb: CRUMB_SENTINEL,
        notice: cancelled ? SUBSCRIPTION_MESSAGES.subscriptionCancelled : null,
      },
    },
    islands: {},
    cartQuantity: await cartQuantity(app, visit),
    cacheKey: null,
  };
}

/**
 * The subscription confirmed page (206) at /subscriptions/{token}, and the account page's Cancel
 * button without JavaScript: POST /account/subscriptions/{id}/cancel with the crumb and the session's
 * XSRF token as hidden fields, answered by the account page (303) saying it is cancelled.
 */
export const subscriptionPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${SUBSCRIPTION_PAGE.confirmedPrefix}:token`,
    { schema: { params: tokenParams, querystring: pageQuery } },
    async (request, reply) => {
      const page = await loadSubscriptionConfirmedPage(app, pageVisitOf(request), request.params.token, {
        cancelled: request.query.saved === 'cancelled',
      });
      if (!page) throw pageNotFound();
      return sendPage(request, reply, page);
    },
  );

  // Cancel from the subscription's own page: the unguessable token in its address (sent in every order
  // email of the subscription) is the key, so a guest without an account can cancel too.
  app.post(
    `${SUBSCRIPTION_PAGE.confirmedPrefix}:token/cancel`,
    { config: { rateLimit: app.writeRateLimit }, schema: { params: tokenParams, body: formBody } },
    async (request, reply) => {
      await app.verifyCrumb(request, reply);
      const { token } = request.params;
      const sub = TOKEN_PATTERN.test(token)
        ? await getSubscriptionByToken(app.db, request.site, token)
        : null;
      if (!sub) throw pageNotFound();
      try {
        await cancelSubscription(app, request.site, sub.id, null);
      } catch (error) {
        // Already ended: the page shows it as it is.
        if (!(error instanceof AppError) || error.kind !== 'conflict') throw error;
      }
      return reply.redirect(`${subscriptionConfirmedPath(token)}?saved=cancelled`, 303);
    },
  );

  // "Subscribe" without JavaScript: the product form posts here; the browser goes to the checkout.
  app.post(
    SUBSCRIPTION_PAGE.subscribeForm,
    { config: { rateLimit: app.writeRateLimit }, schema: { body: formBody } },
    async (request, reply) => {
      await app.verifyCrumb(request, reply);
      const field = (name: string) => {
        const value = request.body[name];
        return (Array.isArray(value) ? value.at(-1) : value) ?? '';
      };
      const { cartToken } = await createSubscriptionCart(app, request.site, {
        itemId: field('itemId').slice(0, 64),
        sku: field('sku').slice(0, 100) || undefined,
        qty: field('quantity').slice(0, 10) || '1',
      });
      return reply.redirect(subscriptionCheckoutPath(cartToken), 303);
    },
  );

  app.post(
    `${SUBSCRIPTION_PAGE.accountCancelPrefix}:subscriptionId/cancel`,
    { config: { rateLimit: app.writeRateLimit }, schema: { params: idParams, body: formBody } },
    async (request, reply) => {
      await app.verifyCrumb(request, reply);
      const session = await findPageSiteUser(request, reply);
      if (!session) return reply.redirect(ACCOUNT_PAGE.signIn, 303);
      const xsrf = request.body.xsrfToken;
      if (typeof xsrf !== 'string' || !sameToken(xsrf, session.xsrfToken)) throw xsrfMismatch();
      try {
        await cancelSubscription(app, request.site, request.params.subscriptionId, session.user.id);
      } catch (error) {
        // Already ended: the account page shows it as it is.
        if (!(error instanceof AppError) || error.kind !== 'conflict') throw error;
      }
      return reply.redirect(SUBSCRIPTION_CANCELLED_PATH, 303);
    },
  );
};
