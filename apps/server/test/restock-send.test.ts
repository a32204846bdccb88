import {
  RESTOCK_API,
  type ProductDetail,
  type RestockGroupsAnswer,
  type RestockSendAnswer,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESTOCK_NOTICE_JOB_KIND, signUpForRestock } from '../src/modules/restock';
import type { Site } from '../src/modules/sites';
import { createTestApp, signedInOwner, Visitor, type TestApp } from './fixtures/create-test-app';
import { demoCollectionId, insertTestProduct, productInput } from './fixtures/create-test-product';
import type { AcceptedMail } from './fixtures/smtp-test-server';
import { TestSmtpServer } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

describe.each(testEngines())('restock notices through a real SMTP server on %s', (engine) => {
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

  async function setRestock(preferences: Record<string, unknown>): Promise<Site> {
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

  async function setStock(variantId: string, stock: number) {
    const response = await owner.request({
      method: 'PUT',
      url: `/config/api/inventory/${variantId}`,
      json: { stock },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function send(variant: { productId: string; variantId: string }): Promise<number> {
    const response = await owner.request({ method: 'POST', url: RESTOCK_API.send, json: variant });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RestockSendAnswer>().queued;
  }

  const mailsTo = (email: string) => smtp.accepted.filter((m) => m.rcptTo.includes(email));

  /** Until no restock or email job is queued or running. */
  async function jobsSettled() {
    await waitFor('the jobs to finish', async () => {
      const busy = await t.db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('state', 'in', ['queued', 'running'])
        .where('kind', 'in', [RESTOCK_NOTICE_JOB_KIND, 'email.send'])
        .execute();
      return busy.length === 0;
    });
  }

  const signUpInput = (variant: { productId: string; variantId: string }, email: string) => ({
    ...variant,
    email,
    isJoinMailingList: false,
    language: '',
    origin: 'http://localhost:3000',
  });

  async function statusOf(variantId: string, email: string) {
    const row = await t.db.kysely
      .selectFrom('restock_sign_ups')
      .select(['status', 'queued_at'])
      .where('variant_id', '=', variantId)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row;
  }

  test('Send emails each waiting sign-up once, with a working product link and a one-click unsubscribe; a second Send sends nothing', async () => {
    const site = await setRestock({ enabled: true, autoSendOnRestock: false });
    const linen = await t.db.kysely
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select(['products.id as productId', 'variants.id as variantId'])
      .where('products.url_id', '=', 'linen-shirt')
      .where('variants.stock_qty', '=', 0)
      .executeTakeFirstOrThrow();
    for (const email of ['navy.one@example.com', 'navy.two@example.com']) {
      await signUpForRestock(t.db, site, signUpInput(linen, email));
    }
    // Still sold out: nothing to send.
    expect(await send(linen)).toBe(0);
    await setStock(linen.variantId, 4);
    // Automatic sending is off: the restock alone queued nothing.
    expect(
      await t.db.kysely.selectFrom('jobs').select('id').where('kind', '=', RESTOCK_NOTICE_JOB_KIND).execute(),
    ).toEqual([]);

    expect(await send(linen)).toBe(2);
    const [mail] = await waitFor('both notices', async () => {
      const one = mailsTo('navy.one@example.com');
      return one.length === 1 && mailsTo('navy.two@example.com').length === 1 ? one : null;
    });
    const notice = mail as AcceptedMail;
    expect(notice.subject).toBe('Linen Shirt is back in stock');
    expect(notice.text).toContain('Linen Shirt (L / Navy) is available again at Plinth Supply Co.');
    const productLink = /http:\/\/localhost:3000(\/[a-z0-9-]+\/p\/linen-shirt)/.exec(notice.text)?.[1];
    expect(productLink, notice.text).toBeDefined();
    const page = await new Visitor(t.app).get(productLink ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Linen Shirt');

    const header = notice.headers.get('list-unsubscribe') ?? '';
    expect(notice.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<http:\/\/localhost:3000(\/restock\/unsubscribe\?token=[A-Za-z0-9._-]+)>$/.exec(
      header,
    )?.[1];
    expect(unsubscribeUrl, header).toBeDefined();
    expect(notice.text).toContain(`Unsubscribe: http://localhost:3000${unsubscribeUrl}`);

    await jobsSettled();
    expect(await statusOf(linen.variantId, 'navy.one@example.com')).toEqual({
      status: 'notified',
      queued_at: null,
    });
    const groups = (await owner.get(RESTOCK_API.groups)).json<RestockGroupsAnswer>();
    expect(groups.signUpGroups.some((g) => g.variantId === linen.variantId)).toBe(false);

    // Pressing Send again: nothing is queued and nothing more arrives.
    expect(await send(linen)).toBe(0);
    const all = await owner.request({
      method: 'POST',
      url: RESTOCK_API.sendAll,
      json: { sendRequests: [linen, linen] },
    });
    expect(all.json<RestockSendAnswer>()).toEqual({ queued: 0 });
    await jobsSettled();
    expect(mailsTo('navy.one@example.com')).toHaveLength(1);
    expect(mailsTo('navy.two@example.com')).toHaveLength(1);

    // The link opens a confirm page and changes nothing; the one-click POST (no cookies, no crumb) stops it.
    const stranger = new Visitor(t.app);
    const confirm = await stranger.get(unsubscribeUrl ?? '');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Stop emails about Linen Shirt to navy.one@example.com?');
    expect(confirm.body).toContain('<form method="post"');
    expect((await statusOf(linen.variantId, 'navy.one@example.com')).status).toBe('notified');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl ?? '',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain(
      'You will get no more restock emails from Plinth Supply Co. at navy.one@example.com.',
    );
    expect((await statusOf(linen.variantId, 'navy.one@example.com')).status).toBe('unsubscribed');
    const boundary = 'plinthboundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl ?? '',
      headers: { host: 'localhost:3000', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await statusOf(linen.variantId, 'navy.two@example.com')).status).toBe('notified');

    const forged = await stranger.get(`${RESTOCK_API.unsubscribe}?token=${'a'.repeat(24)}.${'b'.repeat(32)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
  });

  test('a notice whose variant sold out again sends nothing and leaves the sign-up waiting for the next Send', async () => {
    const site = await setRestock({ enabled: true, autoSendOnRestock: false });
    const product = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    const variant = { productId: product.id, variantId: product.variantId };
    await signUpForRestock(t.db, site, signUpInput(variant, 'again@example.com'));
    // As if Send had queued round 1 just before the last unit sold.
    const row = await t.db.kysely
      .updateTable('restock_sign_ups')
      .set({ send_round: 1, queued_at: new Date().toISOString() })
      .where('variant_id', '=', product.variantId)
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.jobs.enqueue({
      kind: RESTOCK_NOTICE_JOB_KIND,
      payload: { signUpId: row.id, round: 1 },
      dedupeKey: `restock:${row.id}:1`,
      websiteId: t.websiteId,
    });
    await jobsSettled();
    expect(await statusOf(product.variantId, 'again@example.com')).toEqual({
      status: 'waiting',
      queued_at: null,
    });
    expect(mailsTo('again@example.com')).toEqual([]);

    await setStock(product.variantId, 2);
    expect(await send(variant)).toBe(1);
    await waitFor('the notice', async () => mailsTo('again@example.com').length === 1);
    await jobsSettled();
    expect((await statusOf(product.variantId, 'again@example.com')).status).toBe('notified');
    expect(mailsTo('again@example.com')).toHaveLength(1);
  });

  test('with automatic sending on, restocking a variant (set or adjust) emails its sign-ups; with it off, nothing is queued', async () => {
    const off = await setRestock({ enabled: true, autoSendOnRestock: false });
    const quiet = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    await signUpForRestock(
      t.db,
      off,
      signUpInput({ productId: quiet.id, variantId: quiet.variantId }, 'manual@example.com'),
    );
    await setStock(quiet.variantId, 3);
    expect((await statusOf(quiet.variantId, 'manual@example.com')).queued_at).toBeNull();

    const on = await setRestock({ enabled: true, autoSendOnRestock: true });
    const set = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    const adjusted = await insertTestProduct(t.db, t.websiteId, { stock: 0 });
    await signUpForRestock(
      t.db,
      on,
      signUpInput({ productId: set.id, variantId: set.variantId }, 'auto.set@example.com'),
    );
    await signUpForRestock(
      t.db,
      on,
      signUpInput({ productId: adjusted.id, variantId: adjusted.variantId }, 'auto.adjust@example.com'),
    );
    await setStock(set.variantId, 5);
    const adjust = await owner.request({
      method: 'POST',
      url: `/config/api/inventory/${adjusted.variantId}/adjust`,
      json: { by: 2 },
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    await waitFor(
      'the automatic notices',
      async () =>
        mailsTo('auto.set@example.com').length === 1 && mailsTo('auto.adjust@example.com').length === 1,
    );
    // Another stock change of the same variant queues nothing more.
    await setStock(set.variantId, 6);
    await jobsSettled();
    expect(mailsTo('auto.set@example.com')).toHaveLength(1);
    expect(mailsTo('manual@example.com')).toEqual([]);
    await setRestock({ autoSendOnRestock: false });
  });

  test("with automatic sending on, saving a product whose sold-out option now has stock emails that option's sign-ups only", async () => {
    const site = await setRestock({ enabled: true, autoSendOnRestock: true });
    const collectionId = await demoCollectionId(t.db, t.websiteId);
    const created = await owner.request({
      method: 'POST',
      url: '/config/api/products',
      json: productInput(collectionId, {
        variants: productInput(collectionId).variants.map((v) => ({ ...v, stock: 0 })),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<ProductDetail>();
    const [first, second] = product.variants;
    if (!first || !second) throw new Error('the product has no variants');
    for (const [variant, email] of [
      [first, 'save.first@example.com'],
      [second, 'save.second@example.com'],
    ] as const) {
      await signUpForRestock(
        t.db,
        site,
        signUpInput({ productId: product.id, variantId: variant.id }, email),
      );
    }
    const { id: _id, fullUrl: _url, updatedAt: _u, createdAt: _c, ...input } = product;
    const saved = await owner.request({
      method: 'PUT',
      url: `/config/api/products/${product.id}`,
      json: { ...input, variants: product.variants.map((v) => (v.id === first.id ? { ...v, stock: 3 } : v)) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor(
      'the notice of the restocked option',
      async () => mailsTo('save.first@example.com').length === 1,
    );
    await jobsSettled();
    expect(mailsTo('save.second@example.com')).toEqual([]);
    expect((await statusOf(second.id, 'save.second@example.com')).status).toBe('waiting');
    await setRestock({ autoSendOnRestock: false });
  });
});
