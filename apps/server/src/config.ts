import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ANALYTICS_LIMITS } from '@plinth/contracts';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from './security/password';

/**
 * The only reader of process.env. Every key is documented in .env.example; the defaults make
 * `npm start` work with no configuration at all.
 */
/** Exported for the test that keeps .env.example complete. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
    .optional(),
  /** redis:// or rediss:// URL: rate limits, sign-in counters and cache invalidation shared by every process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL (leave it unset for one process)')
    .optional(),
  /** Put before every Redis key and channel, so several installations (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
    .default('plinth:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  THEME: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('default'),
  /** Writes (add to cart, cart changes) one client may make per window before answers turn into 429s. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(10_000),
  /** Form submissions (docs/forms.md) one client address, and one form from everyone, may make per window. */
  FORM_SUBMISSIONS_PER_CLIENT: z.coerce.number().int().positive().default(5),
  FORM_SUBMISSIONS_PER_FORM: z.coerce.number().int().positive().default(60),
  FORM_SUBMISSION_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
  /** Analytics events one client address may send a minute before 429 (docs/analytics-ingest.md). */
  ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(ANALYTICS_LIMITS.perClientPerMinute),
  /** A header a trusted proxy sets to the visitor's country (CF-IPCountry); unset: country not recorded. */
  ANALYTICS_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{0,64}$/)
    .default(''),
  /** Marks cookies Secure. Unset: on when a request arrives over https (X-Forwarded-Proto when TRUST_PROXY). */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe: false (nobody), a hop count (the last N proxies in
   * front of the server), a comma list of proxy addresses/CIDRs, or true (everyone, so spoofable).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => parseTrustProxy(v) !== undefined, {
      message:
        'must be false, true, a hop count such as 1, or a comma list of proxy addresses/CIDRs such as 10.0.0.0/8,127.0.0.1',
    })
    .default('false'),
  /** Longest time to receive one request (headers and body) before the connection is closed; 0 = no limit. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Strict-Transport-Security max-age in seconds; unset = no HSTS header. Only once https works everywhere. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
  /** Seed the demo site on an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Imports download the images a Shopify product CSV names by address (public addresses only). */
  IMPORT_FETCH_IMAGES: z.enum(['true', 'false']).default('true'),
  /** The editor's first administrator, created when there is no account yet. */
  PLINTH_ADMIN_EMAIL: z.email().default('owner@example.com'),
  /** Unset: a password is generated on first start and printed once. Set: that account's password. */
  PLINTH_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  /** PostgreSQL: how long to wait for a connection (a new one, or a free one in the pool). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** PostgreSQL: the longest one statement may run; 0 means no limit (e.g. for a long migration). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** SQLite: how long a write waits for a lock another program holds before the request gets a 503. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(200),
  /** Accounts (customer sign-ups, accepted invitations) one client address may create per 15 minutes. */
  NEW_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /**
   * Failed sign-ins one account may have from all addresses together (15 minutes) before each further
   * attempt waits, 1 s doubling to 10 s, before its password is checked; 0 turns the slowdown off.
   */
  SIGN_IN_BACKOFF_AFTER: z.coerce.number().int().min(0).max(1000).default(10),
  /** Days an editor session may go unused before it ends; it ends 14 days after sign-in whatever. */
  OWNER_SESSION_IDLE_DAYS: z.coerce.number().positive().max(14).default(3),
  /**
   * smtp://user:pass@host:port (STARTTLS when offered) or smtps://... (TLS from the start). Unset: mail is
   * written to DATA_DIR/mail as .eml files and shown in the editor under "Sent emails".
   */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]/,
      'must be an smtp:// or smtps:// URL (leave it unset to write mail to DATA_DIR/mail)',
    )
    .optional(),
  /** The sender address of every email; the display name is the site's name. */
  MAIL_FROM: z.email().default('no-reply@localhost'),
  /** false: this process serves requests only and runs no background jobs (others sharing the database do). */
  JOBS_WORKER: z.enum(['true', 'false']).default('true'),
  /**
   * How long a claimed job is its worker's before another may take it again (a worker that died mid-job
   * on PostgreSQL is noticed only then). It must outlast the longest job: an SMTP send is bounded by
   * about a minute (transport.ts), so keep the default unless a test needs a quick takeover.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Stripe takes the payments when set (decision 0033): sk_test_... (orders are test orders, the banner
   * shows) or sk_live_... Unset: the built-in test processor.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key, sk_test_... or sk_live_...')
    .optional(),
  /**
   * The publishable key of the same account and mode (pk_test_... with sk_test_...): the checkout page
   * loads Stripe.js with it to turn the card into a payment method in the browser.
   */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key, pk_test_... or pk_live_...')
    .optional(),
  /** The signing secret of the webhook endpoint in Stripe's dashboard (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Stripe webhook signing secret, whsec_...')
    .optional(),
  /**
   * The ALTCHA proof of work (decision 0039): the largest counter a visitor's browser may have to reach
   * (it tries about 60% of this on average); more is slower for bots and visitors alike.
   */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  /** reCAPTCHA Enterprise v3 is used instead of ALTCHA when these three are set (docs/captcha.md). */
  RECAPTCHA_ENTERPRISE_SITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, 'must be a reCAPTCHA site key')
    .optional(),
  RECAPTCHA_ENTERPRISE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/, 'must be a Google Cloud project id')
    .optional(),
  RECAPTCHA_ENTERPRISE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, 'must be a Google API key')
    .optional(),
  /** Assessments scoring below this (0.0 likely a bot, 1.0 likely a person) are refused. */
  RECAPTCHA_ENTERPRISE_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  /** Where assessments are sent; only tests change it (a fake on 127.0.0.1). */
  RECAPTCHA_ENTERPRISE_BASE_URL: z.url().default('https://recaptchaenterprise.googleapis.com'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Absent: one process, everything shared lives in its memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  logLevel: string;
  theme: string;
  rateLimit: { max: number; windowMs: number };
  /** Form submissions per client address and per form within each window (counted in the database). */
  formLimits: { perClient: number; perForm: number; windowMs: number };
  /** The ingest's per-client limit and the trusted country header (lower case, '' = none). */
  analytics: { perClientPerMinute: number; countryHeader: string };
  cookieSecure: 'always' | 'never' | 'auto';
  /** See TrustProxySetting: what app.ts hands to Fastify's trustProxy. */
  trustProxy: TrustProxySetting;
  requestTimeoutMs: number;
  /** Seconds, or undefined for no Strict-Transport-Security header. */
  hstsMaxAge: number | undefined;
  seedDemo: boolean;
  /** IMPORT_FETCH_IMAGES: a product import downloads the images its CSV names (docs/imports.md). */
  importFetchImages: boolean;
  admin: { email: string; password: string | undefined };
  database: { connectTimeoutMs: number; statementTimeoutMs: number; sqliteBusyTimeoutMs: number };
  /** NEW_ACCOUNTS_PER_ADDRESS: password hashes for new accounts per client address and 15 minutes. */
  newAccountsPerAddress: number;
  /** SIGN_IN_BACKOFF_AFTER: an account's failures across addresses before attempts slow down; 0 = off. */
  signInBackoffAfter: number;
  /** An editor session unused for this long ends (OWNER_SESSION_IDLE_DAYS). */
  ownerSessionIdleMs: number;
  /** scrypt's N for new password hashes: PASSWORD_HASH_COST, lower only in testConfig(). */
  passwordHashCost: number;
  /** SMTP_URL (undefined: .eml files under DATA_DIR/mail) and MAIL_FROM. */
  mail: { smtpUrl: string | undefined; from: string };
  /** JOBS_WORKER: whether this process claims and runs background jobs; JOBS_LEASE_SECONDS in ms (tests may omit it). */
  jobs: { worker: boolean; leaseMs?: number };
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; undefined: payments go to the built-in test processor. */
  stripe:
    { secretKey: string; publishableKey: string | undefined; webhookSecret: string | undefined } | undefined;
  /** CAPTCHA_DIFFICULTY, and reCAPTCHA Enterprise when its keys are set (else ALTCHA, decision 0039). */
  captcha: { difficulty: number; recaptcha: RecaptchaEnterpriseConfig | undefined };
}

export interface RecaptchaEnterpriseConfig {
  siteKey: string;
  projectId: string;
  apiKey: string;
  scoreThreshold: number;
  baseUrl: string;
  /** How long to wait for an assessment; RECAPTCHA_TIMEOUT_MS (3 s) unless a test sets it. */
  timeoutMs?: number;
}

const RECAPTCHA_KEYS = [
  'RECAPTCHA_ENTERPRISE_SITE_KEY',
  'RECAPTCHA_ENTERPRISE_PROJECT_ID',
  'RECAPTCHA_ENTERPRISE_API_KEY',
] as const;

/**
 * false: X-Forwarded-* is ignored (the client address is the socket's). true: every hop is trusted, so
 * the left-most X-Forwarded-For entry, which the client chose, becomes its address. A number: that
 * many proxies sit in front of the server, so the address is the entry that many hops from the socket.
 * A list: only proxies at those addresses/CIDRs (or proxy-addr's names loopback, linklocal,
 * uniquelocal) are believed.
 */
export type TrustProxySetting = boolean | number | string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY list entry: an IPv4/IPv6 address, optionally /prefix, or a proxy-addr name. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The TRUST_PROXY text as a setting, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(raw: string): TrustProxySetting | undefined {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isTrustedProxyEntry)) return undefined;
  return entries;
}

/** The one line logged at start when TRUST_PROXY lets clients choose their own address. */
export function trustProxyWarning(setting: TrustProxySetting): string | null {
  if (setting !== true) return null;
  return (
    'TRUST_PROXY=true believes every X-Forwarded-For entry, so any client can pick its own address and ' +
    'escape the sign-in and write limits; set the number of proxies in front (TRUST_PROXY=1) or their ' +
    'addresses (TRUST_PROXY=10.0.0.0/8) instead'
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment and lists every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value means unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const stripeProblems = [
    ...(['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const)
      .filter((key) => e[key] && !e.STRIPE_SECRET_KEY)
      .map((key) => `${key}: is set without STRIPE_SECRET_KEY`),
    ...(e.STRIPE_SECRET_KEY &&
    e.STRIPE_PUBLISHABLE_KEY &&
    e.STRIPE_SECRET_KEY.startsWith('sk_test_') !== e.STRIPE_PUBLISHABLE_KEY.startsWith('pk_test_')
      ? ['STRIPE_PUBLISHABLE_KEY: must be of the same mode as STRIPE_SECRET_KEY (both test or both live)']
      : []),
  ];
  if (stripeProblems.length > 0) throw new ConfigError(stripeProblems);
  const recaptchaSet = RECAPTCHA_KEYS.filter((key) => e[key] !== undefined);
  if (recaptchaSet.length > 0 && recaptchaSet.length < RECAPTCHA_KEYS.length) {
    throw new ConfigError(
      RECAPTCHA_KEYS.filter((key) => e[key] === undefined).map(
        (key) =>
          `${key}: must be set with ${recaptchaSet.join(' and ')} (or leave all three unset for ALTCHA)`,
      ),
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: resolve(dataDir, 'plinth.sqlite'),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    logLevel: e.LOG_LEVEL,
    theme: e.THEME,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    formLimits: {
      perClient: e.FORM_SUBMISSIONS_PER_CLIENT,
      perForm: e.FORM_SUBMISSIONS_PER_FORM,
      windowMs: e.FORM_SUBMISSION_WINDOW_MS,
    },
    analytics: {
      perClientPerMinute: e.ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE,
      countryHeader: e.ANALYTICS_COUNTRY_HEADER.toLowerCase(),
    },
    cookieSecure: e.COOKIE_SECURE === 'true' ? 'always' : e.COOKIE_SECURE === 'false' ? 'never' : 'auto',
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    hstsMaxAge: e.HSTS_MAX_AGE,
    seedDemo: e.SEED_DEMO === 'true',
    importFetchImages: e.IMPORT_FETCH_IMAGES === 'true',
    admin: { email: e.PLINTH_ADMIN_EMAIL, password: e.PLINTH_ADMIN_PASSWORD },
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    },
    newAccountsPerAddress: e.NEW_ACCOUNTS_PER_ADDRESS,
    signInBackoffAfter: e.SIGN_IN_BACKOFF_AFTER,
    ownerSessionIdleMs: Math.round(e.OWNER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    // Not a setting: only tests choose a cheaper hash (and a production server refuses those hashes).
    passwordHashCost: PASSWORD_HASH_COST,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobs: { worker: e.JOBS_WORKER === 'true', leaseMs: e.JOBS_LEASE_SECONDS * 1000 },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    captcha: {
      difficulty: e.CAPTCHA_DIFFICULTY,
      recaptcha:
        e.RECAPTCHA_ENTERPRISE_SITE_KEY && e.RECAPTCHA_ENTERPRISE_PROJECT_ID && e.RECAPTCHA_ENTERPRISE_API_KEY
          ? {
              siteKey: e.RECAPTCHA_ENTERPRISE_SITE_KEY,
              projectId: e.RECAPTCHA_ENTERPRISE_PROJECT_ID,
              apiKey: e.RECAPTCHA_ENTERPRISE_API_KEY,
              scoreThreshold: e.RECAPTCHA_ENTERPRISE_SCORE_THRESHOLD,
              baseUrl: e.RECAPTCHA_ENTERPRISE_BASE_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
  };
}

/** scrypt's N in tests: about 16 times cheaper than production, which never accepts such hashes. */
export const TEST_PASSWORD_HASH_COST = 1024;

/** CAPTCHA_DIFFICULTY in tests. */
export const TEST_CAPTCHA_DIFFICULTY = 200;

/** A config for tests: in-memory SQLite unless a db is injected, quiet logs, cheap password hashes. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/plinth-test-data' }),
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    // Test files create many accounts from one address; the limit's own test sets it low.
    newAccountsPerAddress: 1000,
    // Background work runs only in the tests that start a worker (or set this), never behind another test.
    jobs: { worker: false },
    // Tests never reach the internet: the import test that downloads images turns this on.
    importFetchImages: false,
    // A proof of work of a few hundred hashes: tests solve challenges in Node, quickly.
    captcha: { difficulty: TEST_CAPTCHA_DIFFICULTY, recaptcha: undefined },
    ...overrides,
  };
}
