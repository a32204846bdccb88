import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, envSchema, loadConfig, parseTrustProxy, trustProxyWarning } from './config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  test('works with no settings at all: port 3000, SQLite under ./data, demo seeding on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlitePath).toBe(resolve('data', 'plinth.sqlite'));
    expect(config.seedDemo).toBe(true);
  });

  test('honours PORT, DATA_DIR and DATABASE_URL, and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/plinth-x', DATABASE_URL: '' });
    expect(config.port).toBe(4100);
    expect(config.sqlitePath).toBe('/tmp/plinth-x/plinth.sqlite');
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  test('REDIS_URL is unset by default; set, it comes with the key prefix (plinth: unless chosen)', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'plinth:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://r.example:6380', REDIS_KEY_PREFIX: 'shop2:' }).redis).toEqual({
      url: 'rediss://r.example:6380',
      keyPrefix: 'shop2:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://h', REDIS_KEY_PREFIX: 'has space' })).toThrow(
      /REDIS_KEY_PREFIX/,
    );
  });

  test('JOBS_WORKER and JOBS_LEASE_SECONDS: a worker with a five-minute lease unless set', () => {
    expect(loadConfig({}).jobs).toEqual({ worker: true, leaseMs: 300_000 });
    expect(loadConfig({ JOBS_WORKER: 'false', JOBS_LEASE_SECONDS: '8' }).jobs).toEqual({
      worker: false,
      leaseMs: 8_000,
    });
    expect(() => loadConfig({ JOBS_LEASE_SECONDS: '0' })).toThrow(/JOBS_LEASE_SECONDS/);
    expect(() => loadConfig({ JOBS_LEASE_SECONDS: '1.5' })).toThrow(/JOBS_LEASE_SECONDS/);
  });

  test('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  test('editor sessions idle for 3 days by default; the password hash cost is never a setting', () => {
    expect(loadConfig({}).ownerSessionIdleMs).toBe(3 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ OWNER_SESSION_IDLE_DAYS: '0.5' }).ownerSessionIdleMs).toBe(12 * 60 * 60 * 1000);
    expect(() => loadConfig({ OWNER_SESSION_IDLE_DAYS: '15' })).toThrow(ConfigError);
    expect(loadConfig({ PASSWORD_HASH_COST: '2', NODE_ENV: 'production' }).passwordHashCost).toBe(16384);
    expect(loadConfig({}).newAccountsPerAddress).toBe(10);
  });

  test('.env.example documents every setting the server reads, and nothing else', () => {
    const example = readFileSync(resolve(REPO_ROOT, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  test('TRUST_PROXY: false by default; true; a hop count; a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: ' 10.1.2.3 , fd00::/8, loopback ' }).trustProxy).toEqual([
      '10.1.2.3',
      'fd00::/8',
      'loopback',
    ]);
  });

  test('TRUST_PROXY=true comes with a start-up warning saying clients can pick their own address', () => {
    expect(trustProxyWarning(true)).toMatch(/any client can pick its own address/);
    expect(trustProxyWarning(false)).toBeNull();
    expect(trustProxyWarning(1)).toBeNull();
    expect(trustProxyWarning(['10.0.0.0/8'])).toBeNull();
  });

  test('TRUST_PROXY refuses anything else, naming the accepted forms', () => {
    for (const bad of [
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.1,',
      'fd00::/129',
      '10.0.0.0/8/1',
    ]) {
      expect(parseTrustProxy(bad)).toBeUndefined();
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be false, true, a hop count/);
    }
  });

  test('REQUEST_TIMEOUT_MS defaults to 30 s; HSTS_MAX_AGE is off unless set', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '0' }).requestTimeoutMs).toBe(0);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '-5' })).toThrow(ConfigError);
    expect(loadConfig({}).hstsMaxAge).toBeUndefined();
    expect(loadConfig({ HSTS_MAX_AGE: '31536000' }).hstsMaxAge).toBe(31_536_000);
    expect(() => loadConfig({ HSTS_MAX_AGE: 'forever' })).toThrow(ConfigError);
  });

  test('Stripe: off unless STRIPE_SECRET_KEY is set; keys and the webhook secret are checked by prefix', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: undefined,
      webhookSecret: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_def456',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
      }).stripe,
    ).toEqual({ secretKey: 'sk_live_abc123', publishableKey: 'pk_live_def456', webhookSecret: 'whsec_xyz' });
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_def456' }),
    ).toThrow(/same mode/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_def456' })).toThrow(
      /without STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY: must be/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'rk_live_abc' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'sk_test_abc' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: must be/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toThrow(/without STRIPE_SECRET_KEY/);
  });
});
