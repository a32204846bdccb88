import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, sql, writeTransaction, type Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';
import { demoProduct, Visitor } from './fixtures/create-test-app';
import {
  request,
  ScratchSchema,
  startServer,
  TcpRelay,
  type RunningServer,
  PROCESS_TEST_TIMEOUT_MS,
} from './fixtures/server-process';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

/**
 * PostgreSQL going away while Plinth runs: a dropped pooled connection must not kill the process, and
 * while the database refuses or never answers, requests get 503 with Retry-After (not a 500, not a
 * hang), /healthz stays 200, /readyz says 503, and everything recovers when the database is back.
 */

const base = process.env.TEST_DATABASE_URL;
const HOST = { host: 'localhost:3000' };

describe.runIf(base)('PostgreSQL outages', () => {
  describe('a running server (its own process)', () => {
    const schema = new ScratchSchema(base ?? '');
    let dataDir: string;
    let server: RunningServer;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'plinth-pg-drop-'));
      await schema.create();
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: schema.url() });
    });
    afterAll(async () => {
      // Undefined when beforeAll failed; the cleanup must not hide that failure.
      await (server as RunningServer | undefined)?.stop('SIGKILL');
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('survives pg_terminate_backend on its idle pooled connections and answers the next request', async () => {
      const sessions = `select pid from pg_stat_activity where application_name = $1`;
      // Concurrent page views leave several idle clients in the pool.
      const pages = await Promise.all(Array.from({ length: 8 }, () => request(server.url('/shop'))));
      expect(pages.map((p) => p.status)).toEqual(Array(8).fill(200));
      expect((await schema.admin(sessions, [schema.applicationName])).length).toBeGreaterThan(0);

      await schema.admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [schema.applicationName],
      );
      for (let i = 0; i < 50 && (await schema.admin(sessions, [schema.applicationName])).length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Let the process take in the error events of the dropped connections.
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(server.alive(), server.output()).toBe(true);
      expect((await request(server.url('/shop'))).status).toBe(200);
      expect((await request(server.url('/api/commerce/shopping-cart'))).status).toBe(200);
      expect(server.output()).toContain('A pooled PostgreSQL connection was lost');
    });
  });

  describe('a running server through a relay, with the default timeouts (the breaker, decision 0062)', () => {
    const schema = new ScratchSchema(base ?? '');
    let dataDir: string;
    let relay: TcpRelay;
    let server: RunningServer;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'plinth-pg-breaker-'));
      await schema.create();
      relay = await TcpRelay.start(Number(new URL(base ?? '').port || 5432));
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: schema.url(relay.port) });
    });
    afterAll(async () => {
      await (server as RunningServer | undefined)?.stop('SIGKILL');
      await (relay as TcpRelay | undefined)?.close();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('a slow statement on a database that answers is not cut short', async () => {
      const warnings: string[] = [];
      const db = openDatabase({
        url: schema.url(relay.port),
        onWarning: (message) => warnings.push(message),
      });
      try {
        // Longer than the breaker's delay and check together: its checks pass, so it stays closed.
        const slow = await sql<{ slept: string }>`select pg_sleep(4)::text as slept`.execute(db.kysely);
        expect(slow.rows).toEqual([{ slept: '' }]);
        expect(warnings).toEqual([]);
      } finally {
        await db.close();
      }
    });

    test('a database that stops answering gives pages 503 within 5 s, and they answer again when it is back', async () => {
      // Concurrent page views leave idle connections in the pool, as on a live shop.
      const warm = await Promise.all(Array.from({ length: 4 }, () => request(server.url('/shop'))));
      expect(warm.map((page) => page.status)).toEqual([200, 200, 200, 200]);

      await relay.setMode('blackhole');
      // Without the breaker this waited for the connect and statement timeouts: about 21 s.
      const page = await request(server.url('/shop'), { headers: { accept: 'text/html' } });
      expect(page.status, page.text).toBe(503);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(page.ms).toBeLessThan(5000);
      const home = await request(server.url('/'), { headers: { accept: 'text/html' } });
      expect(home.status).toBe(503);
      expect(home.ms).toBeLessThan(5000);
      const readyz = await request(server.url('/readyz'));
      expect(readyz.status).toBe(503);
      expect(JSON.parse(readyz.text)).toMatchObject({ ok: false, code: 'DATABASE_UNAVAILABLE' });
      expect((await request(server.url('/healthz'))).status).toBe(200);
      expect(server.output()).toContain('PostgreSQL does not answer; requests get 503 until it does');

      await relay.setMode('forward');
      const back = Date.now();
      let status = 0;
      while (Date.now() - back < 5000) {
        status = (await request(server.url('/shop'))).status;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect((await request(server.url('/'))).status).toBe(200);
      expect((await request(server.url('/readyz'))).status).toBe(200);
      expect(server.alive(), server.output()).toBe(true);
    });
  });

  describe('through a relay that can cut the database off', () => {
    const schema = new ScratchSchema(base ?? '');
    let dataDir: string;
    let relay: TcpRelay;
    let db: Db;
    let app: FastifyInstance;
    /** A shopper with a cart, so reading the cart needs the database. */
    let shopper: Visitor;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'plinth-pg-relay-'));
      await schema.create();
      relay = await TcpRelay.start(Number(new URL(base ?? '').port || 5432));
      db = openDatabase({ url: schema.url(relay.port), connectTimeoutMs: 1000, statementTimeoutMs: 1000 });
      await migrateToLatest(db);
      await writeTransaction(db, (trx) => seedDemoSite(trx));
      app = await buildApp({ config: testConfig({ dataDir }), db });
      shopper = new Visitor(app);
      await shopper.visit();
      const mug = await demoProduct(db, 'ceramic-mug');
      expect((await shopper.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 })).statusCode).toBe(200);
    });
    afterAll(async () => {
      await (app as FastifyInstance | undefined)?.close();
      await (db as Db | undefined)?.close();
      await (relay as TcpRelay | undefined)?.close();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function probe() {
      const [healthz, readyz, page, api] = await Promise.all([
        app.inject({ url: '/healthz' }),
        app.inject({ url: '/readyz' }),
        app.inject({ url: '/shop', headers: HOST }),
        shopper.get('/api/commerce/shopping-cart'),
      ]);
      return { healthz, readyz, page, api };
    }

    function expectUnavailable(answers: Awaited<ReturnType<typeof probe>>): void {
      expect(answers.healthz.statusCode).toBe(200);
      for (const answer of [answers.readyz, answers.page, answers.api]) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(answers.api.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(answers.readyz.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    }

    test('all is well while the relay forwards', async () => {
      const answers = await probe();
      expect([answers.healthz, answers.readyz, answers.page, answers.api].map((a) => a.statusCode)).toEqual([
        200, 200, 200, 200,
      ]);
    });

    test('a statement stuck behind a lock another session holds gives 503 once the statement timeout passes', async () => {
      const operator = new pg.Client({ connectionString: base });
      await operator.connect();
      try {
        await operator.query('begin');
        await operator.query(`lock table ${schema.name}.carts in access exclusive mode`);
        const cart = await shopper.get('/api/commerce/shopping-cart');
        expect(cart.statusCode, cart.body).toBe(503);
        expect(cart.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect(Number(cart.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await operator.query('rollback').catch(() => undefined);
        await operator.end();
      }
      expect((await shopper.get('/api/commerce/shopping-cart')).statusCode).toBe(200);
    });

    test('a database that never answers gives 503 with Retry-After, not a hang', async () => {
      await relay.setMode('blackhole');
      expectUnavailable(await probe());
    });

    test('a database that refuses connections gives 503 with Retry-After, not a 500', async () => {
      await relay.setMode('refuse');
      expectUnavailable(await probe());
    });

    test('everything answers again within seconds once the database is back', async () => {
      await relay.setMode('forward');
      // The breaker, open since the outage, closes at its next check (every second).
      const back = Date.now();
      while ((await app.inject({ url: '/readyz' })).statusCode !== 200 && Date.now() - back < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const answers = await probe();
      expect([answers.healthz, answers.readyz, answers.page, answers.api].map((a) => a.statusCode)).toEqual([
        200, 200, 200, 200,
      ]);
    });
  });
});
