import { ANALYTICS_EVENTS, type PlaceOrderResponse } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { purchaseDedupeKey, withPurchaseEvents } from '../src/modules/analytics';
import { noOrderNotifier } from '../src/modules/orders';
import { DECLINED_CARD, orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { useTestApp } from './fixtures/create-test-app';

/**
 * Issue 12 part 3 (server): the Purchase event is written once per order by the server, in the order's
 * own transaction, keyed `purchase:<orderId>`: a retried placement or a replayed notification adds
 * nothing, and an order that fails writes none.
 */
describe.each(testEngines())('the Purchase analytics event (%s)', (engine) => {
  const t = useTestApp(engine);
  const purchases = () =>
    t.db.kysely
      .selectFrom('analytics_events')
      .selectAll()
      .where('website_id', '=', t.websiteId)
      .where('event', '=', ANALYTICS_EVENTS.purchase)
      .execute();

  test('placing an order writes one Purchase with its total and currency; a retry adds none', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack', quantity: 2 }]);
    const placed = await placeOrder(shopper, orderBody(cartId));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const retry = await placeOrder(shopper, orderBody(cartId));
    expect(retry.statusCode).toBe(200);

    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('website_id', '=', t.websiteId)
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    const rows = await purchases();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      value_cents: order.grandTotalCents,
      currency: order.currency,
      dedupe_key: purchaseDedupeKey(row.id),
      visitor_key: '',
    });
    expect(JSON.parse(rows[0]?.data ?? '{}')).toMatchObject({
      order_number: order.orderNumber,
      test_mode: true,
    });
  });

  test('a replayed notification of the same order is absorbed by the dedupe key', async () => {
    const [existing] = await purchases();
    const order = await t.db.kysely
      .selectFrom('orders')
      .select(['id'])
      .where('id', '=', (existing?.dedupe_key ?? '').replace('purchase:', ''))
      .executeTakeFirstOrThrow();
    const site = await t.app.sites.byId(t.websiteId);
    if (!site) throw new Error('no demo site');
    const notifier = withPurchaseEvents(noOrderNotifier);
    const replayed = {
      id: order.id,
      orderNumber: 1001,
      grandTotalCents: 999_999,
      currency: 'USD',
      testMode: true,
    } as Parameters<typeof notifier.orderPlaced>[1];
    await writeTransaction(t.db, (trx) =>
      notifier.orderPlaced(trx, replayed, { site, origin: 'http://localhost' }),
    );
    const rows = await purchases();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value_cents).not.toBe(999_999);
  });

  test('a declined card places no order and writes no Purchase', async () => {
    const before = (await purchases()).length;
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const declined = await placeOrder(shopper, orderBody(cartId, { card: { ...DECLINED_CARD } }));
    expect(declined.statusCode).toBe(400);
    expect((await purchases()).length).toBe(before);
  });
});
