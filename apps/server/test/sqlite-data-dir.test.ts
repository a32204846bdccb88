import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  MIGRATE_ENTRY,
  request,
  runToExit,
  SERVER_ENTRY,
  startServer,
  PROCESS_TEST_TIMEOUT_MS,
  type RunningServer,
} from './fixtures/server-process';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

/**
 * One server per SQLite data folder (a lock that the OS drops when the process dies), and a write lock
 * held by another program answering 503 quickly instead of freezing the server.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-datadir-'));
const sqlitePath = join(dataDir, 'plinth.sqlite');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await (server as RunningServer | undefined)?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a second server and db:migrate on the same DATA_DIR refuse with one clear line', async () => {
  const [second, migrate] = await Promise.all([
    runToExit(SERVER_ENTRY, { DATA_DIR: dataDir }),
    runToExit(MIGRATE_ENTRY, { DATA_DIR: dataDir }),
  ]);
  for (const result of [second, migrate]) {
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(dataDir);
    expect(result.stderr).toContain('DATA_DIR');
  }
  expect(second.stderr).toContain('another Plinth process is already using the data folder');
  expect(migrate.stderr).toContain('npm run db:migrate failed: a Plinth server is using the data folder');
  expect(server.alive()).toBe(true);
  expect((await request(server.url('/healthz'))).status).toBe(200);
});

test('a write lock held by another program answers 503 with Retry-After quickly, and /healthz stays prompt', async () => {
  const cart = await request(server.url('/api/commerce/shopping-cart'));
  const cookies = cart.headers.getSetCookie().map((c) => c.split(';', 1)[0] ?? '');
  const crumb = cookies.find((c) => c.startsWith('crumb='))?.slice('crumb='.length) ?? '';
  const reader = new BetterSqlite3(sqlitePath, { readonly: true });
  const mug = reader
    .prepare(
      "select p.id as id, v.sku as sku from products p join variants v on v.product_id = p.id where p.url_id = 'ceramic-mug'",
    )
    .get() as { id: string; sku: string };
  reader.close();
  const add = () =>
    request(server.url('/api/commerce/shopping-cart/entries'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-csrf-token': crumb },
      body: JSON.stringify({ itemId: mug.id, sku: mug.sku, quantity: 1 }),
    });

  // An operator's sqlite3 shell: BEGIN IMMEDIATE and then nothing.
  const operator = new BetterSqlite3(sqlitePath);
  operator.exec('BEGIN IMMEDIATE');
  try {
    const write = add();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await request(server.url('/healthz'));
    const refused = await write;
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    // Generous bounds (the machine may be loaded): the old 5 s busy wait froze both for about 5 s.
    expect(refused.ms).toBeLessThan(4000);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(4000);
  } finally {
    operator.exec('ROLLBACK');
    operator.close();
  }
  expect((await add()).status).toBe(200);
});

test('after kill -9 the lock is gone: a new server starts on the same DATA_DIR', async () => {
  const ended = await server.stop('SIGKILL');
  expect(ended.signal).toBe('SIGKILL');
  server = await startServer({ DATA_DIR: dataDir });
  expect((await request(server.url('/healthz'))).status).toBe(200);
  expect((await request(server.url('/readyz'))).status).toBe(200);
});
