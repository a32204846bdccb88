import type { ApiError, PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import type { TestProcessor } from '../src/modules/payments';
import { useTestApp } from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';

/**
 * Issue 9 part 4: an order never sells more than exists, whatever the concurrency. Every shopper has
 * their own cart; all of them place at once.
 */
describe.each(testEngines())('checkout under concurrency on %s', (engine) => {
  // 50 shoppers from one address: far more writes than the default per-address limit allows.
  const t = useTestApp(engine, { rateLimit: { max: 100_000, windowMs: 10_000 } });
  const processor = () => t.app.payments as TestProcessor;

  async function variant(sku: string) {
    return t.db.kysely
      .selectFrom('variants')
      .select(['id', 'stock_qty'])
      .where('website_id', '=', t.websiteId)
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
  }

  async function ordersOf(sku: string): Promise<number> {
    const rows = await t.db.kysely
      .selectFrom('order_lines')
      .select('order_id')
      .where('website_id', '=', t.websiteId)
      .where('sku', '=', sku)
      .execute();
    return rows.length;
  }

  test('50 checkouts at once for 5 remaining units: exactly 5 orders, stock 0, 45 told it is sold out', async () => {
    const mug = await variant('MUG-CERAMIC');
    await t.db.kysely.updateTable('variants').set({ stock_qty: 5 }).where('id', '=', mug.id).execute();
    const carts = [];
    for (let i = 0; i < 50; i++) carts.push(await shopperWithCart(t.app, t.db, [{ urlId: 'ceramic-mug' }]));
    const paymentsBefore = processor().payments().length;
    const charged = processor().chargedCents();

    const answers = await Promise.all(
      carts.map(({ shopper, cartId }) => placeOrder(shopper, orderBody(cartId))),
    );

    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json<ApiError>()).toEqual({
        code: 'CHECKOUT_SOLD_OUT',
        message: 'Sorry, Ceramic Mug is sold out.',
      });
    }
    expect((await variant('MUG-CERAMIC')).stock_qty).toBe(0);
    expect(await ordersOf('MUG-CERAMIC')).toBe(5);
    // The stock is taken after the authorization (decision 0064): a shopper who lost the race for the
    // last units may have been authorized, and that hold is voided; only the 5 orders keep theirs.
    const made = processor().payments().slice(paymentsBefore);
    expect(made.filter((p) => p.status !== 'voided')).toHaveLength(5);
    const totals = placed.map((a) => a.json<PlaceOrderResponse>().order.grandTotalCents);
    expect(processor().chargedCents() - charged).toBe(totals.reduce((a, b) => a + b, 0));
    const numbers = placed.map((a) => a.json<PlaceOrderResponse>().order.orderNumber);
    expect(new Set(numbers).size).toBe(5);
    // The 45 refused were refused before a number was taken (decision 0064): no gap between the five.
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(4);
  });

  test('two shoppers racing for the Vintage Lamp: one order; the other is told it is sold out, uncharged', async () => {
    const lamp = await variant('LAMP-VINTAGE');
    expect(lamp.stock_qty).toBe(1);
    const first = await shopperWithCart(t.app, t.db, [{ urlId: 'vintage-lamp' }]);
    const second = await shopperWithCart(t.app, t.db, [{ urlId: 'vintage-lamp' }]);
    const paymentsBefore = processor().payments().length;

    const answers = await Promise.all([
      placeOrder(first.shopper, orderBody(first.cartId)),
      placeOrder(second.shopper, orderBody(second.cartId)),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json<ApiError>().message).toBe('Sorry, Vintage Lamp is sold out.');
    const made = processor().payments().slice(paymentsBefore);
    expect(made.filter((p) => p.status !== 'voided')).toHaveLength(1);
    expect((await variant('LAMP-VINTAGE')).stock_qty).toBe(0);
    expect(await ordersOf('LAMP-VINTAGE')).toBe(1);
    // The loser's cart is intact, still holding the lamp.
    const loserCart = answers[0]?.statusCode === 409 ? first.cartId : second.cartId;
    const cart = await t.db.kysely
      .selectFrom('carts')
      .select(['is_purchased'])
      .where('id', '=', loserCart)
      .executeTakeFirstOrThrow();
    expect(cart.is_purchased).toBe(0);
  });
});
