import fp from 'fastify-plugin';
import { sessionRecordingScriptOrigin } from '../modules/analytics-settings';

/**
 * The storefront's pages may run scripts only from this server (the island bundles; island props are
 * `type="application/json"` data, never run), embed no plugins, change no base URL, post forms only
 * here, and be framed only by this site (the editor's preview). Styles and images stay open: themes and
 * product descriptions may use inline styles and images from elsewhere. The editor sends its own,
 * stricter policy (EDITOR_CSP), which this one never replaces.
 */
export const STOREFRONT_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The checkout page when Stripe takes the payments: Stripe.js may load from js.stripe.com (its card
 * form is an iframe from there, which frame-src, unset, already allows). Decision 0033.
 */
export const STRIPE_CHECKOUT_CSP = STOREFRONT_CSP.replace(
  "script-src 'self'",
  "script-src 'self' https://js.stripe.com",
);

/**
 * Pages when reCAPTCHA Enterprise replaces ALTCHA (decision 0039): Google's script loads from
 * www.google.com/recaptcha/ and pulls the rest from www.gstatic.com/recaptcha/ (its iframe is allowed
 * by the unset frame-src). ALTCHA needs nothing added: its worker and styles come from this origin.
 */
export const RECAPTCHA_SCRIPT_SOURCES =
  'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

function withRecaptcha(policy: string): string {
  return policy.replace("script-src 'self'", `script-src 'self' ${RECAPTCHA_SCRIPT_SOURCES}`);
}

/**
 * While a site offers session recording with a recorder hosted elsewhere, that origin may serve
 * scripts too (decision 0046): the recorder loader adds the owner's script only for eligible visitors.
 */
function withRecorder(policy: string, origin: string | null): string {
  return origin === null ? policy : policy.replace("script-src 'self'", `script-src 'self' ${origin}`);
}

function isCheckoutPage(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/checkout' || path === '/checkout/';
}

/** JSON APIs: the storefront's /api/* and the editor's /config/api/*. */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/config/api/');
}

/**
 * Baseline response headers for every answer: no MIME sniffing, no framing by other sites, and no full
 * URLs (with cart or order paths) leaking to other origins in Referer. On top of that:
 * - HTML answers get STOREFRONT_CSP unless the route set a policy of its own;
 * - API answers are `Cache-Control: no-store` unless the route chose its own caching: they carry
 *   sessions, carts and personal data that no browser or shared cache should keep;
 * - with HSTS_MAX_AGE set, Strict-Transport-Security (browsers heed it only over https).
 * (Retry-After comes from the error handler, plugins/errors.ts, beside the body's `retryAfter`.)
 */
export const securityHeadersPlugin = fp(async (app) => {
  const hsts = app.config.hstsMaxAge === undefined ? null : `max-age=${app.config.hstsMaxAge}`;
  const recaptcha = app.config.captcha.recaptcha !== undefined;
  const storefrontCsp = recaptcha ? withRecaptcha(STOREFRONT_CSP) : STOREFRONT_CSP;
  const stripeCheckoutCsp = recaptcha ? withRecaptcha(STRIPE_CHECKOUT_CSP) : STRIPE_CHECKOUT_CSP;

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'SAMEORIGIN');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (hsts) void reply.header('strict-transport-security', hsts);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) {
        const checkout = isCheckoutPage(request.url);
        const stripe = app.payments.publishableKey !== undefined && checkout;
        // The checkout never loads the recorder (page-tag.ts): no card form is ever recorded.
        const recorder = request.site && !checkout ? sessionRecordingScriptOrigin(request.site) : null;
        void reply.header(
          'content-security-policy',
          withRecorder(stripe ? stripeCheckoutCsp : storefrontCsp, recorder),
        );
      }
    }
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
});
