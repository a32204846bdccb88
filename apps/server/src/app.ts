import type { Db } from '@plinth/db';
import { setTimeout as wait } from 'node:timers/promises';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyWarning, type Config, type TrustProxySetting } from './config';
import { analyticsDashboardRoutes } from './modules/analytics-dashboard';
import { ownerHomeRoutes } from './modules/owner-home';
import { analyticsRoutes, withPurchaseEvents } from './modules/analytics';
import { captchaRoutes } from './modules/captcha';
import { cartRoutes } from './modules/cart';
import {
  AUTHENTICATION_TIMEOUT_JOB_KIND,
  authenticationTimeoutHandler,
  checkoutRoutes,
  createCardTestingGuard,
} from './modules/checkout';
import { checkoutSettingsRoutes } from './modules/checkout-settings';
import { giftCardRoutes } from './modules/gift-cards';
import { expressCheckoutRoutes } from './modules/express-checkout';
import { installmentRoutes } from './modules/installments';
import {
  createOrderEmailNotifier,
  orderRoutes,
  PAYMENT_SETTLEMENT_JOB_KIND,
  paymentSettlementHandler,
  type OrderNotifier,
} from './modules/orders';
import {
  createStripeProvider,
  createTestProcessor,
  paymentRoutes,
  type PaymentProvider,
} from './modules/payments';
import { catalogRoutes } from './modules/catalog';
import { fileRoutes } from './modules/files';
import { formRoutes } from './modules/forms';
import { importRoutes, type RemoteImageFetch } from './modules/imports';
import { pageRoutes, renderErrorPage, renderFormResultPage } from './modules/pages';
import { commercePreferencesRoutes } from './modules/commerce-preferences';
import { headerFooterRoutes } from './modules/header-footer';
import { siteStylesRoutes } from './modules/site-styles';
import { inventoryRoutes } from './modules/inventory';
import { emailRoutes, mailPlugin } from './modules/email';
import { jobRoutes, jobsPlugin } from './modules/jobs';
import { instanceRoutes } from './modules/instance';
import { multilingualRoutes, siteTimeZoneRoutes } from './modules/languages';
import { memberRoutes } from './modules/members';
import { navigationRoutes } from './modules/navigation';
import { ownerSessionRoutes } from './modules/owner-session';
import { productRoutes } from './modules/products';
import { storeCreationRoutes } from './modules/store-pages';
import { siteUserRoutes } from './modules/site-users';
import { restockRoutes } from './modules/restock';
import { sitePageRoutes } from './modules/site-pages';
import { termRoutes } from './modules/terms';
import { contentRoutes, settleItemDateIn } from './modules/content';
import { trackerRoutes } from './modules/tracker';
import { seoRoutes } from './modules/seo';
import { siteCreationRoutes } from './modules/site-creation';
import { siteAddressRoutes } from './modules/sites';
import {
  createSubscriptionMailer,
  SUBSCRIPTION_RENEWAL_JOB_KIND,
  subscriptionRenewalHandler,
  subscriptionRoutes,
} from './modules/subscriptions';
import { cachesPlugin } from './plugins/caches';
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { crumbPlugin } from './plugins/crumb';
import { editorAppPlugin } from './plugins/editor-app';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { readinessPlugin } from './plugins/readiness';
import { renderPlugin } from './plugins/render';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { inputGuardPlugin } from './plugins/input-guard';
import { lazyRequestLogger } from './lazy-request-logger';
import { invalidationPlugin } from './plugins/invalidation';
import { openapiPlugin } from './plugins/openapi';
import { ownerAuthPlugin } from './plugins/owner-auth';
import { sitePlugin } from './plugins/site';
import { staticAssetsPlugin } from './plugins/static-assets';
import { uploadsPlugin } from './plugins/uploads';
import { visitorPlugin } from './plugins/visitor';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns closing it. */
  db: Db;
  /** How the server waits (the sign-in backoff): a timer by default; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock of background jobs (ms since the epoch): tests move it. Default Date.now. */
  now?: () => number;
  /**
   * How checkout takes money: Stripe when STRIPE_SECRET_KEY is set, else the built-in test processor
   * (orders are testMode).
   */
  payments?: PaymentProvider;
  /**
   * Hears of placed and fulfilled orders inside their transactions; by default it queues the
   * confirmation and shipping emails.
   */
  orderNotifier?: OrderNotifier;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (SITEMAP_URL_LIMIT); tests lower it. */
  sitemapUrlLimit?: number;
  /** How a product import downloads images named by address (IMPORT_FETCH_IMAGES); tests allow 127.0.0.1. */
  fetchRemoteImage?: RemoteImageFetch;
}

const timerSleep = (ms: number): Promise<void> => wait(ms);

/** Builds the whole server without listening, so tests can use app.inject(). */
export async function buildApp({
  config,
  db,
  sleep = timerSleep,
  now,
  payments = config.stripe ? createStripeProvider(config.stripe) : createTestProcessor(),
  orderNotifier,
  sitemapUrlLimit,
  fetchRemoteImage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...connectionTimeouts(config.requestTimeoutMs),
    // One line per request is noise at the default level; LOG_LEVEL=debug turns it on.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // request.log makes its pino child only when the request logs (lazy-request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  const proxyWarning = trustProxyWarning(config.trustProxy);
  if (proxyWarning) app.log.warn(proxyWarning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod: config.env !== 'production' }));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('sleep', sleep);
  app.decorate('payments', payments);

  // Plugins run their onRequest hooks in the order they are registered, and a plugin may use only what
  // an earlier one decorated; routes come after every plugin (owner-auth collects them at onRoute).
  // The error handler first, so a failure in any hook or route below is answered in one shape.
  // A browser gets the storefront's error page (modules/pages), everything else the JSON error model.
  await app.register(errorsPlugin, { htmlErrorPage: renderErrorPage });
  // Headers and input limits apply to every answer, static files included.
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  // Compression before the static files, so their onSend passes through it (precompressed bundles skip it).
  await app.register(compressionPlugin);
  // Static files and uploads need no site, cookie or crumb: registered before those hooks do work.
  await app.register(staticAssetsPlugin);
  await app.register(uploadsPlugin);
  // Cookies are parsed (and secureCookies decided) before anything that reads a cookie: crumb, sessions.
  await app.register(cookiesPlugin);
  // Redis (when REDIS_URL is set), then what is shared through it: cache invalidation, sites, limits.
  await app.register(redisPlugin);
  await app.register(invalidationPlugin);
  await app.register(cachesPlugin, { now });
  // request.site from the Host, then the crumb (its cookie name depends on secureCookies).
  await app.register(sitePlugin);
  // After site: the visitor (cart token, customer session on first use) belongs to the request's site.
  await app.register(visitorPlugin);
  await app.register(crumbPlugin);
  await app.register(rateLimitPlugin);
  // Declined payments, counted where the limits are (Redis when set): checkout's card-testing guard.
  app.decorate('cardTesting', createCardTestingGuard(app.redis, app.log));
  await app.register(renderPlugin);
  // The owner guards use the site, the crumb and the sessions above; last of the plugins, so its onRoute
  // hook sees every owner route registered below.
  await app.register(ownerAuthPlugin);
  await app.register(openapiPlugin);
  // The job queue and its worker (started once the app is ready), then email, which sends through it.
  await app.register(jobsPlugin, { now });
  await app.register(mailPlugin);
  // Orders email their shoppers through the queue, and settle payments a crash left held.
  // Every placed order also writes its Purchase analytics event, in the order's transaction.
  app.decorate('orderNotifier', withPurchaseEvents(orderNotifier ?? createOrderEmailNotifier(app.mail)));
  app.jobs.handle(PAYMENT_SETTLEMENT_JOB_KIND, paymentSettlementHandler(db, payments));
  // A payment left waiting for 3-D Secure is cancelled after its timeout (decision 0066).
  app.jobs.handle(AUTHENTICATION_TIMEOUT_JOB_KIND, authenticationTimeoutHandler(db, payments));
  // Subscriptions renew by jobs queued for each cycle's date (decision 0031).
  app.jobs.handle(
    SUBSCRIPTION_RENEWAL_JOB_KIND,
    subscriptionRenewalHandler({
      db,
      payments,
      orderNotifier: app.orderNotifier,
      jobs: app.jobs,
      log: app.log,
      sites: { byId: (id) => app.sites.byId(id) },
      subscriptionMailer: createSubscriptionMailer(app.mail),
    }),
  );

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(readinessPlugin);
  // Browsers ask for /favicon.ico whatever the page links; send them to the theme's icon.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/assets/theme/favicon.svg', 301));
  // Modules: each registers its own routes (apps/server/src/modules/README.md). Order among them does
  // not matter, except the two catch-alls last: the editor's /config/* and then the storefront pages,
  // which also install the not-found handler and the HTML error pages.
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(expressCheckoutRoutes);
  await app.register(installmentRoutes);
  await app.register(orderRoutes);
  await app.register(subscriptionRoutes);
  await app.register(paymentRoutes);
  await app.register(checkoutSettingsRoutes);
  await app.register(giftCardRoutes);
  await app.register(ownerSessionRoutes);
  await app.register(memberRoutes);
  await app.register(siteCreationRoutes);
  await app.register(siteAddressRoutes);
  await app.register(productRoutes);
  await app.register(inventoryRoutes);
  await app.register(fileRoutes);
  await app.register(headerFooterRoutes);
  await app.register(siteStylesRoutes);
  await app.register(multilingualRoutes);
  await app.register(siteTimeZoneRoutes);
  await app.register(navigationRoutes);
  await app.register(commercePreferencesRoutes);
  await app.register(storeCreationRoutes);
  // The page editor's Publish and Schedule date an item through the content module (decision 0058).
  await app.register(sitePageRoutes, { onItemPublished: settleItemDateIn });
  await app.register(termRoutes);
  await app.register(contentRoutes);
  await app.register(siteUserRoutes);
  await app.register(jobRoutes);
  await app.register(instanceRoutes);
  await app.register(emailRoutes);
  await app.register(formRoutes, { renderResultPage: renderFormResultPage });
  await app.register(captchaRoutes);
  await app.register(restockRoutes);
  await app.register(analyticsDashboardRoutes);
  await app.register(ownerHomeRoutes);
  await app.register(trackerRoutes);
  await app.register(analyticsRoutes);
  await app.register(seoRoutes, sitemapUrlLimit ? { sitemapUrlLimit } : {});
  await app.register(importRoutes, fetchRemoteImage ? { fetchRemoteImage } : {});
  await app.register(editorAppPlugin);
  await app.register(pageRoutes);
  return app;
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes a function trusting the socket's peer and
 * the next hops-1 entries, so the client address is the entry the last proxy appended: Fastify's own
 * numeric form ignores X-Forwarded-For altogether.
 */
function fastifyTrustProxy(
  setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

/** A connection with no traffic either way for this long is closed (longer than keep-alive's 72 s). */
const IDLE_CONNECTION_TIMEOUT_MS = 120_000;

/**
 * A request must arrive whole (headers and body) within REQUEST_TIMEOUT_MS, so a client dripping a
 * body byte by byte cannot hold a socket open; Node answers 408 and closes the connection. Node looks
 * for overdue requests every connectionsCheckingInterval, here a quarter of the limit (at most 30 s).
 */
function connectionTimeouts(requestTimeoutMs: number) {
  if (requestTimeoutMs === 0) return { requestTimeout: 0, connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS };
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(IDLE_CONNECTION_TIMEOUT_MS, requestTimeoutMs),
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}
