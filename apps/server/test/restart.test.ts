import type { ShoppingCart } from '@plinth/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@plinth/db';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { demoProduct, Visitor } from './fixtures/create-test-app';

const dir = mkdtempSync(join(tmpdir(), 'plinth-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start() {
  const db = openDatabase({ sqlitePath: join(dir, 'plinth.sqlite') });
  await migrateToLatest(db);
  const seeded = await seedDemoIfEmpty(db);
  const app = await buildApp({ config: testConfig(), db });
  return { db, app, seeded };
}

test('the SQLite file keeps carts across a restart, and the demo is seeded only once', async () => {
  const first = await start();
  expect(first.seeded).toBe(true);
  const visitor = new Visitor(first.app);
  await visitor.visit();
  const mug = await demoProduct(first.db, 'ceramic-mug');
  expect((await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 })).statusCode).toBe(200);
  await first.app.close();
  await first.db.close();

  const second = await start();
  expect(second.seeded).toBe(false);
  const again = new Visitor(second.app);
  for (const [name, value] of visitor.cookies) again.cookies.set(name, value);
  const cart = (await again.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
  expect(cart.totalQuantity).toBe(2);
  await second.app.close();
  await second.db.close();
});
