import type { AddToCartResponse, ShoppingCart } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';
import {
  cookieOf,
  createShopper,
  newShopperEmail,
  SHOPPER_PASSWORD,
  signIn,
  signOut,
} from './fixtures/site-user-visitor';

/** A customer's cart belongs to the customer's session, not to whoever holds its token. */
describe.each(testEngines())('the account’s cart and the session on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });

  async function visitor(): Promise<Visitor> {
    const v = new Visitor(t.app);
    await v.visit();
    return v;
  }

  async function cartOf(v: Visitor): Promise<ShoppingCart> {
    return (await v.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
  }

  /** The account's open cart as stored: its token and its lines. */
  async function storedAccountCart(siteUserId: string) {
    const cart = await t.db.kysely
      .selectFrom('carts')
      .select(['id', 'token'])
      .where('site_user_id', '=', siteUserId)
      .where('is_purchased', '=', 0)
      .executeTakeFirstOrThrow();
    const lines = await t.db.kysely
      .selectFrom('cart_entries')
      .select(['id', 'variant_id', 'quantity'])
      .where('cart_id', '=', cart.id)
      .orderBy('position')
      .execute();
    return { token: cart.token, lines: lines.map((l) => [l.variant_id, l.quantity]), entryIds: lines };
  }

  /** A signed-in customer with two mugs in the account's cart. */
  async function shopperWithMugs(v: Visitor) {
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const shopper = await createShopper(v);
    await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
    const stored = await storedAccountCart(shopper.siteUser.id);
    expect(stored.lines).toEqual([[mug.variants[0]?.id, 2]]);
    return { ...shopper, mug, accountToken: stored.token };
  }

  test('the cart cookie set at sign-in lasts as long as the session', async () => {
    const signedUp = await visitor();
    const { email } = await createShopper(signedUp);

    const browserSession = await signIn(await visitor(), { email, password: SHOPPER_PASSWORD });
    expect(cookieOf(browserSession, 'plinth_cart')?.value).toBeTruthy();
    expect(cookieOf(browserSession, 'plinth_cart')?.maxAge).toBeUndefined();
    expect(cookieOf(browserSession, 'plinth_cart')?.expires).toBeUndefined();

    const remembered = await signIn(await visitor(), {
      email,
      password: SHOPPER_PASSWORD,
      rememberMe: true,
    });
    expect(cookieOf(remembered, 'plinth_cart')?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  test('a sign-up’s cart cookie ends with the browser session', async () => {
    const v = await visitor();
    const response = await v.request({
      method: 'POST',
      url: '/api/site-users/account',
      json: { email: newShopperEmail(), password: SHOPPER_PASSWORD, name: 'Ada' },
    });
    expect(response.statusCode).toBe(201);
    expect(cookieOf(response, 'plinth_cart')?.value).toBeTruthy();
    expect(cookieOf(response, 'plinth_cart')?.maxAge).toBeUndefined();
  });

  test('once the session cookie is gone, the cart cookie reaches an empty cart and adds leave the account’s alone', async () => {
    const v = await visitor();
    const { siteUser, email, mug, accountToken } = await shopperWithMugs(v);
    const before = await storedAccountCart(siteUser.id);
    // The browser closed without "Keep me signed in"; a restored or older cart cookie is still there.
    v.cookies.delete('plinth_site_user');
    expect(v.cookies.get('plinth_cart')).toBe(accountToken);

    expect(await cartOf(v)).toMatchObject({ totalQuantity: 0, entries: [] });
    const page = await v.get('/cart');
    expect(page.body).toContain('You have nothing in your shopping cart.');
    expect(page.body).not.toContain('Ceramic Mug');
    const pageContext = (await v.get('/cart?format=json')).json<{ cart: ShoppingCart }>();
    expect(pageContext.cart.totalQuantity).toBe(0);

    const entryId = before.entryIds[0]?.id ?? '';
    const change = await v.request({
      method: 'PUT',
      url: `/api/commerce/shopping-cart/entries/${entryId}/quantity`,
      json: { quantity: 5 },
    });
    expect(change.statusCode).toBe(404);
    const remove = await v.request({
      method: 'DELETE',
      url: `/api/commerce/shopping-cart/entries/${entryId}`,
    });
    expect(remove.statusCode).toBe(404);
    const formRemove = await v.request({
      method: 'POST',
      url: `/cart/entries/${entryId}/remove`,
      form: { crumb: v.cookies.get('crumb') ?? '' },
      crumb: 'omit',
    });
    expect(formRemove.statusCode).toBe(404);

    const added = await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    expect(added.statusCode).toBe(200);
    expect(added.json<AddToCartResponse>().shoppingCart.totalQuantity).toBe(1);
    // The add made the visitor a cart of their own; the account's is as it was.
    expect(v.cookies.get('plinth_cart')).not.toBe(accountToken);
    expect(await storedAccountCart(siteUser.id)).toEqual(before);

    // Signing in again brings the account's cart back (the visitor's mug merges by the larger count).
    expect((await signIn(v, { email, password: SHOPPER_PASSWORD })).statusCode).toBe(200);
    expect(await cartOf(v)).toMatchObject({ totalQuantity: 2, entries: [{ itemId: mug.id, quantity: 2 }] });
  });

  test('an expired session no longer reaches the account’s cart either', async () => {
    const v = await visitor();
    const { siteUser } = await shopperWithMugs(v);
    await t.db.kysely
      .updateTable('site_user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('site_user_id', '=', siteUser.id)
      .execute();
    expect((await cartOf(v)).totalQuantity).toBe(0);
  });

  test.each([true, false])(
    'sign-out (cloneCart=%s) gives the account’s cart a new token: the old cookie reaches nothing',
    async (cloneCart) => {
      const v = await visitor();
      const { siteUser, email, mug, accountToken } = await shopperWithMugs(v);
      const before = await storedAccountCart(siteUser.id);

      expect((await signOut(v, cloneCart)).statusCode).toBe(204);
      const after = await storedAccountCart(siteUser.id);
      expect(after.token).not.toBe(accountToken);
      expect(after.lines).toEqual(before.lines);

      // Someone who copied the cookie earlier.
      const copied = await visitor();
      copied.cookies.set('plinth_cart', accountToken);
      expect(await cartOf(copied)).toMatchObject({ totalQuantity: 0, entries: [] });
      await copied.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
      expect((await storedAccountCart(siteUser.id)).lines).toEqual(before.lines);

      const back = await visitor();
      await signIn(back, { email, password: SHOPPER_PASSWORD });
      expect(back.cookies.get('plinth_cart')).toBe(after.token);
      expect(await cartOf(back)).toMatchObject({
        totalQuantity: 2,
        entries: [{ itemId: mug.id, quantity: 2 }],
      });
    },
  );

  test('signing out on one device leaves the cart with the customer signed in on another', async () => {
    const laptop = await visitor();
    const { email, mug } = await shopperWithMugs(laptop);
    const phone = await visitor();
    await signIn(phone, { email, password: SHOPPER_PASSWORD });

    await signOut(laptop, false);
    expect((await cartOf(phone)).totalQuantity).toBe(2);
    const added = await phone.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    expect(added.json<AddToCartResponse>().shoppingCart.totalQuantity).toBe(3);
    const shop = await phone.get('/shop');
    expect(shop.body).toContain('"initialQuantity":3');
  });

  test('another customer’s cart token shows the signed-in customer their own cart', async () => {
    const ada = await visitor();
    const { accountToken } = await shopperWithMugs(ada);
    const eve = await visitor();
    await createShopper(eve, 'Eve');
    eve.cookies.set('plinth_cart', accountToken);
    expect(await cartOf(eve)).toMatchObject({ totalQuantity: 0, entries: [] });
  });
});
