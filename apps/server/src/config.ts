import { resolve } from 'node:path';
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  THEME: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('default'),
  /** Writes (add to cart, cart changes) one client may make per window before answers turn into 429s. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(10_000),
  /** Marks cookies Secure. Unset: on when a request arrives over https (X-Forwarded-Proto when TRUST_PROXY). */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Seed the demo site on an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** The editor's first administrator, created when there is no account yet. */
  PLINTH_ADMIN_EMAIL: z.email().default('owner@example.com'),
  /** Unset: a password is generated on first start and printed once. Set: that account's password. */
  PLINTH_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  /** Accounts (customer sign-ups, accepted invitations) one client address may create per 15 minutes. */
  NEW_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** Days an editor session may go unused before it ends; it ends 14 days after sign-in whatever. */
  OWNER_SESSION_IDLE_DAYS: z.coerce.number().positive().max(14).default(3),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  logLevel: string;
  theme: string;
  rateLimit: { max: number; windowMs: number };
  cookieSecure: 'always' | 'never' | 'auto';
  trustProxy: boolean;
  seedDemo: boolean;
  admin: { email: string; password: string | undefined };
  /** NEW_ACCOUNTS_PER_ADDRESS: password hashes for new accounts per client address and 15 minutes. */
  newAccountsPerAddress: number;
  /** An editor session unused for this long ends (OWNER_SESSION_IDLE_DAYS). */
  ownerSessionIdleMs: number;
  /** scrypt's N for new password hashes: PASSWORD_HASH_COST, lower only in testConfig(). */
  passwordHashCost: number;
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
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: resolve(dataDir, 'plinth.sqlite'),
    logLevel: e.LOG_LEVEL,
    theme: e.THEME,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    cookieSecure: e.COOKIE_SECURE === 'true' ? 'always' : e.COOKIE_SECURE === 'false' ? 'never' : 'auto',
    trustProxy: e.TRUST_PROXY === 'true',
    seedDemo: e.SEED_DEMO === 'true',
    admin: { email: e.PLINTH_ADMIN_EMAIL, password: e.PLINTH_ADMIN_PASSWORD },
    newAccountsPerAddress: e.NEW_ACCOUNTS_PER_ADDRESS,
    ownerSessionIdleMs: Math.round(e.OWNER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    // Not a setting: only tests choose a cheaper hash (and a production server refuses those hashes).
    passwordHashCost: PASSWORD_HASH_COST,
  };
}

/** scrypt's N in tests: about 16 times cheaper than production, which never accepts such hashes. */
export const TEST_PASSWORD_HASH_COST = 1024;

/** A config for tests: in-memory SQLite unless a db is injected, quiet logs, cheap password hashes. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/plinth-test-data' }),
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    // Test files create many accounts from one address; the limit's own test sets it low.
    newAccountsPerAddress: 1000,
    ...overrides,
  };
}
