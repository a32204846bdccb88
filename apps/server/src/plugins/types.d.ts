import type { Db } from '@plinth/db';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { OrderNotifier } from '../modules/orders';
import type { PaymentProvider } from '../modules/payments';
import type { Site } from '../modules/sites';
import type { ThemeRenderer } from '@plinth/theme';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    renderer: ThemeRenderer;
    /** Waits `ms` on a timer, holding nothing (app.ts; tests build the app with one that does not wait). */
    sleep: (ms: number) => Promise<void>;
    /**
     * preHandler for every write: the crumb must come back as X-CSRF-Token (or a form field on a form
     * post). The no-JavaScript forms also call it inside their handler, to show a refusal on the page.
     */
    verifyCrumb: preHandlerAsyncHookHandler;
    /** Route-level rate limit for writes (config.rateLimit). */
    writeRateLimit: { max: number; timeWindow: number };
    /** How checkout takes money: the built-in test processor unless the app was given another. */
    payments: PaymentProvider;
    /** Hears of placed and fulfilled orders inside their transactions (queues the order emails). */
    orderNotifier: OrderNotifier;
  }
  interface FastifyRequest {
    /** The website this request is for (set for every route except those of isSitelessPath). */
    site: Site;
    /** This visitor's crumb (CSRF token), set as a cookie on first sight. */
    crumb: string;
    /** The request brought a crumb this server issued: the visitor has loaded one of its pages before. */
    returningVisitor: boolean;
    /** Whether cookies set for this request should be Secure. */
    secureCookies: boolean;
  }
}
