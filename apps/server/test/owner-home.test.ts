import { ANALYTICS_EVENTS, SITE_ROLE, type OwnerHome } from '@plinth/contracts';
import { OWNER_HOME_API } from '@plinth/contracts/schemas';
import { newId } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { placeTestOrder } from './fixtures/checkout';
import { insertAnalyticsEvents } from './fixtures/create-analytics-events';
import { insertTestForm, insertTestSubmission } from './fixtures/create-test-form';
import {
  addTestMember,
  demoProduct,
  signedInOwner,
  useTestApp,
  type Visitor,
} from './fixtures/create-test-app';

/**
 * Issue 13 part 7: what /config opens on. Each figure is checked against rows the test makes: an order,
 * visits, a form submission, a restock sign-up, and the demo store's own low stock.
 */
describe.each(testEngines())("the owner's home (%s)", (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });
  const home = async (visitor: Visitor = owner) => {
    const response = await visitor.get(OWNER_HOME_API.home);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<OwnerHome>();
  };

  test('a store with no sales yet: zero figures, empty lists, and the low stock the demo already has', async () => {
    const first = await home();
    expect(first.currency).toBe('USD');
    expect(first.sales).toEqual({
      today: { orders: 0, revenueCents: 0 },
      week: { orders: 0, revenueCents: 0 },
      unfulfilled: 0,
      topProducts: [],
    });
    expect(first.visits).toEqual({ today: 0, week: 0 });
    expect(first.formSubmissions).toEqual({ week: 0, recent: [] });
    expect(first.restock).toEqual({ waiting: 0, products: [] });
    // The demo's Linen Shirt: Navy / L sold out, Sand / M three left; Sand / S (20) is not low.
    const low = first.lowStock!;
    expect(low.threshold).toBe(5);
    const shirt = low.variants.filter((v) => v.productName === 'Linen Shirt');
    expect(shirt.map((v) => [v.variantLabel, v.stock])).toContainEqual(['M / Sand', 3]);
    expect(low.variants.every((v) => v.stock <= 5)).toBe(true);
    expect(low.variants.map((v) => v.stock)).toEqual(
      [...low.variants.map((v) => v.stock)].sort((a, b) => a - b),
    );
    expect(low.variants.some((v) => v.variantLabel.includes('S / Sand'))).toBe(false);
  });

  test('after an order, visits, a form submission and a restock sign-up, each figure counts them', async () => {
    const before = await home();
    const order = await placeTestOrder(t.app, t.db);
    const now = Date.now();
    await insertAnalyticsEvents(t.db, t.websiteId, [
      {
        occurred_at: new Date(now - 60_000).toISOString(),
        event: ANALYTICS_EVENTS.pageView,
        visitor_key: 'home-a',
      },
      {
        occurred_at: new Date(now - 90_000).toISOString(),
        event: ANALYTICS_EVENTS.pageView,
        visitor_key: 'home-b',
      },
      {
        occurred_at: new Date(now - 120_000).toISOString(),
        event: ANALYTICS_EVENTS.pageView,
        visitor_key: 'home-a',
      },
      // Three days ago: this week, not today.
      {
        occurred_at: new Date(now - 3 * 86_400_000).toISOString(),
        event: ANALYTICS_EVENTS.pageView,
        visitor_key: 'home-c',
      },
    ]);
    const formId = await insertTestForm(t.db, t.websiteId, { name: 'Wholesale enquiry' });
    await insertTestSubmission(t.db, t.websiteId, formId);
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const soldOut = shirt.variants.find((v) => v.qtyInStock === 0)!;
    const at = new Date().toISOString();
    await t.db.kysely
      .insertInto('restock_sign_ups')
      .values({
        id: newId(),
        website_id: t.websiteId,
        product_id: shirt.id,
        variant_id: soldOut.id,
        email: 'waiting@example.com',
        status: 'waiting',
        joined_mailing_list: 0,
        language: '',
        origin: 'http://localhost:3000',
        queued_at: null,
        notified_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();

    const after = await home();
    expect(after.sales?.today).toEqual({
      orders: before.sales!.today.orders + 1,
      revenueCents: before.sales!.today.revenueCents + order.grandTotalCents,
    });
    expect(after.sales?.week.orders).toBe(before.sales!.week.orders + 1);
    expect(after.sales?.unfulfilled).toBe(before.sales!.unfulfilled + 1);
    expect(after.sales?.topProducts[0]).toMatchObject({ name: 'Sticker Pack', units: 1 });
    expect(after.visits).toEqual({ today: before.visits!.today + 2, week: before.visits!.week + 3 });
    expect(after.formSubmissions?.week).toBe(before.formSubmissions!.week + 1);
    expect(after.formSubmissions?.recent[0]).toMatchObject({ formId, formName: 'Wholesale enquiry' });
    expect(after.restock).toEqual({
      waiting: before.restock!.waiting + 1,
      products: [{ productId: shirt.id, name: 'Linen Shirt', waiting: 1 }],
    });
  });

  test('the setup guide ticks each step from the site’s real state, and can be hidden and shown again', async () => {
    const done = (setup: OwnerHome['setup']) =>
      Object.fromEntries((setup?.steps ?? []).map((step) => [step.id, step.done]));
    const first = (await home()).setup;
    expect(first?.dismissed).toBe(false);
    // The test processor takes the payments: test mode, payments not connected.
    expect(first?.testMode).toBe(true);
    expect(done(first)).toEqual({
      product: true,
      shipping: true,
      payments: false,
      styles: false,
      homePage: false,
      address: false,
      team: false,
    });

    // Site styles saved, the home page edited, someone invited: their steps tick.
    const styles = await owner.get('/api/site-styles');
    expect(styles.statusCode, styles.body).toBe(200);
    const saved = await owner.request({ method: 'PUT', url: '/api/site-styles', json: styles.json() });
    expect(saved.statusCode, saved.body).toBe(200);
    // The test site has no pages: one is made, published and chosen as the home page first.
    const made = await owner.request({
      method: 'POST',
      url: '/config/api/pages',
      json: { title: 'Welcome', layout: 'blank' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const homePage = made.json<{ id: string; revision: number; document: unknown }>();
    const published = await owner.request({
      method: 'POST',
      url: `/config/api/pages/${homePage.id}/publish`,
      json: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const chosen = await owner.request({
      method: 'PUT',
      url: `/config/api/pages/${homePage.id}/settings`,
      json: { isHome: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(done((await home()).setup).homePage).toBe(false);
    const detail = homePage;
    const draft = await owner.request({
      method: 'PUT',
      url: `/config/api/pages/${homePage.id}/document`,
      json: { baseRevision: detail.revision, document: detail.document },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const invited = await owner.request({
      method: 'POST',
      url: '/config/api/members/invitations',
      json: { email: 'helper-home@example.com', role: SITE_ROLE.EDITOR },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(done((await home()).setup)).toMatchObject({ styles: true, homePage: true, team: true });

    // An address of its own, first in the list: the address step ticks (this machine's names stay).
    const { hosts } = (await owner.get('/config/api/site')).json<{ hosts: string[] }>();
    const addressed = await owner.request({
      method: 'PUT',
      url: '/config/api/site/hosts',
      json: { hosts: ['home-test.example.test', ...hosts] },
    });
    expect(addressed.statusCode, addressed.body).toBe(200);
    expect(done((await home()).setup).address).toBe(true);

    const hidden = await owner.request({
      method: 'PUT',
      url: OWNER_HOME_API.setup,
      json: { dismissed: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ dismissed: true });
    expect((await home()).setup?.dismissed).toBe(true);
    await owner.request({ method: 'PUT', url: OWNER_HOME_API.setup, json: { dismissed: false } });
    expect((await home()).setup?.dismissed).toBe(false);
  });

  test('a role sees only the sections of the panels it may open', async () => {
    await addTestMember(t.db, {
      email: 'viewer-home@example.com',
      password: 'viewer password 1',
      role: SITE_ROLE.VIEWER,
    });
    const viewer = await signedInOwner(t.app, {
      email: 'viewer-home@example.com',
      password: 'viewer password 1',
    });
    const seen = await home(viewer);
    expect(seen.sales).toBeNull();
    expect(seen.visits).not.toBeNull();
    expect(seen.lowStock).not.toBeNull();
    await addTestMember(t.db, {
      email: 'moderator-home@example.com',
      password: 'moderator password 1',
      role: SITE_ROLE.MODERATOR,
    });
    const moderator = await signedInOwner(t.app, {
      email: 'moderator-home@example.com',
      password: 'moderator password 1',
    });
    expect(await home(moderator)).toEqual({
      currency: 'USD',
      setup: null,
      sales: null,
      visits: null,
      lowStock: null,
      formSubmissions: null,
      restock: null,
    });
  });
});
