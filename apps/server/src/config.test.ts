import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config';
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
});
