import type { ApiError, OwnerHome, OwnerOrder, PlaceOrderResponse } from '@plinth/contracts';
import { OWNER_HOME_API } from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messageIdFor } from '../src/modules/email';
import { orderEmailKey } from '../src/modules/orders';
import { createTestApp, signedInOwner, type TestApp, type Visitor } from './fixtures/create-test-app';
import { orderBody, orderIdOfToken, placeOrder, shopperWithCart } from './fixtures/checkout';
import { TestSmtpServer, type AcceptedMail } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };
const UPS = '1Z999AA10123456784';
const FEDEX = '123456789012';
const UPS_LINK = `https://www.ups.com/track?tracknum=${UPS}`;
const FEDEX_LINK = `https://www.fedex.com/fedextrack/?trknbr=${FEDEX}`;

/** Partial fulfilment (issue 23 §4, decision 0067): shipments by line and quantity, over HTTP. */
describe.each(testEngines())('partial fulfilment on %s', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let owner: Visitor;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp(engine, {
      jobs: { worker: true },
      mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' },
    });
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function arrived(messageId: string): Promise<AcceptedMail> {
    return waitFor(`the message ${messageId}`, async () =>
      smtp.accepted.find((m) => m.messageId === messageId),
    );
  }

  async function unfulfilled(): Promise<number> {
    const home = await owner.get(OWNER_HOME_API.home);
    expect(home.statusCode, home.body).toBe(200);
    return home.json<OwnerHome>().sales?.unfulfilled ?? -1;
  }

  function fulfil(orderId: string, json: object) {
    return owner.request({ method: 'POST', url: `/config/api/orders/${orderId}/fulfill`, json });
  }

  const slip = (orderId: string, query = '') =>
    owner.get(`/config/api/websites/${t.websiteId}/orders/${orderId}/packing-slip${query}`);

  test('a 3-unit line ships as 2 then 1: partially fulfilled, then fulfilled, one email and one tracking link per shipment', async () => {
    const before = await unfulfilled();
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [
      { ...SHIRT, quantity: 3 },
      { urlId: 'ceramic-mug' },
    ]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'grace.parts@example.com' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { statusToken } = placed.json<PlaceOrderResponse>().order;
    const orderId = await orderIdOfToken(t.db, statusToken);
    const order = (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order;
    expect(order.shipments).toEqual([]);
    const shirt = order.lines.find((l) => l.productName === 'Linen Shirt')!;
    const mug = order.lines.find((l) => l.productName === 'Ceramic Mug')!;
    expect(shirt).toMatchObject({ quantity: 3, fulfilledQuantity: 0 });
    expect(await unfulfilled()).toBe(before + 1);

    // Refused, with the field that is wrong: more than the line has, a line of no order, a line twice, zero.
    const tooMany = await fulfil(orderId, { lines: [{ lineId: shirt.id, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiError>().fieldErrors).toEqual({ 'lines.0.quantity': 'Only 3 left to fulfil.' });
    const unknown = await fulfil(orderId, { lines: [{ lineId: 'nope', quantity: 1 }] });
    expect(unknown.json<ApiError>().fieldErrors).toEqual({
      'lines.0.lineId': 'This item is not on the order.',
    });
    const twice = await fulfil(orderId, {
      lines: [
        { lineId: shirt.id, quantity: 1 },
        { lineId: shirt.id, quantity: 1 },
      ],
    });
    expect(twice.json<ApiError>().fieldErrors).toEqual({ 'lines.1.lineId': 'Name each item once.' });
    const zero = await fulfil(orderId, { lines: [{ lineId: shirt.id, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(
      await t.db.kysely.selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).execute(),
    ).toEqual([]);

    // Shipment 1: two of the three shirts, by UPS.
    const first = await fulfil(orderId, {
      lines: [{ lineId: shirt.id, quantity: 2 }],
      carrier: 'ups',
      trackingNumber: UPS,
    });
    expect(first.statusCode, first.body).toBe(200);
    const partly = first.json<{ order: OwnerOrder }>().order;
    expect(partly.status).toBe('partially_fulfilled');
    expect(partly.fulfilledAt).toBeNull();
    expect(partly.lines.map((l) => l.fulfilledQuantity)).toEqual(
      partly.lines.map((l) => (l.id === shirt.id ? 2 : 0)),
    );
    expect(partly.shipments).toHaveLength(1);
    const shipment1 = partly.shipments[0]!;
    expect(shipment1).toMatchObject({
      trackingNumber: UPS,
      trackingCarrier: 'ups',
      trackingUrl: UPS_LINK,
      lines: [{ lineId: shirt.id, quantity: 2 }],
    });
    // Still to fulfil on the owner's home.
    expect(await unfulfilled()).toBe(before + 1);

    const mail1 = await arrived(messageIdFor(orderEmailKey.shipment(shipment1.id), 'shop@plinth.test'));
    expect(mail1.rcptTo).toEqual(['grace.parts@example.com']);
    expect(mail1.subject).toMatch(/^Part of order #\d+ is on its way$/);
    expect(mail1.text).toContain('Linen Shirt × 2 of 3');
    expect(mail1.text).not.toContain('Ceramic Mug');
    expect(mail1.text).toContain(`Track your package with UPS: ${UPS_LINK}`);

    // The slip prints what is left: one shirt and the mug.
    const remainder = await slip(orderId);
    expect(remainder.statusCode, remainder.body).toBe(200);
    expect(remainder.body).toContain('Still to ship (2)');
    expect(remainder.body).toMatch(/<td class="qty">1<\/td><td><strong>Linen Shirt/);
    expect(remainder.body).toMatch(/<td class="qty">1<\/td><td><strong>Ceramic Mug/);
    const ofShipment = await slip(orderId, `?shipment=${shipment1.id}`);
    expect(ofShipment.body).toContain('Shipment 1 (2)');
    expect(ofShipment.body).toContain(`Tracking ${UPS}`);
    expect((await slip(orderId, '?shipment=nope')).statusCode).toBe(404);

    // Only one shirt is left now.
    const over = await fulfil(orderId, { lines: [{ lineId: shirt.id, quantity: 2 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json<ApiError>().fieldErrors).toEqual({ 'lines.0.quantity': 'Only 1 left to fulfil.' });

    // Shipment 2: the rest (no lines named), by FedEx.
    const second = await fulfil(orderId, { carrier: 'fedex', trackingNumber: FEDEX });
    expect(second.statusCode, second.body).toBe(200);
    const done = second.json<{ order: OwnerOrder }>().order;
    expect(done.status).toBe('fulfilled');
    expect(done.fulfilledAt).not.toBeNull();
    expect(done.lines.every((l) => l.fulfilledQuantity === l.quantity)).toBe(true);
    expect(done.shipments).toHaveLength(2);
    const shipment2 = done.shipments[1]!;
    expect(shipment2.lines).toEqual(
      expect.arrayContaining([
        { lineId: shirt.id, quantity: 1 },
        { lineId: mug.id, quantity: 1 },
      ]),
    );
    // The order's own tracking mirrors the latest shipment's.
    expect(done).toMatchObject({ trackingNumber: FEDEX, trackingCarrier: 'fedex', trackingUrl: FEDEX_LINK });
    expect(await unfulfilled()).toBe(before);

    const mail2 = await arrived(messageIdFor(orderEmailKey.shipment(shipment2.id), 'shop@plinth.test'));
    expect(mail2.subject).toMatch(/^The rest of order #\d+ is on its way$/);
    expect(mail2.text).toContain('Linen Shirt × 1 of 3');
    expect(mail2.text).toContain('Ceramic Mug × 1');
    expect(mail2.text).toContain(`Track your package with FedEx: ${FEDEX_LINK}`);
    // A split order gets no whole-order shipping email besides.
    expect(
      smtp.accepted.some(
        (m) => m.messageId === messageIdFor(orderEmailKey.shipped(orderId), 'shop@plinth.test'),
      ),
    ).toBe(false);

    // Nothing is left to ship.
    const again = await fulfil(orderId, {});
    expect(again.statusCode).toBe(409);

    // The status page lists both shipments with their tracking links.
    const page = await shopper.get(`/orders/${statusToken}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Shipments');
    expect(page.body).toContain(`href="${UPS_LINK}"`);
    expect(page.body).toContain(`href="${FEDEX_LINK}"`);
    expect(page.body).toContain('Linen Shirt × 2');
    const status = await shopper.get(`/api/commerce/orders/${statusToken}`);
    expect(status.json<PlaceOrderResponse>().order.shipments.map((s) => s.trackingUrl)).toEqual([
      UPS_LINK,
      FEDEX_LINK,
    ]);
  });

  test('fulfilling a whole order at once is one shipment and the order shipping email, as before', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'ceramic-mug', quantity: 2 }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'ada.whole@example.com' }));
    const { statusToken } = placed.json<PlaceOrderResponse>().order;
    const orderId = await orderIdOfToken(t.db, statusToken);
    const response = await fulfil(orderId, { carrier: 'dhl', trackingNumber: 'JD0142' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: OwnerOrder }>().order;
    expect(order.status).toBe('fulfilled');
    expect(order.shipments).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 2, fulfilledQuantity: 2 });
    const mail = await arrived(messageIdFor(orderEmailKey.shipped(orderId), 'shop@plinth.test'));
    expect(mail.subject).toMatch(/is on its way$/);
    // One shipment of the whole order: the page shows the order's tracking, no shipment list.
    const page = await shopper.get(`/orders/${statusToken}`);
    expect(page.body).not.toContain('order-shipments-title');
  });

  test('a partially fulfilled order is refunded in part (shipments kept in the view), then in full', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ ...SHIRT, quantity: 2 }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'lin.parts@example.com' }));
    const { statusToken } = placed.json<PlaceOrderResponse>().order;
    const orderId = await orderIdOfToken(t.db, statusToken);
    const before = (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order;
    const line = before.lines[0]!;
    const shipped = await fulfil(orderId, { lines: [{ lineId: line.id, quantity: 1 }] });
    expect(shipped.json<{ order: OwnerOrder }>().order.status).toBe('partially_fulfilled');
    const refund = (json: object) =>
      owner.request({ method: 'POST', url: `/config/api/orders/${orderId}/refund`, json });

    const part = await refund({ amountCents: 500 });
    expect(part.statusCode, part.body).toBe(200);
    const partly = part.json<{ order: OwnerOrder }>().order;
    expect(partly).toMatchObject({ status: 'partially_fulfilled', refundedCents: 500 });
    expect(partly.shipments).toHaveLength(1);
    expect(partly.lines[0]).toMatchObject({ fulfilledQuantity: 1, refundedQuantity: 0 });

    const rest = await refund({});
    expect(rest.statusCode, rest.body).toBe(200);
    const refunded = rest.json<{ order: OwnerOrder }>().order;
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: before.grandTotalCents });
    expect(refunded.shipments).toHaveLength(1);
  });

  test('units refunded before they ship leave what is left to fulfil; shipping the rest fulfils the order', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [
      { ...SHIRT, quantity: 3 },
      { urlId: 'ceramic-mug' },
    ]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'ida.refunds@example.com' }));
    const orderId = await orderIdOfToken(t.db, placed.json<PlaceOrderResponse>().order.statusToken);
    const before = (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order;
    const shirt = before.lines.find((l) => l.productName === 'Linen Shirt')!;
    const mug = before.lines.find((l) => l.productName === 'Ceramic Mug')!;
    const refund = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/refund`,
      json: { lines: [{ lineId: shirt.id, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const tooMany = await fulfil(orderId, { lines: [{ lineId: shirt.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiError>().fieldErrors).toEqual({ 'lines.0.quantity': 'Only 2 left to fulfil.' });

    // Everything left: the two shirts not refunded and the mug, in one shipment; nothing stays to ship.
    const rest = await fulfil(orderId, { carrier: 'usps', trackingNumber: '9400100000000000000000' });
    expect(rest.statusCode, rest.body).toBe(200);
    const order = rest.json<{ order: OwnerOrder }>().order;
    expect(order.status).toBe('fulfilled');
    expect(order.shipments.flatMap((shipment) => shipment.lines)).toEqual(
      expect.arrayContaining([
        { lineId: shirt.id, quantity: 2 },
        { lineId: mug.id, quantity: 1 },
      ]),
    );
    expect(order.lines.find((l) => l.id === shirt.id)).toMatchObject({
      fulfilledQuantity: 2,
      refundedQuantity: 1,
    });
    const again = await fulfil(orderId, {});
    expect(again.statusCode).toBe(409);
  });

  test('refunding the last units still to ship of an order shipped in part fulfils it', async () => {
    const before = await unfulfilled();
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ ...SHIRT, quantity: 2 }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'max.last@example.com' }));
    const orderId = await orderIdOfToken(t.db, placed.json<PlaceOrderResponse>().order.statusToken);
    const line = (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order
      .lines[0]!;
    const shipped = await fulfil(orderId, { lines: [{ lineId: line.id, quantity: 1 }] });
    expect(shipped.json<{ order: OwnerOrder }>().order.status).toBe('partially_fulfilled');
    expect(await unfulfilled()).toBe(before + 1);

    const refund = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/refund`,
      json: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'partly_refunded',
    });
    expect(await unfulfilled()).toBe(before);
  });
});
