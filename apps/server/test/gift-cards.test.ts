import { formatMoney } from '@plinth/commerce';
import type { ApiError, OwnerGiftCardList, PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messageIdFor } from '../src/modules/email';
import { giftCardEmailKey } from '../src/modules/gift-cards';
import type { TestProcessor } from '../src/modules/payments';
import { createTestApp, demoProduct, signedInOwner, Visitor, type TestApp } from './fixtures/create-test-app';
import { GOOD_CARD, orderBody, placeOrder, quote, shopperWithCart } from './fixtures/checkout';
import { TestSmtpServer, type AcceptedMail } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

const RECIPIENT = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday!',
};
const giftFields = (recipient: object = RECIPIENT) => JSON.stringify({ giftCard: recipient });

/** A digital order (no address, no tax): the Field Guide costs $12.00. */
const digitalOrder = (cartId: string, extra: Record<string, unknown> = {}) =>
  orderBody(cartId, { shippingAddress: undefined, email: 'buyer@example.com', ...extra });

describe.each(testEngines())('gift cards on %s', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let owner: Visitor;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp(
      engine,
      {
        jobs: { worker: true },
        mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' },
        rateLimit: { max: 100_000, windowMs: 10_000 },
      },
      {},
    );
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const processor = () => t.app.payments as TestProcessor;

  async function addGiftCard(
    shopper: Visitor,
    amount: string,
    quantity = 1,
    fields: string | null = giftFields(),
  ) {
    const product = await demoProduct(t.db, 'gift-card');
    return shopper.addToCart({
      itemId: product.id,
      sku: product.sku({ Amount: amount }),
      quantity,
      additionalFields: fields,
    });
  }

  /** Buys `quantity` gift cards of `amount` and answers the cards the order issued. */
  async function buyGiftCards(amount: string, quantity = 1) {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const added = await addGiftCard(shopper, amount, quantity);
    expect(added.statusCode, added.body).toBe(200);
    const cartId = added.json<{ shoppingCart: { id: string } }>().shoppingCart.id;
    const placed = await placeOrder(shopper, digitalOrder(cartId));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<PlaceOrderResponse>();
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status_token', '=', order.statusToken)
      .executeTakeFirstOrThrow();
    const cards = await t.db.kysely
      .selectFrom('gift_cards')
      .selectAll()
      .where('order_id', '=', row.id)
      .orderBy('unit_index')
      .execute();
    return { order, orderId: row.id, cards };
  }

  async function card(id: string) {
    return t.db.kysely.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

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

  test('a gift card needs its recipient: name and a valid email, checked by the server', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const missing = await addGiftCard(shopper, '$25', 1, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>()).toMatchObject({
      code: 'CART_GIFT_CARD_RECIPIENT',
      message: "Enter the recipient's name.",
    });
    const badEmail = await addGiftCard(
      shopper,
      '$25',
      1,
      giftFields({ ...RECIPIENT, recipientEmail: 'grace@' }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<ApiError>().message).toBe(
      "Enter the recipient's email address, like name@example.com.",
    );
    // The denomination is still asked for first.
    const product = await demoProduct(t.db, 'gift-card');
    const noDenomination = await shopper.addToCart({
      itemId: product.id,
      quantity: 1,
      additionalFields: null,
    });
    expect(noDenomination.json<ApiError>().message).toBe('Select a denomination for the Gift Card');
  });

  test('a paid purchase issues one unique card per unit and emails each code to the recipient, once', async () => {
    const { order, orderId, cards } = await buyGiftCards('$50', 2);
    expect(order.grandTotalCents).toBe(10000);
    expect(order.shippingAddress).toBeNull();
    expect(cards).toHaveLength(2);
    for (const issued of cards) {
      expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      expect(issued).toMatchObject({
        initial_cents: 5000,
        balance_cents: 5000,
        currency: 'USD',
        status: 'active',
        recipient_name: 'Grace Hopper',
        recipient_email: 'grace@example.com',
        message: 'Happy birthday!',
      });
    }
    expect(cards[0]?.code).not.toBe(cards[1]?.code);

    for (const issued of cards) {
      const mail = await arrived(messageIdFor(giftCardEmailKey(issued.id), 'shop@plinth.test'));
      const shown = issued.code.match(/.{4}/g)?.join('-') ?? '';
      expect(shown).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(mail.rcptTo).toEqual(['grace@example.com']);
      expect(mail.subject).toBe(`Your ${formatMoney(5000, 'USD')} gift card from Plinth Supply Co.`);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(shown);
        expect(part).toContain('Happy birthday!');
        expect(part).toContain('buyer@example.com');
      }
    }
    // One email row per card, whatever happens next.
    const rows = await t.db.kysely
      .selectFrom('emails')
      .select('dedupe_key')
      .where(
        'dedupe_key',
        'in',
        cards.map((c) => giftCardEmailKey(c.id)),
      )
      .execute();
    expect(rows).toHaveLength(2);
    // The order confirmation goes to the buyer as usual (its job may run after the cards' mail).
    await waitFor('the order confirmation', async () =>
      smtp.accepted.find(
        (m) => m.rcptTo.includes('buyer@example.com') && m.subject.includes(`#${order.orderNumber}`),
      ),
    );
    expect(orderId).toBeTruthy();
  });

  test('redeemed partly across two orders; refunds and cancels put the amounts back', async () => {
    const { cards } = await buyGiftCards('$25');
    const issued = cards[0]!;
    const typed = issued.code.toLowerCase().match(/.{4}/g)!.join('-');

    // Order A: the Field Guide ($12.00), paid entirely by the card: no card details needed.
    const a = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
    const quoted = await quote(a.shopper, { giftCardCode: typed });
    expect(quoted.fieldErrors).toEqual({});
    expect(quoted.giftCard).toEqual({
      code: `••••-••••-••••-${issued.code.slice(-4)}`,
      balanceCents: 2500,
      appliedCents: 1200,
      remainingBalanceCents: 1300,
      amountDueCents: 0,
    });
    const paymentsBefore = processor().payments().length;
    const placedA = await placeOrder(
      a.shopper,
      digitalOrder(a.cartId, { giftCardCode: typed, card: undefined }),
    );
    expect(placedA.statusCode, placedA.body).toBe(201);
    const orderA = placedA.json<PlaceOrderResponse>().order;
    expect(orderA).toMatchObject({ grandTotalCents: 1200, giftCardCents: 1200 });
    expect(processor().payments().length).toBe(paymentsBefore);
    expect((await card(issued.id)).balance_cents).toBe(1300);
    // Its confirmation names how it was paid: the gift card's last four (issue 23 §5).
    const confirmation = await waitFor('order A confirmation', async () =>
      smtp.accepted.find((m) => m.subject === `Order #${orderA.orderNumber} confirmed`),
    );
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(`Gift card •••• ${issued.code.slice(-4)}`);
    }

    // Order B: two guides ($24.00): the card pays its last $13.00, the test card the other $11.00.
    const b = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide', quantity: 2 }]);
    const withoutCard = await placeOrder(
      b.shopper,
      digitalOrder(b.cartId, { giftCardCode: issued.code, card: undefined }),
    );
    expect(withoutCard.statusCode).toBe(400);
    expect(withoutCard.json<ApiError & { fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'card.number',
    );
    const charged = processor().chargedCents();
    const placedB = await placeOrder(
      b.shopper,
      digitalOrder(b.cartId, { giftCardCode: issued.code, card: { ...GOOD_CARD } }),
    );
    expect(placedB.statusCode, placedB.body).toBe(201);
    const orderB = placedB.json<PlaceOrderResponse>().order;
    expect(orderB).toMatchObject({ grandTotalCents: 2400, giftCardCents: 1300 });
    expect(processor().chargedCents() - charged).toBe(1100);
    expect((await card(issued.id)).balance_cents).toBe(0);

    // Spent: the next order is told so, beside the field.
    const c = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
    const spent = await quote(c.shopper, { giftCardCode: issued.code });
    expect(spent.fieldErrors).toEqual({ giftCardCode: 'This gift card has no balance left.' });
    expect(spent.giftCard).toBeNull();

    const redemptions = await t.db.kysely
      .selectFrom('gift_card_redemptions')
      .select(['amount_cents', 'returned_at'])
      .where('gift_card_id', '=', issued.id)
      .orderBy('amount_cents')
      .execute();
    expect(redemptions.map((r) => r.amount_cents)).toEqual([1200, 1300]);

    // Cancel B: its $13.00 goes back on the card, its $11.00 back to the test card.
    const cancelled = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${await orderIdOf(orderB.statusToken)}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await card(issued.id)).balance_cents).toBe(1300);
    const refundedCents = processor()
      .payments()
      .find((p) => p.amountCents === 1100 && p.status === 'refunded');
    expect(refundedCents).toBeTruthy();
    // Refund A: the whole $25.00 is back.
    const refunded = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${await orderIdOf(orderA.statusToken)}/refund`,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await card(issued.id)).balance_cents).toBe(2500);
    // A second refund changes nothing (the order is refunded; the balance is not given twice).
    const again = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${await orderIdOf(orderA.statusToken)}/refund`,
    });
    expect(again.statusCode).toBe(409);
    expect((await card(issued.id)).balance_cents).toBe(2500);
  });

  test('unknown, malformed and foreign codes are field errors; gift cards cannot buy gift cards', async () => {
    const { cards } = await buyGiftCards('$25');
    const good = cards[0]!.code;
    const guide = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
    const errorFor = async (giftCardCode: string) =>
      (await quote(guide.shopper, { giftCardCode })).fieldErrors;
    expect(await errorFor('ABCD-EFGH-JKLM-NPQR')).toEqual({
      giftCardCode: 'This gift card code is not valid.',
    });
    expect(await errorFor('12345')).toEqual({
      giftCardCode: 'A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
    });
    expect(await errorFor('')).toEqual({});
    const placed = await placeOrder(
      guide.shopper,
      digitalOrder(guide.cartId, { giftCardCode: 'ABCD-EFGH-JKLM-NPQR' }),
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      giftCardCode: 'This gift card code is not valid.',
    });

    const shopper = new Visitor(t.app);
    await shopper.visit();
    const added = await addGiftCard(shopper, '$100');
    const cartId = added.json<{ shoppingCart: { id: string } }>().shoppingCart.id;
    const refused = await placeOrder(shopper, digitalOrder(cartId, { giftCardCode: good }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      giftCardCode:
        'Gift cards cannot be used to buy gift cards. Remove the gift card code or the gift cards.',
    });
    expect((await card(cards[0]!.id)).balance_cents).toBe(2500);
  });

  test('cancelling the order that bought a card voids it', async () => {
    const { orderId, cards } = await buyGiftCards('$25');
    const cancelled = await owner.request({ method: 'POST', url: `/config/api/orders/${orderId}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await card(cards[0]!.id)).toMatchObject({ status: 'void', balance_cents: 0 });
    const guide = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
    expect((await quote(guide.shopper, { giftCardCode: cards[0]!.code })).fieldErrors).toEqual({
      giftCardCode: 'This gift card is no longer valid.',
    });
  });

  test('12 orders at once on one $25.00 card: the balance is spent at most once and never below zero', async () => {
    const { cards } = await buyGiftCards('$25');
    const issued = cards[0]!;
    // Each order is one Field Guide ($12.00): the card can pay two in full and $1.00 of a third.
    const carts = [];
    for (let i = 0; i < 12; i++) carts.push(await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]));
    const answers = await Promise.all(
      carts.map(({ shopper, cartId }) =>
        placeOrder(shopper, digitalOrder(cartId, { giftCardCode: issued.code, card: { ...GOOD_CARD } })),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json<PlaceOrderResponse>().order);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
        giftCardCode: 'This gift card has no balance left.',
      });
    }
    expect(placed.map((o) => o.giftCardCents).sort((x, y) => x - y)).toEqual([100, 1200, 1200]);
    const after = await card(issued.id);
    expect(after.balance_cents).toBe(0);
    const redemptions = await t.db.kysely
      .selectFrom('gift_card_redemptions')
      .select('amount_cents')
      .where('gift_card_id', '=', issued.id)
      .execute();
    expect(redemptions.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(2500);
  });

  test('the owner lists issued cards with masked codes, balances, recipients and order numbers, and searches them', async () => {
    const { order, cards } = await buyGiftCards('$100');
    const issued = cards[0]!;
    const list = await owner.get(`/config/api/gift-cards?q=${order.orderNumber}`);
    expect(list.statusCode, list.body).toBe(200);
    const { giftCards } = list.json<OwnerGiftCardList>();
    expect(giftCards).toEqual([
      {
        id: issued.id,
        code: `••••-••••-••••-${issued.code.slice(-4)}`,
        initialCents: 10000,
        balanceCents: 10000,
        currency: 'USD',
        status: 'active',
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        orderId: await orderIdOf(order.statusToken),
        orderNumber: order.orderNumber,
        createdAt: issued.created_at,
      },
    ]);
    expect(list.body).not.toContain(issued.code);
    const byCode = (
      await owner.get(`/config/api/gift-cards?q=${issued.code.slice(-4)}`)
    ).json<OwnerGiftCardList>();
    expect(byCode.giftCards.map((c) => c.id)).toContain(issued.id);
    const byName = (await owner.get('/config/api/gift-cards?q=grace%20HOPPER')).json<OwnerGiftCardList>();
    expect(byName.giftCards.length).toBeGreaterThan(0);
    const none = (await owner.get('/config/api/gift-cards?q=nobody-by-that-name')).json<OwnerGiftCardList>();
    expect(none.giftCards).toEqual([]);
    const anonymous = await new Visitor(t.app).get('/config/api/gift-cards');
    expect(anonymous.statusCode).toBe(401);
  });

  test('without JavaScript: the product form sends the recipient, and Redeem re-prices the checkout page', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const product = await demoProduct(t.db, 'gift-card');
    const addForm = (fields: Record<string, string>) =>
      shopper.request({
        method: 'POST',
        url: '/cart/add',
        form: {
          itemId: product.id,
          'options[Amount]': '$25',
          quantity: '1',
          crumb: shopper.cookies.get('crumb') ?? '',
          ...fields,
        },
        crumb: 'omit',
      });
    const refused = await addForm({ recipientName: '', recipientEmail: 'grace@example.com', message: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Unable to purchase Gift Card');
    expect(refused.body).toMatch(/Enter the recipient(&#39;|&#x27;|')s name\./);
    // What was typed comes back in the fields.
    expect(refused.body).toContain('value="grace@example.com"');
    const added = await addForm({
      recipientName: 'Grace',
      recipientEmail: 'grace@example.com',
      message: 'Hi',
    });
    expect(added.statusCode, added.body).toBe(303);
    const line = await t.db.kysely
      .selectFrom('cart_entries')
      .select('additional_fields')
      .where('product_id', '=', product.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.additional_fields ?? 'null')).toEqual({
      giftCard: { recipientName: 'Grace', recipientEmail: 'grace@example.com', message: 'Hi' },
    });

    const { cards } = await buyGiftCards('$25');
    const guide = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
    const page = await guide.shopper.request({
      method: 'POST',
      url: '/checkout',
      form: {
        crumb: guide.shopper.cookies.get('crumb') ?? '',
        cartId: guide.cartId,
        email: 'ada@example.com',
        giftCardCode: cards[0]!.code.toLowerCase(),
        intent: 'quote',
      },
      crumb: 'omit',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Remaining balance on the gift card: $13.00');
    expect(page.body).toContain('Amount due');
    // Nothing is left to pay by card: the card fields are hidden and not required, so the plain form posts.
    const cardInput = /<input[^>]*name="card\.number"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(cardInput).not.toBe('');
    expect(cardInput).not.toMatch(/\srequired/);
    const placed = await guide.shopper.request({
      method: 'POST',
      url: '/checkout',
      form: {
        crumb: guide.shopper.cookies.get('crumb') ?? '',
        cartId: guide.cartId,
        email: 'ada@example.com',
        giftCardCode: cards[0]!.code,
        intent: 'place',
      },
      crumb: 'omit',
    });
    expect(placed.statusCode, placed.body).toBe(303);
    expect((await card(cards[0]!.id)).balance_cents).toBe(1300);
  });
});
