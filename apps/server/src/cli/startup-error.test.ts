import { DataDirInUseError, DatabaseUnreachableError } from '@plinth/db';
import { describe, expect, test } from 'vitest';
import { testConfig } from '../config';
import { describeStartupError, describeTarget } from './startup-error';

const PASSWORD = 'pw-Never-Printed-9';
const pgConfig = testConfig({ databaseUrl: `postgres://shop:${PASSWORD}@db.internal:6543/shopdb` });
const sqliteConfig = testConfig({ dataDir: '/srv/plinth', sqlitePath: '/srv/plinth/plinth.sqlite' });

function withCode(message: string, code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, ...extra });
}

describe('describeStartupError', () => {
  test.each([
    [
      'refused',
      withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      ['db.internal:6543', 'DATABASE_URL', 'refused'],
    ],
    [
      'unknown host',
      withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'),
      ['db.internal:6543', 'unknown'],
    ],
    [
      'wrong password',
      withCode('password authentication failed for user "shop"', '28P01'),
      ['shop', 'password'],
    ],
    ['missing database', withCode('database "shopdb" does not exist', '3D000'), ['shopdb', 'DATABASE_URL']],
    [
      'no answer',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      ['db.internal:6543', 'DATABASE_CONNECT_TIMEOUT_MS'],
    ],
    [
      "no answer to the breaker's check",
      new DatabaseUnreachableError('timeout', new Error('Query read timeout')),
      ['db.internal:6543', 'DATABASE_URL', 'connection check'],
    ],
    [
      'a slow statement',
      withCode('canceling statement due to statement timeout', '57014'),
      ['DATABASE_STATEMENT_TIMEOUT_MS'],
    ],
  ])('PostgreSQL %s: one line with the address and the setting, no password', (_name, error, mentions) => {
    const line = describeStartupError(error, pgConfig, 'server') ?? '';
    expect(line).toMatch(/^Plinth cannot start: /);
    expect(line).not.toContain('\n');
    expect(line).not.toContain(PASSWORD);
    for (const mention of mentions) expect(line).toContain(mention);
  });

  test.each([
    [
      'a file in the path',
      withCode('ENOTDIR: not a directory', 'ENOTDIR', { path: '/srv/plinth' }),
      ['/srv/plinth', 'DATA_DIR'],
    ],
    [
      'a read-only folder',
      withCode('attempt to write a readonly database', 'SQLITE_READONLY_DIRECTORY'),
      ['/srv/plinth/plinth.sqlite', 'DATA_DIR'],
    ],
    [
      'a lock held by a sqlite3 shell',
      withCode('database is locked', 'SQLITE_BUSY'),
      ['locked', 'SQLITE_BUSY_TIMEOUT_MS'],
    ],
    [
      'another server',
      new DataDirInUseError('/srv/plinth', '/srv/plinth/plinth.lock'),
      ['another Plinth process', '/srv/plinth', 'DATA_DIR'],
    ],
    ['the port taken', withCode('listen EADDRINUSE', 'EADDRINUSE', { syscall: 'listen' }), ['PORT']],
  ])('SQLite or the host: %s', (_name, error, mentions) => {
    const line = describeStartupError(error, sqliteConfig, 'server') ?? '';
    for (const mention of mentions) expect(line).toContain(mention);
  });

  test('db:migrate is told that a server holds the folder', () => {
    const line = describeStartupError(
      new DataDirInUseError('/srv/plinth', '/srv/plinth/plinth.lock'),
      sqliteConfig,
      'db:migrate',
    );
    expect(line).toMatch(
      /^npm run db:migrate failed: a Plinth server is using the data folder \/srv\/plinth/,
    );
  });

  test('a bug is not dressed up as a configuration problem (its stack trace stays)', () => {
    expect(describeStartupError(new TypeError('x is not a function'), pgConfig, 'server')).toBeUndefined();
    expect(describeStartupError(withCode('syntax error', '42601'), pgConfig, 'server')).toBeUndefined();
  });
});

test('describeTarget reads host, port, user and database, and never the password', () => {
  expect(describeTarget(`postgres://shop:${PASSWORD}@db.internal/shopdb`)).toEqual({
    hostPort: 'db.internal:5432',
    user: 'shop',
    database: 'shopdb',
  });
  expect(JSON.stringify(describeTarget(`postgresql://shop:${PASSWORD}@[::1]:6000/x`))).not.toContain(
    PASSWORD,
  );
});
