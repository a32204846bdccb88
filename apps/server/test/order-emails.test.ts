import { formatMoney } from '@plinth/commerce';
import type { EmailPreview, OwnerOrder, PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messageIdFor } from '../src/modules/email';
import { orderEmailKey, PAYMENT_SETTLEMENT_DELAY_MS, settlePayment } from '../src/modules/orders';
import { createTestProcessor, type TestProcessor } from '../src/modules/payments';
import { createTestApp, signedInOwner, Visitor, type TestApp } from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart, TEST_ADDRESS } from './fixtures/checkout';
import { TestSmtpServer, type AcceptedMail } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

/** The test processor, with captures that fail while `failCaptures` is on (a crash after the commit). */
function flakyProcessor(): TestProcessor & { failCaptures: boolean; failRefunds: boolean } {
  const inner = createTestProcessor();
  const processor = {
    ...inner,
    failCaptures: false,
    failRefunds: false,
    capture: async (reference: string) => {
      if (processor.failCaptures) throw new Error('The process died before it captured');
      return inner.capture(reference);
    },
    refund: async (reference: string, amountCents: number, refundKey?: string) => {
      if (processor.failRefunds) throw new Error('The provider is away');
      return inner.refund(reference, amountCents, refundKey);
    },
  };
  return processor;
}

const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };

describe.each(testEngines())('order emails through a real SMTP server on %s', (engine) => {
  let smtp: TestSmtpServer;
  let clock = Date.now();
  let t: TestApp;
  let owner: Visitor;
  const payments = flakyProcessor();
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp(
      engine,
      { jobs: { worker: true }, mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' } },
      { now: () => clock, payments },
    );
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function orderIdOf(token: string): Promise<string> {
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status_token', '=', token)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function arrived(messageId: string): Promise<AcceptedMail> {
    return waitFor(`the message ${messageId}`, async () =>
      smtp.accepted.find((m) => m.messageId === messageId),
    );
  }

  /** Every job of the site has run: nothing more can arrive unless something new is queued. */
  async function queueSettled(): Promise<void> {
    await waitFor('the email jobs to finish', async () => {
      const open = await t.db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'email.send')
        .where('state', 'in', ['queued', 'running'])
        .execute();
      return open.length === 0;
    });
  }

  test('placing an order emails its confirmation: items, totals, address, test note and a status link that works', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
    const body = orderBody(cartId, {
      email: 'ada.buyer@example.com',
      couponCodes: ['WELCOME10'],
      shippingAddress: { ...TEST_ADDRESS, line2: 'Apartment 4B', phone: '+1 510 555 0134' },
    });
    const response = await placeOrder(shopper, body);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);
    const messageId = messageIdFor(orderEmailKey.confirmation(orderId), 'shop@plinth.test');

    const mail = await arrived(messageId);
    const money = (cents: number) => formatMoney(cents, 'USD');
    expect(mail.rcptTo).toEqual([order.email]);
    expect(mail.headers.get('to')).toBe(order.email);
    expect(mail.headers.get('from')).toBe('"Plinth Supply Co." <shop@plinth.test>');
    expect(mail.subject).toBe(`Order #${order.orderNumber} confirmed`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`#${order.orderNumber}`);
      expect(part).toContain('Linen Shirt × 1');
      expect(part).toContain('Size: S, Color: Sand');
      expect(part).toContain('12 Harbour Street');
      expect(part).toContain('Apartment 4B');
      expect(part).toContain('+1 510 555 0134');
      expect(part).toContain('no real payment was taken');
    }
    expect(mail.text).toContain(`Subtotal: ${money(6800)}`);
    expect(mail.text).toContain(`Discount (WELCOME10): ${money(-680)}`);
    expect(mail.text).toContain(`Shipping (Standard shipping): ${money(600)}`);
    expect(mail.text).toContain(`Tax: ${money(order.taxCents)}`);
    expect(mail.text).toContain(`Total: ${money(order.grandTotalCents)}`);
    expect(mail.text).toContain('Oakland, CA 94607');
    // The country as the order pages name it, and the line's picture: its variant's, absolute (HTML
    // only; decorative beside the name).
    expect(mail.text).toContain('United States');
    expect(mail.html).toContain('United States');
    const picture = 'http://localhost:3000/assets/demo/linen-shirt-sand.svg';
    expect(mail.html).toContain(`<img src="${picture}" width="48" height="48" alt=""`);
    expect(mail.text).not.toContain(picture);
    // How it was paid: the test card, named as the card networks write it.
    expect(mail.text).toMatch(/Payment:\r?\nVisa •••• 4242/);
    expect(mail.html).toContain('Visa •••• 4242');

    const link = `http://localhost:3000/orders/${order.statusToken}`;
    expect(mail.text).toContain(`View your order status: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    // The link opens the order status page (211), and its data answers at the API with the token.
    const page = await new Visitor(t.app).get(new URL(link).pathname);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`#${order.orderNumber}`);
    const status = await new Visitor(t.app).get(`/api/commerce/orders/${link.split('/').pop()}`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<PlaceOrderResponse>().order.orderNumber).toBe(order.orderNumber);

    // The same cart again: the same order (200), and no second email is queued or sent.
    const again = await placeOrder(shopper, body);
    expect(again.statusCode, again.body).toBe(200);
    await queueSettled();
    const rows = await t.db.kysely
      .selectFrom('emails')
      .select(['id', 'sent_at'])
      .where('dedupe_key', 'like', `order-%:${orderId}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).not.toBeNull();
    expect(smtp.countsByMessageId().get(messageId)).toBe(1);
  });

  test('fulfilling with a tracking number emails "on its way" with the number, once', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'ceramic-mug' }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'grace@example.com' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);

    const fulfilled = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/fulfill`,
      json: { trackingNumber: '1Z999AA10123456784' },
    });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    const mail = await arrived(messageIdFor(orderEmailKey.shipped(orderId), 'shop@plinth.test'));
    expect(mail.rcptTo).toEqual(['grace@example.com']);
    expect(mail.subject).toBe(`Order #${order.orderNumber} is on its way`);
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.html).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.text).toContain(`http://localhost:3000/orders/${order.statusToken}`);

    const twice = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/fulfill`,
      json: { trackingNumber: 'another' },
    });
    expect(twice.statusCode).toBe(409);
    await queueSettled();
    const shipped = smtp.accepted.filter((m) => m.subject.endsWith('is on its way'));
    expect(shipped.filter((m) => m.rcptTo.includes('grace@example.com'))).toHaveLength(1);
  });

  test('fulfilling with a carrier links its tracking page: in the email, the owner API and the status page', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'ceramic-mug' }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'hedy@example.com' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);

    const unknown = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/fulfill`,
      json: { trackingNumber: '9400 1000 0000 0000 0000 00', carrier: 'pigeon' },
    });
    expect(unknown.statusCode).toBe(400);

    const fulfilled = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/fulfill`,
      json: { trackingNumber: '9400 1000 0000 0000 0000 00', carrier: 'usps' },
    });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    const link = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000';
    expect(fulfilled.json<{ order: OwnerOrder }>().order).toMatchObject({
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingCarrier: 'usps',
      trackingUrl: link,
    });
    const mail = await arrived(messageIdFor(orderEmailKey.shipped(orderId), 'shop@plinth.test'));
    expect(mail.text).toContain('Tracking number: 9400 1000 0000 0000 0000 00 (USPS)');
    expect(mail.text).toContain(`Track your package with USPS: ${link}`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    const page = await shopper.get(`/orders/${order.statusToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<a href="${link}" rel="noopener noreferrer">Track your package with USPS</a>`,
    );
    const json = await shopper.get(`/orders/${order.statusToken}?format=json`);
    expect(json.body).toContain(link);
  });

  test("the packing slip lists the items and the address, escaped, without prices; another site's order is not found", async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT, { urlId: 'ceramic-mug' }]);
    const placed = await placeOrder(
      shopper,
      orderBody(cartId, {
        email: 'ada.slip@example.com',
        shippingAddress: { ...TEST_ADDRESS, firstName: '<b>Ada</b>' },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);
    const slip = await owner.get(`/config/api/websites/${t.websiteId}/orders/${orderId}/packing-slip`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.headers['content-type']).toContain('text/html');
    expect(slip.headers['content-security-policy']).toContain("default-src 'none'");
    expect(slip.body).toContain(`#${order.orderNumber}`);
    expect(slip.body).toContain('Linen Shirt');
    expect(slip.body).toContain('S / Sand · SKU SHIRT-LINEN-SAND-S');
    expect(slip.body).toContain('Ceramic Mug');
    expect(slip.body).toContain('&lt;b&gt;Ada&lt;/b&gt; Lovelace');
    expect(slip.body).not.toContain('<b>Ada</b>');
    expect(slip.body).not.toMatch(/\$\d/);
    expect(slip.body).toContain('Items (2)');

    const missing = await owner.get(
      `/config/api/websites/${t.websiteId}/orders/${'z'.repeat(32)}/packing-slip`,
    );
    expect(missing.statusCode).toBe(404);
  });

  test('a capture lost after the commit is made by the settlement job; running it again changes nothing', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const charged = payments.chargedCents();
    payments.failCaptures = true;
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'linus@example.com' }));
    payments.failCaptures = false;
    // The shopper has their order; the money is held, not yet taken.
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);
    const paymentStatus = async () =>
      (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order.paymentStatus;
    expect(await paymentStatus()).toBe('authorized');
    expect(payments.chargedCents()).toBe(charged);

    const job = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `payment-settlement:${orderId}`)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('queued');
    expect(Date.parse(job.run_at)).toBeGreaterThanOrEqual(clock + PAYMENT_SETTLEMENT_DELAY_MS - 60_000);

    clock += PAYMENT_SETTLEMENT_DELAY_MS + 1000;
    t.app.jobs.wake();
    await waitFor('the settlement job', async () => {
      const row = await t.app.jobs.queue.find(job.id);
      return row?.state === 'done';
    });
    expect(await paymentStatus()).toBe('captured');
    expect(payments.chargedCents() - charged).toBe(order.grandTotalCents);

    expect(await settlePayment(t.db, payments, { websiteId: t.websiteId, orderId })).toBe('nothing');
    expect(payments.chargedCents() - charged).toBe(order.grandTotalCents);
  });

  test('a cancelled order whose hold was never settled has it voided, not captured', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const charged = payments.chargedCents();
    payments.failCaptures = true;
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'hedy@example.com' }));
    payments.failCaptures = false;
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = await orderIdOf(placed.json<PlaceOrderResponse>().order.statusToken);
    // As if cancelled by a path that left the hold alone (cancel itself voids it).
    await t.db.kysely.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();

    expect(await settlePayment(t.db, payments, { websiteId: t.websiteId, orderId })).toBe('voided');
    expect(await settlePayment(t.db, payments, { websiteId: t.websiteId, orderId })).toBe('nothing');
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['payment_status', 'payment_reference'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.payment_status).toBe('voided');
    expect(payments.payments().find((p) => p.reference === row.payment_reference)?.status).toBe('voided');
    expect(payments.chargedCents()).toBe(charged);
  });

  test('cancelling and refunding email the shopper once each, saying what went back; a failed refund sends nothing', async () => {
    const money = (cents: number) => formatMoney(cents, 'USD');
    const place = async (email: string) => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const placed = await placeOrder(shopper, orderBody(cartId, { email }));
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json<PlaceOrderResponse>();
      return { order, orderId: await orderIdOf(order.statusToken) };
    };

    const cancelled = await place('cancel.me@example.com');
    const cancel = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${cancelled.orderId}/cancel`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelMail = await arrived(
      messageIdFor(orderEmailKey.cancelled(cancelled.orderId), 'shop@plinth.test'),
    );
    expect(cancelMail.rcptTo).toEqual(['cancel.me@example.com']);
    expect(cancelMail.subject).toBe(`Order #${cancelled.order.orderNumber} is cancelled`);
    expect(cancelMail.text).toContain(
      `${money(cancelled.order.grandTotalCents)} goes back to the card you paid with.`,
    );
    expect(cancelMail.text).toContain('Sticker Pack × 1');
    expect(cancelMail.text).toContain(`http://localhost:3000/orders/${cancelled.order.statusToken}`);

    // The provider refuses the refund: the order stays as it was and no email is queued.
    const refunded = await place('refund.me@example.com');
    const refundEmails = async () =>
      (await t.db.kysely.selectFrom('emails').select('id').where('dedupe_key', 'like', 'refund:%').execute())
        .length;
    const before = await refundEmails();
    payments.failRefunds = true;
    const failed = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${refunded.orderId}/refund`,
    });
    payments.failRefunds = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ code: string }>().code).toBe('ORDER_REFUND_FAILED');
    expect(await refundEmails()).toBe(before);

    const refund = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${refunded.orderId}/refund`,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refundId = refund.json<{ order: OwnerOrder }>().order.refunds[0]?.id ?? '';
    const refundMail = await arrived(messageIdFor(orderEmailKey.refunded(refundId), 'shop@plinth.test'));
    expect(refundMail.subject).toBe(`Order #${refunded.order.orderNumber} is refunded`);
    expect(refundMail.text).toContain(`We refunded your order #${refunded.order.orderNumber} in full.`);
    expect(refundMail.html).toContain(
      `${money(refunded.order.grandTotalCents)} goes back to the card you paid with.`,
    );

    // Neither can happen twice, so neither email goes twice.
    expect(
      (await owner.request({ method: 'POST', url: `/config/api/orders/${refunded.orderId}/refund` }))
        .statusCode,
    ).toBe(409);
    await queueSettled();
    for (const [email, subject] of [
      ['cancel.me@example.com', 'is cancelled'],
      ['refund.me@example.com', 'is refunded'],
    ] as const) {
      const sent = smtp.accepted.filter((m) => m.rcptTo.includes(email) && m.subject.endsWith(subject));
      expect(sent, email).toHaveLength(1);
    }
  });

  test('a partial refund by line emails the shopper the amount and the line, once per refund', async () => {
    const money = (cents: number) => formatMoney(cents, 'USD');
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ ...SHIRT, quantity: 2 }]);
    const placed = await placeOrder(shopper, orderBody(cartId, { email: 'part.refund@example.com' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const orderId = await orderIdOf(order.statusToken);
    const detail = (await owner.get(`/config/api/orders/${orderId}`)).json<{ order: OwnerOrder }>().order;
    const line = detail.lines[0];
    if (!line) throw new Error('expected a line');
    const response = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${orderId}/refund`,
      json: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const refunded = response.json<{ order: OwnerOrder }>().order;
    expect(refunded).toMatchObject({ status: 'placed', paymentStatus: 'partly_refunded' });
    const refund = refunded.refunds[0];
    expect(refund?.amountCents).toBe(line.unitPriceCents);
    const mail = await arrived(messageIdFor(orderEmailKey.refunded(refund?.id ?? ''), 'shop@plinth.test'));
    expect(mail.rcptTo).toEqual(['part.refund@example.com']);
    expect(mail.subject).toBe(`Order #${order.orderNumber}: ${money(line.unitPriceCents)} refunded`);
    expect(mail.text).toContain(
      `We refunded ${money(line.unitPriceCents)} of your order #${order.orderNumber}.`,
    );
    expect(mail.text).toContain('Linen Shirt × 1');
    expect(mail.text).toContain(`${money(line.unitPriceCents)} goes back to the card you paid with.`);
  });

  test('the owner previews both order emails with sample data in the site currency', async () => {
    const confirmation = await owner.get('/config/api/email-templates/order-confirmation/preview');
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    const preview = confirmation.json<EmailPreview>();
    expect(preview.subject).toBe('Order #1001 confirmed');
    expect(preview.text).toContain('Ceramic Mug × 2');
    expect(preview.text).toContain('$24.00 each');
    expect(preview.text).toContain('Discount (WELCOME10): -$11.60');
    expect(preview.text).toContain('Shipping (Standard shipping): Free');
    expect(preview.text).toContain('Total: $111.97');
    expect(preview.text).toContain('http://localhost:3000/orders/sample-order-status-link');
    expect(preview.html).toContain('Plinth Supply Co.');

    const shipped = (
      await owner.get('/config/api/email-templates/order-shipped/preview')
    ).json<EmailPreview>();
    expect(shipped.subject).toBe('Order #1001 is on its way');
    expect(shipped.text).toContain('Tracking number: 1Z999AA10123456784');
  });
});
