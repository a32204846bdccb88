import { formatMoney } from '@plinth/commerce';
import type { PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { messageIdFor } from '../src/modules/email';
import { orderEmailKey, ownerOrderNoticeKey } from '../src/modules/orders';
import {
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { TestSmtpServer, type AcceptedMail } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

const FROM = 'shop@plinth.test';
const PREFERENCES = '/api/v1/commerce-preferences/orderNotifications';

describe.each(testEngines())('the owner’s new-order email through a real SMTP server on %s', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let owner: Visitor;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp(engine, { jobs: { worker: true }, mail: { smtpUrl: smtp.url, from: FROM } });
    owner = await signedInOwner(t.app);
  });
  afterEach(async () => {
    const reset = await owner.request({
      method: 'PUT',
      url: PREFERENCES,
      json: { enabled: true, recipients: [] },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function placeShirtOrder(email: string) {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [
      { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } },
    ]);
    const body = orderBody(cartId, { email });
    const response = await placeOrder(shopper, body);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<PlaceOrderResponse>();
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status_token', '=', order.statusToken)
      .executeTakeFirstOrThrow();
    return { order, orderId: row.id, again: () => placeOrder(shopper, body) };
  }

  function arrived(dedupeKey: string): Promise<AcceptedMail> {
    const messageId = messageIdFor(dedupeKey, FROM);
    return waitFor(`the message ${dedupeKey}`, async () =>
      smtp.accepted.find((m) => m.messageId === messageId),
    );
  }

  /** Every email job has run: nothing more can arrive unless something new is queued. */
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

  async function ownerNoticeRows(orderId: string) {
    return t.db.kysely
      .selectFrom('emails')
      .select(['to_address', 'template'])
      .where('dedupe_key', 'like', `order-owner-notice:${orderId}:%`)
      .orderBy('to_address')
      .execute();
  }

  test('an order emails the shopper its confirmation and the Administrators the new order, once each', async () => {
    const { order, orderId, again } = await placeShirtOrder('ada.buyer@example.com');
    const confirmation = await arrived(orderEmailKey.confirmation(orderId));
    expect(confirmation.rcptTo).toEqual(['ada.buyer@example.com']);

    const notice = await arrived(ownerOrderNoticeKey(orderId, TEST_OWNER.email));
    const money = (cents: number) => formatMoney(cents, 'USD');
    expect(notice.rcptTo).toEqual([TEST_OWNER.email]);
    expect(notice.headers.get('from')).toBe(`"Plinth Supply Co." <${FROM}>`);
    expect(notice.subject).toBe(`New order #${order.orderNumber} from ada.buyer@example.com`);
    for (const part of [notice.text, notice.html]) {
      expect(part).toContain(`#${order.orderNumber}`);
      expect(part).toContain('ada.buyer@example.com');
      expect(part).toContain('Linen Shirt × 1');
      expect(part).toContain('Size: S, Color: Sand');
      expect(part).toContain('12 Harbour Street');
    }
    expect(notice.text).toContain(`Subtotal: ${money(order.subtotalCents)}`);
    expect(notice.text).toContain(`Shipping (Standard shipping): ${money(order.shippingCents)}`);
    expect(notice.text).toContain(`Total: ${money(order.grandTotalCents)}`);
    expect(notice.text).toContain('To ship by Standard shipping');
    const link = `http://localhost:3000/config/orders/${orderId}`;
    expect(notice.text).toContain(link);
    expect(notice.html).toContain(`href="${link}"`);
    // The link is the editor's order panel (/config/orders/:id), whose data the owner API answers.
    const api = await owner.get(`/config/api/orders/${orderId}`);
    expect(api.statusCode, api.body).toBe(200);

    // Placing the same cart again answers the same order and sends neither email again.
    expect((await again()).statusCode).toBe(200);
    await queueSettled();
    expect(await ownerNoticeRows(orderId)).toEqual([
      { to_address: TEST_OWNER.email, template: 'order-owner-notice' },
    ]);
    expect(smtp.countsByMessageId().get(notice.messageId)).toBe(1);
    expect(smtp.countsByMessageId().get(confirmation.messageId)).toBe(1);
  });

  test('the listed recipients get it instead of the Administrators, one message each', async () => {
    const saved = await owner.request({
      method: 'PUT',
      url: PREFERENCES,
      json: { recipients: ['orders@example.com', 'Boss@Example.com'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { order, orderId } = await placeShirtOrder('grace@example.com');
    for (const to of ['orders@example.com', 'Boss@Example.com']) {
      const mail = await arrived(ownerOrderNoticeKey(orderId, to));
      // Mail servers may lower-case the domain of an envelope address.
      expect(mail.rcptTo.map((address) => address.toLowerCase())).toEqual([to.toLowerCase()]);
      expect(mail.subject).toBe(`New order #${order.orderNumber} from grace@example.com`);
    }
    await queueSettled();
    expect((await ownerNoticeRows(orderId)).map((row) => row.to_address)).toEqual([
      'Boss@Example.com',
      'orders@example.com',
    ]);
  });

  test('switched off, the shopper still gets the confirmation and the owner gets nothing', async () => {
    const off = await owner.request({ method: 'PUT', url: PREFERENCES, json: { enabled: false } });
    expect(off.statusCode, off.body).toBe(200);
    const { order, orderId } = await placeShirtOrder('linus@example.com');
    await arrived(orderEmailKey.confirmation(orderId));
    await queueSettled();
    expect(await ownerNoticeRows(orderId)).toEqual([]);
    expect(smtp.accepted.filter((m) => m.subject.startsWith(`New order #${order.orderNumber} `))).toEqual([]);
  });
});
