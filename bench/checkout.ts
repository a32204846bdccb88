/**
 * Checkout throughput on SQLite and on PostgreSQL (when it answers): `BENCH_CHECKOUT_SHOPPERS` (10)
 * shoppers at once, each in a loop of a complete purchase: a first add to cart (a new visitor and a
 * new cart each time), then the order placed through the checkout API with a shipping address and
 * the test card (priced with shipping and tax, stock taken, payment authorized, the confirmation email
 * and the settlement job queued, the cart marked purchased). Prints orders per second and the p99 of
 * the place-order call. The item is the demo Sticker Pack (unlimited stock), so every order succeeds;
 * orders still lock its variant, as a best seller's would. Also runnable alone:
 *   node --import tsx bench/checkout.ts
 */
import { fileURLToPath } from 'node:url';
import { addToCartTarget, onEachEngine, withServer, type Target } from './add-to-cart';

const SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? 10);
const ORDERS_PATH = '/api/commerce/checkout/orders';
const ADD_PATH = '/api/commerce/shopping-cart/entries';

export interface CheckoutResult {
  engine: 'sqlite' | 'postgres';
  orders: number;
  ordersPerSecond: number;
  placeP99Ms: number;
  failures: number;
  firstFailure: string | null;
}

export async function runCheckoutBench(
  durationS = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<{ results: CheckoutResult[]; postgresSkipped: string | null }> {
  return onEachEngine((target) => benchEngine(target, durationS));
}

async function benchEngine(target: Target, durationS: number): Promise<CheckoutResult> {
  // BENCH_CHECKOUT_PROFILE_DIR=<folder>: the server writes a CPU profile of the run there
  // (node --cpu-prof), for bench/cpu-profile-summary.ts.
  const profileDir = process.env.BENCH_CHECKOUT_PROFILE_DIR ?? null;
  return withServer(target, profileDir && `${profileDir}/${target.engine}`, async (base) => {
    const { itemId, sku, crumb } = await addToCartTarget(base);
    const placeTimes: number[] = [];
    let failures = 0;
    let firstFailure: string | null = null;
    const fail = (what: string) => {
      failures += 1;
      firstFailure ??= what;
    };
    const deadline = Date.now() + durationS * 1000;
    const started = Date.now();
    const shopper = async () => {
      while (Date.now() < deadline) {
        const headers = { 'content-type': 'application/json', 'x-csrf-token': crumb };
        const added = await fetch(base + ADD_PATH, {
          method: 'POST',
          headers: { ...headers, cookie: `crumb=${crumb}` },
          body: JSON.stringify({ itemId, sku, quantity: 1, additionalFields: null }),
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
    await Promise.all(Array.from({ length: SHOPPERS }, shopper));
    const seconds = (Date.now() - started) / 1000;
    placeTimes.sort((a, b) => a - b);
    return {
      engine: target.engine,
      orders: placeTimes.length,
      ordersPerSecond: placeTimes.length / seconds,
      placeP99Ms: placeTimes[Math.min(placeTimes.length - 1, Math.floor(placeTimes.length * 0.99))] ?? 0,
      failures,
      firstFailure,
    };
  });
}

export function formatCheckoutReport(report: Awaited<ReturnType<typeof runCheckoutBench>>): string {
  const lines = [`Checkout (${SHOPPERS} shoppers at once, each: add to cart, then place the order)`];
  for (const r of report.results) {
    const warn = r.failures > 0 ? `   (${r.failures} failed; first: ${r.firstFailure ?? ''})` : '';
    lines.push(
      `  ${r.engine.padEnd(9)} ${r.ordersPerSecond.toFixed(0).padStart(6)} orders/s   ` +
        `place order p99 ${r.placeP99Ms.toFixed(0).padStart(4)} ms   (${r.orders} orders)${warn}`,
    );
  }
  if (report.postgresSkipped) lines.push(`  postgres: skipped: ${report.postgresSkipped}`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatCheckoutReport(await runCheckoutBench()));
}
