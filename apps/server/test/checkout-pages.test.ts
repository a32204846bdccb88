import type { PageContext } from '@plinth/theme';
import { testEngines } from '@plinth/db/test';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor } from './fixtures/create-test-app';
import {
  DECLINED_CARD,
  GOOD_CARD,
  orderBody,
  placeOrder,
  shopperWithCart,
  TEST_ADDRESS,
} from './fixtures/checkout';
import { createShopper } from './fixtures/site-user-visitor';

const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };

/** The checkout form as a browser without JavaScript posts it. */
function checkoutForm(
  shopper: Visitor,
  cartId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    crumb: shopper.cookies.get('crumb') ?? '',
    cartId,
    email: 'ada@example.com',
    'shippingAddress.firstName': TEST_ADDRESS.firstName,
    'shippingAddress.lastName': TEST_ADDRESS.lastName,
    'shippingAddress.line1': TEST_ADDRESS.line1,
    'shippingAddress.city': TEST_ADDRESS.city,
    'shippingAddress.region': TEST_ADDRESS.region,
    'shippingAddress.postalCode': TEST_ADDRESS.postalCode,
    'shippingAddress.country': TEST_ADDRESS.country,
    'couponCodes.0': '',
    'card.number': GOOD_CARD.number,
    'card.expiry': GOOD_CARD.expiry,
    'card.securityCode': GOOD_CARD.securityCode,
    intent: 'place',
    ...overrides,
  };
}

function postCheckout(shopper: Visitor, form: Record<string, string>) {
  // A plain form sends its crumb as a field, not as a header.
  return shopper.request({ method: 'POST', url: '/checkout', form, crumb: 'omit' });
}

async function contextOf(shopper: Visitor, url: string): Promise<PageContext> {
  const response = await shopper.get(`${url}?format=json`);
  expect(response.statusCode).toBe(200);
  return response.json<PageContext>();
}

/** The input named `name` and the text of the message its aria-describedby points at. */
function fieldError(html: string, name: string): { invalid: boolean; message: string | null } {
  const input = new RegExp(`<(?:input|select)[^>]*name="${name.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no field ${name}`);
  const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  const message = errorId ? (new RegExp(`id="${errorId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null) : null;
  return { invalid: input.includes('aria-invalid="true"'), message };
}

function valueOf(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0];
  return input ? (/ value="([^"]*)"/.exec(input)?.[1] ?? null) : null;
}

function expectRedirectToConfirmation(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/orders\/[A-Za-z0-9_-]{32}\/confirmed$/);
  return location;
}

describe.each(testEngines())('checkout pages on %s', (engine) => {
  const t = useTestApp(engine);

  describe('the checkout page (201)', () => {
    test('an empty cart says so and links back to the shop', async () => {
      const shopper = new Visitor(t.app);
      const response = await shopper.get('/checkout');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('You have nothing in your shopping cart.');
      expect(response.body).toMatch(/<a[^>]*href="\/shop"[^>]*>Continue shopping<\/a>/);
      expect(response.body).not.toMatch(/<button[^>]*>Place order</);
      expect((await contextOf(shopper, '/checkout')).page).toMatchObject({
        pageType: 201,
        template: 'checkout',
      });
    });

    test('the checkout has a minimal header: the site title and the cart, no store menu, search or account', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const html = (await shopper.get('/checkout')).body;
      const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      expect(header).toMatch(/<a class="site-title" href="\/">/);
      expect(header).toContain('class="plinth-cart-pill__link"');
      expect(header).not.toContain('aria-label="Main"');
      expect(header).not.toContain('role="search"');
      expect(header).not.toContain('>Account</a>');
      // Every other page keeps the full header.
      const shop = (await shopper.get('/shop')).body;
      expect(/<header class="site-header">[\s\S]*?<\/header>/.exec(shop)?.[0]).toContain('role="search"');
    });

    test('a cart to ship shows every labelled field, the options, the totals and the test-mode banner', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await shopper.get('/checkout');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      // The checkout's own form.
      const form = html.match(/<form[^>]*>/g)?.find((tag) => tag.includes('action="/checkout"')) ?? '';
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/checkout"');
      expect(valueOf(html, 'cartId')).toBe(cartId);
      for (const label of [
        'Email',
        'First name',
        'Last name',
        'Address',
        'Apartment, suite, etc. (optional)',
        'City',
        'State or region',
        'Postal code',
        'Country',
        'Phone (optional)',
        'Card number',
        'Expiry date',
        'Security code',
        'Coupon code',
      ]) {
        const text = label.replace(/[.()]/g, '\\$&');
        expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${text}</label>`));
      }
      const placeButton = /<button[^>]*>Place order<\/button>/.exec(html)?.[0] ?? '';
      expect(placeButton).toContain('type="submit"');
      expect(placeButton).toContain('value="place"');
      expect(html).toContain('Test mode: no real payments are taken.');
      expect(html).toContain('Standard shipping');
      expect(html).toContain('Pick up at the studio');
      expect(html).toContain('$68.00');
      const context = await contextOf(shopper, '/checkout');
      expect(context.cart).toMatchObject({ id: cartId, subtotalCents: 6800, requiresShipping: true });
    });

    test('a signed-in customer finds their email filled in', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const { email } = await createShopper(shopper);
      expect(valueOf((await shopper.get('/checkout')).body, 'email')).toBe(email);
    });
  });

  describe('the form without JavaScript', () => {
    test('a complete form places the order and lands on its confirmation (202), then its status page (211)', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const location = expectRedirectToConfirmation(
        await postCheckout(shopper, checkoutForm(shopper, cartId)),
      );

      const confirmed = await shopper.get(location);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toMatch(/Order #\d{4}/);
      expect(confirmed.body).toContain('Thank you for your order');
      expect(confirmed.body).toContain('We sent a confirmation to <strong>ada@example.com</strong>.');
      expect(confirmed.body).toContain('Linen Shirt');
      expect(confirmed.body).toContain('Size: S, Color: Sand');
      expect(confirmed.body).toContain('$78.93');
      expect(confirmed.body).toContain('This was a test order: no payment was taken.');
      const statusUrl = location.replace(/\/confirmed$/, '');
      expect(confirmed.body).toContain(`href="${statusUrl}"`);
      const context = await contextOf(shopper, location);
      expect(context.page.pageType).toBe(202);
      expect(context.order).toMatchObject({
        email: 'ada@example.com',
        total: '$78.93',
        statusLabel: 'Placed',
      });

      const status = await new Visitor(t.app).get(statusUrl);
      expect(status.statusCode).toBe(200);
      expect(status.body).toContain('Placed');
      expect(status.body).toContain('Linen Shirt');
      expect((await contextOf(shopper, statusUrl)).page).toMatchObject({
        pageType: 211,
        template: 'order-status',
      });

      // The cart became the order: checkout is empty now.
      expect((await shopper.get('/checkout')).body).toContain('You have nothing in your shopping cart.');
    });

    test('address line 2 and phone go with the order and show on its confirmation and status pages', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const page = (await shopper.get('/checkout')).body;
      expect(page).toMatch(/<input[^>]*autoComplete="shipping address-line2"[^>]*>/);
      const phoneInput = /<input[^>]*name="shippingAddress\.phone"[^>]*>/.exec(page)?.[0] ?? '';
      expect(phoneInput).toContain('type="tel"');
      expect(phoneInput).toContain('autoComplete="tel"');
      expect(phoneInput).not.toContain('required');
      const location = expectRedirectToConfirmation(
        await postCheckout(
          shopper,
          checkoutForm(shopper, cartId, {
            'shippingAddress.line2': 'Apartment 4B',
            'shippingAddress.phone': '+1 510 555 0134',
          }),
        ),
      );
      for (const url of [location, location.replace(/\/confirmed$/, '')]) {
        const html = (await shopper.get(url)).body;
        expect(html).toContain('12 Harbour Street');
        expect(html).toContain('Apartment 4B');
        expect(html).toContain('+1 510 555 0134');
        expect((await contextOf(shopper, url)).order?.shipTo).toEqual([
          'Ada Lovelace',
          '12 Harbour Street',
          'Apartment 4B',
          'Oakland, CA, 94607',
          'United States',
          '+1 510 555 0134',
        ]);
      }
    });

    test('a wrong phone comes back beside the phone with 400, what was typed kept', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await postCheckout(
        shopper,
        checkoutForm(shopper, cartId, {
          'shippingAddress.line2': 'Unit 2',
          'shippingAddress.phone': 'call me',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldError(response.body, 'shippingAddress.phone')).toEqual({
        invalid: true,
        message: 'Enter a phone number of 7 to 20 digits, like +1 555 123 4567.',
      });
      expect(valueOf(response.body, 'shippingAddress.phone')).toBe('call me');
      expect(valueOf(response.body, 'shippingAddress.line2')).toBe('Unit 2');
    });

    test('empty and wrong fields come back beside their fields with 400, the values kept and the card not', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await postCheckout(
        shopper,
        checkoutForm(shopper, cartId, {
          email: 'not-an-email',
          'shippingAddress.firstName': '',
          'card.expiry': '13/40',
        }),
      );
      expect(response.statusCode).toBe(400);
      const html = response.body;
      expect(fieldError(html, 'email')).toEqual({ invalid: true, message: 'Email is invalid' });
      expect(fieldError(html, 'shippingAddress.firstName')).toEqual({ invalid: true, message: 'Required' });
      expect(fieldError(html, 'card.expiry')).toEqual({
        invalid: true,
        message: 'Enter the expiry date as MM/YY.',
      });
      expect(fieldError(html, 'shippingAddress.city')).toEqual({ invalid: false, message: null });
      expect(valueOf(html, 'email')).toBe('not-an-email');
      expect(valueOf(html, 'shippingAddress.city')).toBe('Oakland');
      expect(valueOf(html, 'card.number')).toBe('');
      expect(html).not.toMatch(/value="4242/);
    });

    test('the declined card says so beside the card number, charges nothing and keeps the cart', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await postCheckout(
        shopper,
        checkoutForm(shopper, cartId, { 'card.number': DECLINED_CARD.number }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldError(response.body, 'card.number')).toEqual({
        invalid: true,
        message: 'Your card was declined.',
      });
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toEqual([]);
      const cart = await shopper.get('/api/commerce/shopping-cart');
      expect(cart.json<{ entries: unknown[] }>().entries).toHaveLength(1);
      // The same cart then goes through with the good card.
      expectRedirectToConfirmation(await postCheckout(shopper, checkoutForm(shopper, cartId)));
    });

    test('a sold-out item is named in the alert (409) and nothing is ordered', async () => {
      const lamp = [{ urlId: 'vintage-lamp' }];
      const first = await shopperWithCart(t.app, t.db, lamp);
      const second = await shopperWithCart(t.app, t.db, lamp);
      expect((await placeOrder(first.shopper, orderBody(first.cartId))).statusCode).toBe(201);

      const response = await postCheckout(second.shopper, checkoutForm(second.shopper, second.cartId));
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain('Sorry, Vintage Lamp is sold out.');
      expect(response.body).toContain('Unable to place your order');
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', second.cartId)
        .execute();
      expect(orders).toEqual([]);
    });

    test('"Apply" re-prices the page: an unknown coupon is refused with its reason, WELCOME10 takes 10 %', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const refused = await postCheckout(
        shopper,
        checkoutForm(shopper, cartId, { intent: 'quote', 'couponCodes.0': 'NOPE' }),
      );
      expect(refused.statusCode).toBe(200);
      expect(fieldError(refused.body, 'couponCodes.0')).toEqual({
        invalid: true,
        message: 'This coupon code is not valid.',
      });

      const applied = await postCheckout(
        shopper,
        checkoutForm(shopper, cartId, { intent: 'quote', 'couponCodes.0': 'welcome10' }),
      );
      expect(applied.statusCode).toBe(200);
      expect(applied.body).toContain('WELCOME10 applied');
      expect(applied.body).toContain('−$6.80');
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toEqual([]);
    });

    test('a post without the crumb places nothing and shows the page again with 403', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await postCheckout(shopper, checkoutForm(shopper, cartId, { crumb: 'wrong' }));
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Unable to place your order');
      expect(valueOf(response.body, 'shippingAddress.city')).toBe('Oakland');
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toEqual([]);
    });
  });

  describe('order pages', () => {
    test('an unknown or malformed token is the ordinary 404 page', async () => {
      const visitor = new Visitor(t.app);
      for (const url of [
        '/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        '/orders/short',
        '/orders/x/confirmed',
      ]) {
        const response = await visitor.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('We couldn’t find that page');
      }
    });

    test("a signed-in customer's account lists their orders with number, date, total and status", async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      await createShopper(shopper);
      const before = await shopper.get('/account');
      expect(before.body).toContain('You have not placed any orders yet.');
      const location = expectRedirectToConfirmation(
        await postCheckout(shopper, checkoutForm(shopper, cartId)),
      );

      const context = await contextOf(shopper, '/account');
      expect(context.orders).toHaveLength(1);
      expect(context.orders?.[0]).toMatchObject({
        statusUrl: location.replace(/\/confirmed$/, ''),
        total: '$78.93',
        statusLabel: 'Placed',
      });
      const html = (await shopper.get('/account')).body;
      expect(html).toContain(`href="${location.replace(/\/confirmed$/, '')}"`);
      expect(html).toMatch(/Order #\d{4}/);
    });
  });
});
