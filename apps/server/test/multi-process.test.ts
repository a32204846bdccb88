import type { ShoppingCart } from '@plinth/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { closedPort, deleteKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './fixtures/redis';

/**
 * Issue 8 part 6: two real Plinth processes on one PostgreSQL database and one Redis, started at the
 * same moment (so both race to seed the demo and create the administrator). Needs TEST_DATABASE_URL and
 * Redis on 127.0.0.1:6379 (CI has both); makes its own schema and key prefix and removes them.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUp = await redisAnswers();
const skipReason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUp
    ? `Redis does not answer at ${TEST_REDIS_URL}`
    : null;

const ADMIN = { email: 'owner@example.com', password: 'multi-process admin password' };
const ANNOUNCEMENT = 'Announced through the first process';
const START_LIMIT_MS = 60_000;

interface Server {
  origin: string;
  child: ChildProcess;
  output: string[];
}

function startServer(env: Record<string, string>): Promise<Server> {
  return closedPort().then((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    return { origin: `http://127.0.0.1:${port}`, child, output };
  });
}

async function waitUntilUp(server: Server): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output.join('')}`);
    const ok = await fetch(`${server.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start within ${START_LIMIT_MS} ms:\n${server.output.join('')}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A browser: one cookie jar, used against either process. */
class Browser {
  readonly cookies = new Map<string, string>();

  async request(server: Server, method: string, path: string, json?: unknown) {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (method !== 'GET' && crumb) headers['x-csrf-token'] = crumb;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(15_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, headers: response.headers, body: await response.text() };
  }
}

describe.skipIf(skipReason !== null)(
  `two Plinth processes on PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const schema = `plinth_mp_${randomBytes(6).toString('hex')}`;
    const keyPrefix = testKeyPrefix();
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-mp-'));
    let admin: pg.Client;
    let a: Server;
    let b: Server;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const url = new URL(databaseUrl ?? '');
      // The server passes the URL to node-postgres, which sends `options` at connection: the schema.
      url.searchParams.set('options', `-c search_path=${schema}`);
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        PLINTH_ADMIN_EMAIL: ADMIN.email,
        PLINTH_ADMIN_PASSWORD: ADMIN.password,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    }, START_LIMIT_MS + 10_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stopServer));
      await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.end();
      await deleteKeys(keyPrefix);
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    test('both started together; the demo site and the administrator were created once', async () => {
      const sites = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.websites`);
      const users = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.users`);
      expect(sites.rows[0]).toEqual({ n: 1 });
      expect(users.rows[0]).toEqual({ n: 1 });
      for (const server of [a, b])
        expect((await new Browser().request(server, 'GET', '/shop')).status).toBe(200);
    });

    test('a setting changed through one is served by the other on the next request', async () => {
      const shopper = new Browser();
      // The second process has the site in its cache before the change.
      expect((await shopper.request(b, 'GET', '/shop')).body).not.toContain(ANNOUNCEMENT);
      const owner = new Browser();
      await owner.request(a, 'GET', '/api/commerce/shopping-cart');
      expect((await owner.request(a, 'POST', '/config/api/session', ADMIN)).status).toBe(200);
      const saved = await owner.request(a, 'PUT', '/api/site-header-footer', {
        header: { title: '', announcement: ANNOUNCEMENT, showCartLink: true, showAccountLink: true },
        footer: { text: '', links: [], showPoweredBy: true },
      });
      expect(saved.status).toBe(200);
      expect((await shopper.request(b, 'GET', '/shop')).body).toContain(ANNOUNCEMENT);
    });

    test('a cart filled through one is read and changed through the other', async () => {
      const { rows } = await admin.query<{ id: string; sku: string }>(
        `SELECT p.id, v.sku FROM ${schema}.products p JOIN ${schema}.variants v ON v.product_id = p.id
         WHERE p.url_id = 'ceramic-mug' ORDER BY v.position LIMIT 1`,
      );
      const mug = rows[0];
      if (!mug) throw new Error('the demo mug is missing');
      const shopper = new Browser();
      await shopper.request(a, 'GET', '/api/commerce/shopping-cart');
      const added = await shopper.request(a, 'POST', '/api/commerce/shopping-cart/entries', {
        itemId: mug.id,
        sku: mug.sku,
        quantity: 2,
      });
      expect(added.status).toBe(200);

      const read = await shopper.request(b, 'GET', '/api/commerce/shopping-cart');
      const cart = JSON.parse(read.body) as ShoppingCart;
      expect(cart.totalQuantity).toBe(2);
      const entryId = cart.entries[0]?.id ?? '';
      const changed = await shopper.request(
        b,
        'PUT',
        `/api/commerce/shopping-cart/entries/${entryId}/quantity`,
        {
          quantity: 3,
        },
      );
      expect(changed.status).toBe(200);
      const again = JSON.parse(
        (await shopper.request(a, 'GET', '/api/commerce/shopping-cart')).body,
      ) as ShoppingCart;
      expect(again.totalQuantity).toBe(3);
    });

    test('the sign-in limit counts attempts made on both', async () => {
      const guesser = new Browser();
      await guesser.request(a, 'GET', '/api/commerce/shopping-cart');
      const wrong = { email: 'guessed@example.com', password: 'not the password' };
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) {
        statuses.push((await guesser.request(server, 'POST', '/config/api/session', wrong)).status);
      }
      // Five attempts per account and address, wherever they land; the sixth is refused before hashing.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  },
  150_000,
);
