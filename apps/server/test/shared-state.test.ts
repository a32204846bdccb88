import { issueCrumb } from '../src/plugins/crumb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { SITE_ROLE } from '@plinth/contracts';
import { migrateToLatest, openDatabase, writeTransaction, type Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';
import { addTestMember, demoProduct, signedInOwner, TEST_OWNER, Visitor } from './fixtures/create-test-app';
import { closedPort, deleteKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './fixtures/redis';
import { FakeSleep } from './fixtures/fake-sleep';
import { signIn } from './fixtures/site-user-visitor';

/**
 * Two apps on one SQLite file, each with its own database handle, stand in for two processes: they
 * share nothing but the database and, when set, Redis. (test/multi-process.test.ts runs real processes
 * on PostgreSQL.)
 */
interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  websiteId: string;
  close(): Promise<void>;
}

async function startPair(overrides: Partial<Config>, sleep?: (ms: number) => Promise<void>): Promise<Pair> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-shared-'));
  const path = join(dir, 'plinth.sqlite');
  const first = openDatabase({ sqlitePath: path });
  await migrateToLatest(first);
  const websiteId = await writeTransaction(first, (trx) => seedDemoSite(trx));
  await addTestMember(first, { ...TEST_OWNER, role: SITE_ROLE.ADMIN, websiteId });
  // One SQLite file serves one process (its lock refuses a second opening), so the two apps share one handle;
  // everything else (caches, site resolvers, Redis clients, counters) is their own, as in two processes.
  const build = (db: Db) => buildApp({ config: testConfig({ dataDir: dir, ...overrides }), db, sleep });
  const a = await build(first);
  const b = await build(first);
  return {
    a,
    b,
    websiteId,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ANNOUNCEMENT = 'Free shipping this week';
const HEADER_FOOTER = {
  header: { title: '', announcement: ANNOUNCEMENT, showCartLink: true, showAccountLink: true },
  footer: { text: '', links: [], showPoweredBy: true },
};

async function wrongOwnerPassword(app: FastifyInstance) {
  const visitor = new Visitor(app);
  await visitor.visit();
  return visitor.request({
    method: 'POST',
    url: '/config/api/session',
    json: { email: TEST_OWNER.email, password: 'not the password' },
  });
}

const redisUp = await redisAnswers();
/** Writes per client per window; above the handful of sign-ins the tests make from 127.0.0.1. */
const WRITE_LIMIT = 10;

describe.skipIf(!redisUp)('two processes sharing Redis (needs Redis on 127.0.0.1:6379)', () => {
  const keyPrefix = testKeyPrefix();
  const fake = new FakeSleep();
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair(
      {
        redis: { url: TEST_REDIS_URL, keyPrefix },
        rateLimit: { max: WRITE_LIMIT, windowMs: 60_000 },
      },
      fake.sleep,
    );
  });
  afterAll(async () => {
    await pair?.close();
    await deleteKeys(keyPrefix);
  });

  test('a setting saved through one is served by the other on the next request', async () => {
    expect([pair.a.invalidation.live, pair.b.invalidation.live]).toEqual([true, true]);
    const shopper = new Visitor(pair.b);
    // The other process has the site cached before the change.
    expect((await shopper.get('/shop')).body).not.toContain(ANNOUNCEMENT);
    // In one test process the message and the next request race (between real processes the message
    // is on its way before the answer is); so wait for the message, boundedly, as a second process would.
    const delivered = new Promise<void>((resolve) =>
      pair.b.invalidation.subscribe((siteId) => siteId === pair.websiteId && resolve()),
    );
    const owner = await signedInOwner(pair.a);
    const saved = await owner.request({ method: 'PUT', url: '/api/site-header-footer', json: HEADER_FOOTER });
    expect(saved.statusCode).toBe(200);
    await within(5000, delivered);
    expect((await shopper.get('/shop')).body).toContain(ANNOUNCEMENT);
  });

  test('sign-in attempts made on both count against one limit', async () => {
    for (const app of [pair.a, pair.b, pair.a, pair.b, pair.a]) {
      expect((await wrongOwnerPassword(app)).statusCode).toBe(401);
    }
    const blocked = await wrongOwnerPassword(pair.b);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now, on either process.
    await expect(signedInOwner(pair.a)).rejects.toThrow(/429/);
  });

  test("one account's failures from several addresses on both slow its sign-ins down on both", async () => {
    const account = { email: 'backoff.shared@example.com', password: 'right password 9' };
    await addTestMember(pair.a.db, { ...account, role: SITE_ROLE.EDITOR, websiteId: pair.websiteId });
    fake.take();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? pair.a : pair.b;
      const guess = { email: account.email, password: `wrong ${i}` };
      statuses.push((await ownerSignIn(app, `192.0.2.${Math.floor(i / 3) + 1}`, guess)).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(401));
    // Ten together pass at once; the eleventh (on a) and twelfth (on b) wait 1 s and 2 s.
    expect(fake.take()).toEqual([1000, 2000]);
    const signedIn = await ownerSignIn(pair.a, '192.0.2.200', account);
    expect(signedIn.statusCode).toBe(200);
    expect(fake.take()).toEqual([4000]);
  });

  test('writes made on both count against one rate limit', async () => {
    const mug = await demoProduct(pair.a.db, 'ceramic-mug');
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i <= WRITE_LIMIT; i += 1) {
      const app = i % 2 === 0 ? pair.a : pair.b;
      statuses.push(
        (await cartWrite(app, address, { itemId: mug.id, sku: mug.sku(), quantity: 1 })).statusCode,
      );
    }
    expect(statuses.slice(0, WRITE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

async function within(ms: number, promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An owner sign-in from `address` (a client of its own). */
function ownerSignIn(app: FastifyInstance, address: string, body: { email: string; password: string }) {
  const crumb = issueCrumb(app.crumbKey);
  return app.inject({
    method: 'POST',
    url: '/config/api/session',
    remoteAddress: address,
    headers: {
      host: 'localhost:3000',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
}

/** A cart write from `address` (a client of its own, so other tests' writes do not count). */
function cartWrite(app: FastifyInstance, address: string, body: object) {
  // A crumb the server issued (both apps share the database, so both accept it).
  const crumb = issueCrumb(app.crumbKey);
  return app.inject({
    method: 'POST',
    url: '/api/commerce/shopping-cart/entries',
    remoteAddress: address,
    headers: {
      host: 'localhost:3000',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
}

describe('when Redis does not answer', () => {
  let pair: Pair;
  beforeAll(async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    pair = await startPair({
      redis: { url, keyPrefix: testKeyPrefix() },
      rateLimit: { max: WRITE_LIMIT, windowMs: 60_000 },
    });
  });
  afterAll(async () => pair?.close());

  test('sign-ins still work, their limits counted in each process (security review L-C)', async () => {
    // Wrong passwords are refused as usual (401), and the sixth from one address is limited (429).
    for (let i = 0; i < 5; i += 1) expect((await wrongOwnerPassword(pair.a)).statusCode).toBe(401);
    const blocked = await wrongOwnerPassword(pair.a);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The other process counts its own: the owner signs in there.
    const owner = await signedInOwner(pair.b);
    expect((await owner.get('/config/api/session')).statusCode).toBe(200);
    const shopper = new Visitor(pair.b);
    await shopper.visit('/');
    const customer = await signIn(shopper, { email: 'ada@example.com', password: 'a password here' });
    expect(customer.statusCode).toBe(401);
  });

  test('the write rate limit counts in each process: carts keep working, and a flood is still limited', async () => {
    const mug = await demoProduct(pair.a.db, 'ceramic-mug');
    const shopper = new Visitor(pair.a);
    await shopper.visit();
    const added = await shopper.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    expect(added.statusCode).toBe(200);
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= WRITE_LIMIT; i += 1) {
      statuses.push(
        (await cartWrite(pair.a, address, { itemId: mug.id, sku: mug.sku(), quantity: 1 })).statusCode,
      );
    }
    expect(statuses.slice(0, WRITE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('/readyz stays ready and says Redis is unreachable', async () => {
    const ready = await pair.a.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, redis: 'unreachable' });
  });

  test('settings still save; this process shows them at once, the other within seconds', async () => {
    expect(pair.b.invalidation.live).toBe(false);
    const shopper = new Visitor(pair.b);
    expect((await shopper.get('/shop')).body).not.toContain(ANNOUNCEMENT);
    // An owner cannot sign in without the counters, so the change is made the way another process would.
    await writeTransaction(pair.a.db, async (trx) => {
      const row = await trx
        .selectFrom('websites')
        .select('settings')
        .where('id', '=', pair.websiteId)
        .executeTakeFirstOrThrow();
      const settings = { ...(JSON.parse(row.settings) as object), headerFooter: HEADER_FOOTER };
      await trx
        .updateTable('websites')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', pair.websiteId)
        .execute();
    });
    await pair.a.sites.invalidate(pair.websiteId);
    expect((await new Visitor(pair.a).get('/shop')).body).toContain(ANNOUNCEMENT);
    // The other process missed the message; its short cache lifetime brings the change within seconds.
    const deadline = Date.now() + 15_000;
    let body = '';
    while (Date.now() < deadline) {
      body = (await shopper.get('/shop')).body;
      if (body.includes(ANNOUNCEMENT)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(body).toContain(ANNOUNCEMENT);
  });
});

/** A TCP relay to the test Redis that can be cut and restored on the same port. */
class RedisRelay {
  readonly #sockets = new Set<Socket>();
  #server: Server | null = null;
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(6379, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.#sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!redisUp)('when Redis goes away and comes back (needs Redis on 127.0.0.1:6379)', () => {
  const keyPrefix = testKeyPrefix();
  const relay = new RedisRelay();
  let pair: Pair;
  beforeAll(async () => {
    await relay.open();
    pair = await startPair({ redis: { url: `redis://127.0.0.1:${relay.port}`, keyPrefix } });
  });
  afterAll(async () => {
    await pair?.close();
    await relay.cut();
    await deleteKeys(keyPrefix);
  });

  test('sign-ins go on while it is away (counted in the process) and are shared again once it is back', async () => {
    expect((await wrongOwnerPassword(pair.a)).statusCode).toBe(401);
    await relay.cut();
    expect(await eventually(() => !pair.a.invalidation.live)).toBe(true);
    expect((await wrongOwnerPassword(pair.a)).statusCode).toBe(401);
    expect((await pair.a.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      ok: true,
      redis: 'unreachable',
    });

    await relay.open();
    // Reconnection attempts are at most 2 s apart.
    expect(await eventually(() => pair.a.invalidation.live)).toBe(true);
    expect(
      await eventually(async () => {
        const ready = (await pair.a.inject({ method: 'GET', url: '/readyz' })).json<{ redis?: string }>();
        return ready.redis === 'ok';
      }),
    ).toBe(true);
    // The shared counter counts again: the failure before the cut is in Redis (5 pass, the 6th waits).
    for (let i = 0; i < 4; i += 1) expect((await wrongOwnerPassword(pair.b)).statusCode).toBe(401);
    expect((await wrongOwnerPassword(pair.b)).statusCode).toBe(429);
  });
});
