import {
  MAILING_LIST_API,
  RESTOCK_API,
  type ApiError,
  type MailingListPage,
  type RestockGroupsAnswer,
  type RestockSignUpsAnswer,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signUpForRestock } from '../src/modules/restock';
import type { Site } from '../src/modules/sites';
import { signedInOwner, useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { insertTestProduct } from './fixtures/create-test-product';

/** The demo Linen Shirt and its sold-out option (L, Navy), and an option in stock (S, Sand). */
async function linenShirt(t: TestApp) {
  const rows = await t.db.kysely
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select([
      'products.id as productId',
      'variants.id as variantId',
      'variants.attributes',
      'variants.stock_qty',
    ])
    .where('products.url_id', '=', 'linen-shirt')
    .execute();
  const find = (size: string, color: string) => {
    const row = rows.find((r) => {
      const a = JSON.parse(r.attributes) as Record<string, string>;
      return a.Size === size && a.Color === color;
    });
    if (!row) throw new Error(`no Linen Shirt ${size} / ${color}`);
    return { productId: row.productId, variantId: row.variantId };
  };
  return { navyL: find('L', 'Navy'), sandS: find('S', 'Sand') };
}

async function setRestock(t: TestApp, preferences: Record<string, unknown>): Promise<Site> {
  const owner = await signedInOwner(t.app);
  const response = await owner.request({
    method: 'PUT',
    url: '/api/v1/commerce-preferences/restock',
    json: preferences,
  });
  expect(response.statusCode, response.body).toBe(200);
  const site = await t.app.sites.byId(t.websiteId);
  if (!site) throw new Error('no demo site');
  return site;
}

async function visitor(t: TestApp): Promise<Visitor> {
  const v = new Visitor(t.app);
  await v.visit();
  return v;
}

function signUp(v: Visitor, json: Record<string, unknown>) {
  return v.request({ method: 'POST', url: RESTOCK_API.signUp, json });
}

const input = (variant: { productId: string; variantId: string }, email: string, join = false) => ({
  ...variant,
  email,
  isJoinMailingList: join,
  language: '',
  origin: 'http://localhost:3000',
});

describe.each(testEngines())('restock sign-ups and owner lists on %s', (engine) => {
  const t = useTestApp(engine);

  test('the email is checked with the spec\'s words: "Email cannot be blank", "Email is invalid" (length, TLD of 2 to 4)', async () => {
    await setRestock(t, { enabled: true });
    const { navyL } = await linenShirt(t);
    const v = await visitor(t);
    const cases: [string, string][] = [
      ['', 'Email cannot be blank'],
      ['   ', 'Email cannot be blank'],
      ['not-an-email', 'Email is invalid'],
      ['shopper@example.museum', 'Email is invalid'],
      ['shopper@example.c', 'Email is invalid'],
      [`${'a'.repeat(250)}@ex.com`, 'Email is invalid'],
    ];
    for (const [email, message] of cases) {
      const response = await signUp(v, { ...navyL, siteVisitorEmail: email, isJoinMailingList: false });
      expect(response.statusCode, email).toBe(400);
      const body = response.json<ApiError>();
      expect(body.message, email).toBe(message);
      expect(body.code).toBe('RESTOCK_EMAIL_INVALID');
      expect(body.fieldErrors).toEqual({ siteVisitorEmail: message });
    }
  });

  test('a valid email without a captcha token is refused with "Complete CAPTCHA before submitting."; a bad token fails', async () => {
    await setRestock(t, { enabled: true });
    const { navyL } = await linenShirt(t);
    const v = await visitor(t);
    const missing = await signUp(v, { ...navyL, siteVisitorEmail: 'shopper@example.com' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json<ApiError>()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'Complete CAPTCHA before submitting.',
    });
    const bad = await signUp(v, {
      ...navyL,
      siteVisitorEmail: 'shopper@example.com',
      captchaToken: 'forged',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<ApiError>().code).toBe('CAPTCHA_FAILED');
    const enterprise = await signUp(v, {
      ...navyL,
      siteVisitorEmail: 'shopper@example.com',
      recaptchaEnterpriseV3Token: 'forged',
    });
    expect(enterprise.json<ApiError>().code).toBe('CAPTCHA_FAILED');
    const rows = await t.db.kysely.selectFrom('restock_sign_ups').select('id').execute();
    expect(rows).toEqual([]);
  });

  test('the sign-up needs the crumb, and refuses unknown fields and oversized values', async () => {
    const { navyL } = await linenShirt(t);
    const v = await visitor(t);
    const noCrumb = await v.request({
      method: 'POST',
      url: RESTOCK_API.signUp,
      json: { ...navyL, siteVisitorEmail: 'a@example.com' },
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    const extra = await signUp(v, { ...navyL, siteVisitorEmail: 'a@example.com', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ApiError>().code).toBe('RESTOCK_INVALID');
    const long = await signUp(v, { ...navyL, siteVisitorEmail: 'a@example.com', language: 'x'.repeat(36) });
    expect(long.json<ApiError>().fieldErrors).toHaveProperty(['language']);
  });

  test('below the captcha: off, unknown and in-stock variants are refused with a message the form shows', async () => {
    const { navyL, sandS } = await linenShirt(t);
    const off = await setRestock(t, { enabled: false });
    await expect(signUpForRestock(t.db, off, input(navyL, 'a@example.com'))).rejects.toMatchObject({
      code: 'RESTOCK_DISABLED',
      message: 'Restock notifications are not available for this product.',
    });
    const site = await setRestock(t, { enabled: true });
    await expect(signUpForRestock(t.db, site, input(sandS, 'a@example.com'))).rejects.toMatchObject({
      code: 'RESTOCK_IN_STOCK',
      statusCode: 409,
    });
    await expect(
      signUpForRestock(t.db, site, input({ productId: sandS.productId, variantId: 'nope' }, 'a@example.com')),
    ).rejects.toMatchObject({ code: 'RESTOCK_VARIANT_NOT_FOUND', statusCode: 404 });
    const other = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    await expect(
      signUpForRestock(
        t.db,
        site,
        input({ productId: other.id, variantId: navyL.variantId }, 'a@example.com'),
      ),
    ).rejects.toMatchObject({ code: 'RESTOCK_VARIANT_NOT_FOUND' });
  });

  test('one sign-up per email and variant: the same address again (any case) adds no row', async () => {
    const site = await setRestock(t, { enabled: true });
    const product = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    const variant = { productId: product.id, variantId: product.variantId };
    expect((await signUpForRestock(t.db, site, input(variant, 'twice@example.com'))).created).toBe(true);
    expect((await signUpForRestock(t.db, site, input(variant, ' Twice@Example.COM '))).created).toBe(false);
    const rows = await t.db.kysely
      .selectFrom('restock_sign_ups')
      .select(['email', 'status'])
      .where('variant_id', '=', product.variantId)
      .execute();
    expect(rows).toEqual([{ email: 'twice@example.com', status: 'waiting' }]);
  });

  test('the mailing-list opt-in joins the list only when the owner offers it, once per email; the CSV neutralises formulas', async () => {
    const owner = await signedInOwner(t.app);
    const product = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    const variant = { productId: product.id, variantId: product.variantId };
    const notOffered = await setRestock(t, { enabled: true, mailingListSignUpEnabled: false });
    const ignored = await signUpForRestock(t.db, notOffered, input(variant, 'quiet@example.com', true));
    expect(ignored.joinedMailingList).toBe(false);
    const offered = await setRestock(t, { enabled: true, mailingListSignUpEnabled: true });
    await signUpForRestock(t.db, offered, input(variant, 'keen@example.com', true));
    await signUpForRestock(t.db, offered, input(variant, '=1+2@example.com', true));
    const other = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    await signUpForRestock(
      t.db,
      offered,
      input({ productId: other.id, variantId: other.variantId }, 'keen@example.com', true),
    );

    const listed = await owner.get(MAILING_LIST_API.members);
    expect(listed.statusCode, listed.body).toBe(200);
    // Two sign-ups in the same millisecond may list either way round: compare as sets.
    const emails = listed.json<MailingListPage>().members.map((m) => m.email);
    expect(emails.sort()).toEqual(['=1+2@example.com', 'keen@example.com']);
    const csv = await owner.get(MAILING_LIST_API.csv);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe('"email","source","joined"');
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.includes('keen@'))).toMatch(/^"keen@example.com","restock","\d{4}-/);
    expect(rows.find((row) => row.includes('=1+2'))).toMatch(/^"'=1\+2@example.com","restock",/);

    const signUps = await owner.get(
      `${RESTOCK_API.signUps}?productId=${product.id}&variantId=${product.variantId}`,
    );
    const joined = Object.fromEntries(
      signUps.json<RestockSignUpsAnswer>().signUps.map((s) => [s.email, s.joinedMailingList]),
    );
    expect(joined).toEqual({
      'quiet@example.com': false,
      'keen@example.com': true,
      '=1+2@example.com': true,
    });
  });

  test("a variant's 120 sign-ups come in pages of 50, 50 and 20, each once", async () => {
    const site = await setRestock(t, { enabled: true });
    const owner = await signedInOwner(t.app);
    const product = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    const emails = Array.from({ length: 120 }, (_, i) => `page-${String(i).padStart(3, '0')}@example.com`);
    for (const email of emails) {
      await signUpForRestock(
        t.db,
        site,
        input({ productId: product.id, variantId: product.variantId }, email),
      );
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query = `productId=${product.id}&variantId=${product.variantId}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await owner.get(`${RESTOCK_API.signUps}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<RestockSignUpsAnswer>();
      sizes.push(answer.signUps.length);
      seen.push(...answer.signUps.map((s) => s.email));
      expect(answer.hasNextPage).toBe(answer.nextPageCursor !== null);
      cursor = answer.nextPageCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    // Each once; sign-ups of the same millisecond are ordered by id.
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual(emails);
  });

  test('the groups of 120 waiting variants come in pages following the cursor, each with its count and stock', async () => {
    const site = await setRestock(t, { enabled: true });
    const owner = await signedInOwner(t.app);
    const made = new Set<string>();
    for (let i = 0; i < 120; i += 1) {
      const product = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
      made.add(product.variantId);
      const variant = { productId: product.id, variantId: product.variantId };
      await signUpForRestock(t.db, site, input(variant, 'group-a@example.com'));
      if (i % 2 === 0) await signUpForRestock(t.db, site, input(variant, 'group-b@example.com'));
    }
    const groups: RestockGroupsAnswer['signUpGroups'] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const response = await owner.get(`${RESTOCK_API.groups}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<RestockGroupsAnswer>();
      expect(answer.signUpGroups.length).toBeLessThanOrEqual(50);
      groups.push(...answer.signUpGroups);
      pages += 1;
      cursor = answer.nextPageCursor;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    const ours = groups.filter((g) => made.has(g.variantId));
    expect(ours).toHaveLength(120);
    expect(new Set(groups.map((g) => g.variantId)).size).toBe(groups.length);
    expect(ours.filter((g) => g.waiting === 2)).toHaveLength(60);
    expect(ours[0]).toMatchObject({ unlimited: false, qtyInStock: 0, variantLabel: '' });
    expect(ours[0]?.productName).toMatch(/^Test Product /);

    const forged = await owner.get(`${RESTOCK_API.groups}?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ApiError>().code).toBe('RESTOCK_CURSOR_INVALID');
  });

  test('the Linen Shirt group is labelled with its options in order', async () => {
    const site = await setRestock(t, { enabled: true });
    const { navyL } = await linenShirt(t);
    await signUpForRestock(t.db, site, input(navyL, 'label@example.com'));
    const owner = await signedInOwner(t.app);
    let cursor: string | null = null;
    const groups: RestockGroupsAnswer['signUpGroups'] = [];
    do {
      const answer: RestockGroupsAnswer = (
        await owner.get(`${RESTOCK_API.groups}${cursor ? `?cursor=${cursor}` : ''}`)
      ).json<RestockGroupsAnswer>();
      groups.push(...answer.signUpGroups);
      cursor = answer.nextPageCursor;
    } while (cursor);
    expect(groups.find((g) => g.variantId === navyL.variantId)).toMatchObject({
      productName: 'Linen Shirt',
      variantLabel: 'L / Navy',
      qtyInStock: 0,
    });
  });
});
