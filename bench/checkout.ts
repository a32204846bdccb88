/**
 * Checkout throughput on SQLite and on PostgreSQL (when it answers), two rows per engine (issue 23 §2):
 *
 * - `BENCH_CHECKOUT_SHOPPERS` (10) shoppers buying the demo Sticker Pack (unlimited stock: orders never
 *   wait for each other on its row);
 * - `BENCH_CHECKOUT_HOT_SHOPPERS` (50) shoppers all buying the same tracked variant, the Ceramic Mug
 *   with its stock set to 1,000,000 through the owner API first: a best seller, whose row every order
 *   takes stock from.
 *
 * Each shopper loops over a complete purchase: a first add to cart (a new visitor and a new cart each
 * time), then the order placed through the checkout API with a shipping address and the test card
 * (priced with shipping and tax, stock taken, payment authorized, the confirmation email and the
 * settlement job queued, the cart marked purchased). Prints orders per second, the p99 of the
 * place-order call, and the server process's own CPU per purchase (add to cart and order, from /proc).
 * Also runnable alone:
 *   node --import tsx bench/checkout.ts
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addToCartTarget, onEachEngine, withServer, type Target } from './add-to-cart';
import { formatEntries, readProfile, summariseProfile, type ProfileSummary } from './cpu-profile-summary';
import { cpuMs } from './process-cpu';

const SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? 10);
const HOT_SHOPPERS = Number(process.env.BENCH_CHECKOUT_HOT_SHOPPERS ?? 50);
const HOT_STOCK = 1_000_000;
const ORDERS_PATH = '/api/commerce/checkout/orders';
const ADD_PATH = '/api/commerce/shopping-cart/entries';
/** The owner the bench signs in as to give the hot item its stock (the server creates it at start). */
const OWNER = { email: 'bench-owner@example.com', password: 'bench owner password' };

export interface CheckoutResult {
  engine: 'sqlite' | 'postgres';
  scenario: 'unlimited' | 'hot';
  shoppers: number;
  orders: number;
  ordersPerSecond: number;
  placeP99Ms: number;
  /** The server's CPU (user + system) per purchase, add to cart included; null without /proc. */
  cpuMsPerOrder: number | null;
  /** The hot item's stock at the end plus the orders' quantity: HOT_STOCK when nothing was oversold. */
  stockAccounted: number | null;
  failures: number;
  firstFailure: string | null;
  /** The monotonic clock (µs) around the row, to cut its samples out of a CPU profile. */
  window: { fromUs: number; toUs: number };
  /** With BENCH_CHECKOUT_PROFILE_DIR: where the server's CPU went during this row. */
  profile?: ProfileSummary | null;
}

export async function runCheckoutBench(
  durationS = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<{ results: CheckoutResult[][]; postgresSkipped: string | null }> {
  // The server creates this administrator at first start (PLINTH_ADMIN_*): withServer passes the env on.
  process.env.PLINTH_ADMIN_EMAIL ??= OWNER.email;
  process.env.PLINTH_ADMIN_PASSWORD ??= OWNER.password;
  return onEachEngine((target) => benchEngine(target, durationS));
}

interface Item {
  itemId: string;
  sku: string;
}

async function benchEngine(target: Target, durationS: number): Promise<CheckoutResult[]> {
  // BENCH_CHECKOUT_PROFILE_DIR=<folder>: the server writes a CPU profile of the run there
  // (node --cpu-prof), for bench/cpu-profile-summary.ts.
  const profileDir = process.env.BENCH_CHECKOUT_PROFILE_DIR ?? null;
  const engineDir = profileDir && `${profileDir}/${target.engine}`;
  const results = await withServer(target, engineDir, async (base, pid) => {
    const { itemId, sku, crumb } = await addToCartTarget(base);
    const only = process.env.BENCH_CHECKOUT_SCENARIOS?.split(',');
    const results: CheckoutResult[] = [];
    if (!only || only.includes('unlimited')) {
      results.push(
        await purchases(base, pid, crumb, { itemId, sku }, SHOPPERS, durationS, {
          engine: target.engine,
          scenario: 'unlimited',
        }),
      );
    }
    if (!only || only.includes('hot')) {
      const hot = await stockedHotItem(base, crumb);
      const result = await purchases(base, pid, crumb, hot, HOT_SHOPPERS, durationS, {
        engine: target.engine,
        scenario: 'hot',
      });
      const left = await hotStockLeft(base, crumb, hot.sku);
      results.push({ ...result, stockAccounted: left === null ? null : left + result.orders });
    }
    return results;
  });
  if (!engineDir) return results;
  // The server writes its profile as it exits; tsx's loader thread writes one too (the busier is the server's).
  const files = readdirSync(engineDir).filter((name) => name.endsWith('.cpuprofile'));
  return results.map((result) => ({
    ...result,
    profile:
      files
        .map((name) => summariseProfile(readProfile(join(engineDir, name)), 25, result.window))
        .sort((a, b) => b.totalMs - a.totalMs)[0] ?? null,
  }));
}

async function purchases(
  base: string,
  pid: number,
  crumb: string,
  item: Item,
  shoppers: number,
  durationS: number,
  row: Pick<CheckoutResult, 'engine' | 'scenario'>,
): Promise<CheckoutResult> {
  const placeTimes: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const fail = (what: string) => {
    failures += 1;
    firstFailure ??= what;
  };
  const deadline = Date.now() + durationS * 1000;
  const started = Date.now();
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuMs(pid);
  const shopper = async () => {
    while (Date.now() < deadline) {
      const headers = { 'content-type': 'application/json', 'x-csrf-token': crumb };
      const added = await fetch(base + ADD_PATH, {
        method: 'POST',
        headers: { ...headers, cookie: `crumb=${crumb}` },
        body: JSON.stringify({ itemId: item.itemId, sku: item.sku, quantity: 1, additionalFields: null }),
      });
      if (added.status !== 200) {
        fail(`add to cart answered ${added.status}: ${await added.text()}`);
        continue;
      }
      const cartCookie = /plinth_cart=[^;]+/.exec(added.headers.get('set-cookie') ?? '')?.[0];
      const { shoppingCart } = (await added.json()) as { shoppingCart: { id: string } };
      const at = performance.now();
      const placed = await fetch(base + ORDERS_PATH, {
        method: 'POST',
        headers: { ...headers, cookie: `crumb=${crumb}; ${cartCookie ?? ''}` },
        body: JSON.stringify({
          cartId: shoppingCart.id,
          email: 'bench@example.com',
          shippingAddress: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            line1: '12 Harbour Street',
            city: 'Oakland',
            region: 'CA',
            postalCode: '94607',
            country: 'US',
          },
          card: { number: '4242 4242 4242 4242', expiry: '12/34', securityCode: '123' },
        }),
      });
      const body = await placed.text();
      if (placed.status !== 201) {
        fail(`place order answered ${placed.status}: ${body.slice(0, 200)}`);
        continue;
      }
      placeTimes.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: shoppers }, shopper));
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  placeTimes.sort((a, b) => a - b);
  return {
    ...row,
    shoppers,
    orders: placeTimes.length,
    ordersPerSecond: placeTimes.length / seconds,
    placeP99Ms: placeTimes[Math.min(placeTimes.length - 1, Math.floor(placeTimes.length * 0.99))] ?? 0,
    cpuMsPerOrder:
      cpuBefore === null || cpuAfter === null || placeTimes.length === 0
        ? null
        : (cpuAfter - cpuBefore) / placeTimes.length,
    stockAccounted: null,
    failures,
    firstFailure,
    window: { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) },
  };
}

/** Signs in as the bench's owner; answers the cookies an owner request sends. */
async function ownerCookies(base: string, crumb: string): Promise<string> {
  const response = await fetch(`${base}/config/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
    body: JSON.stringify(OWNER),
  });
  if (response.status !== 200) throw new Error(`owner sign-in answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.startsWith('crumb='));
  return [`crumb=${crumb}`, ...session].join('; ');
}

interface InventoryRow {
  variantId: string;
  productId: string;
  sku: string;
  stock: number;
}

async function inventoryRow(
  base: string,
  cookies: string,
  crumb: string,
  sku: string,
): Promise<InventoryRow> {
  const response = await fetch(`${base}/config/api/inventory?q=${encodeURIComponent(sku)}`, {
    headers: { cookie: cookies, 'x-csrf-token': crumb },
  });
  if (response.status !== 200) throw new Error(`the inventory answered ${response.status}`);
  const { items } = (await response.json()) as { items: InventoryRow[] };
  const row = items.find((item) => item.sku === sku);
  if (!row) throw new Error(`no inventory row for ${sku}`);
  return row;
}

/** The demo Ceramic Mug, given HOT_STOCK units through the owner API: the best seller of the run. */
async function stockedHotItem(base: string, crumb: string): Promise<Item> {
  const cookies = await ownerCookies(base, crumb);
  const row = await inventoryRow(base, cookies, crumb, 'MUG-CERAMIC');
  const set = await fetch(`${base}/config/api/inventory/${row.variantId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-csrf-token': crumb },
    body: JSON.stringify({ stock: HOT_STOCK }),
  });
  if (set.status !== 200)
    throw new Error(`setting the mug's stock answered ${set.status}: ${await set.text()}`);
  return { itemId: row.productId, sku: row.sku };
}

async function hotStockLeft(base: string, crumb: string, sku: string): Promise<number | null> {
  try {
    return (await inventoryRow(base, await ownerCookies(base, crumb), crumb, sku)).stock;
  } catch {
    return null;
  }
}

export function formatCheckoutReport(report: Awaited<ReturnType<typeof runCheckoutBench>>): string {
  const lines = ['Checkout (shoppers at once, each: add to cart, then place the order)'];
  for (const r of report.results.flat()) {
    const what = r.scenario === 'hot' ? 'one tracked best seller' : 'an unlimited item';
    const cpu = r.cpuMsPerOrder === null ? '' : `   server CPU ${r.cpuMsPerOrder.toFixed(1)} ms/purchase`;
    const oversold =
      r.stockAccounted === null
        ? ''
        : r.stockAccounted === HOT_STOCK
          ? '   stock adds up'
          : `   STOCK OFF BY ${r.stockAccounted - HOT_STOCK}`;
    const warn = r.failures > 0 ? `   (${r.failures} failed; first: ${r.firstFailure ?? ''})` : '';
    lines.push(
      `  ${r.engine.padEnd(9)} ${String(r.shoppers).padStart(2)} shoppers, ${what.padEnd(23)} ` +
        `${r.ordersPerSecond.toFixed(0).padStart(5)} orders/s   place order p99 ${r.placeP99Ms.toFixed(0).padStart(4)} ms` +
        `   (${r.orders} orders)${cpu}${oversold}${warn}`,
    );
    if (r.profile) lines.push(formatProfile(r.profile));
  }
  if (report.postgresSkipped) lines.push(`  postgres: skipped: ${report.postgresSkipped}`);
  return lines.join('\n');
}

function formatProfile(profile: ProfileSummary): string {
  return [
    `    server CPU profile of this row: ${profile.totalMs.toFixed(0)} ms busy`,
    '    self time by module:',
    formatEntries(profile.selfByModule).replace(/^/gm, '    '),
    '    inclusive time by function:',
    formatEntries(profile.inclusiveByFunction).replace(/^/gm, '    '),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatCheckoutReport(await runCheckoutBench()));
}
