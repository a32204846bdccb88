import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SITE_ROLE,
  type ContentCollectionList,
  type ContentItemList,
  type PageDocument,
  type SiteLayout,
  type SitePageList,
} from '@plinth/contracts';
import { pageDocumentSchema } from '@plinth/contracts/schemas';
import { migrateToLatest } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { addTestMember, signedInOwner, TEST_OWNER, Visitor } from './fixtures/create-test-app';

describe.each(testEngines())('the demo seed on %s', (engine) => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateToLatest(handle.db);
    expect(await seedDemoIfEmpty(handle.db)).toBe(true);
    await addTestMember(handle.db, { ...TEST_OWNER, role: SITE_ROLE.ADMIN });
    dataDir = await mkdtemp(join(tmpdir(), 'plinth-seed-'));
    app = await buildApp({ config: testConfig({ dataDir }), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('seeds once: a second start finds the site and adds nothing', async () => {
    expect(await seedDemoIfEmpty(handle.db)).toBe(false);
    const pages = await handle.db.kysely
      .selectFrom('site_pages')
      .select('slug')
      .where('collection_id', 'is', null)
      .execute();
    expect(pages.map((p) => p.slug).sort()).toEqual(['about', 'contact', 'events', 'home', 'journal']);
  });

  test('the Contact form and the Coffee Beans options form are seeded; Coffee Beans opens its form', async () => {
    const forms = await handle.db.kysely.selectFrom('forms').select(['id', 'name', 'definition']).execute();
    expect(forms.map((f) => [f.id, f.name]).sort()).toEqual([
      ['demo-coffee-beans', 'Coffee Beans options'],
      ['demo-contact', 'Contact'],
    ]);
    const contact = JSON.parse(forms.find((f) => f.id === 'demo-contact')?.definition ?? '{}') as {
      fields: { title: string; type: string; required: boolean }[];
      captchaEnabled: boolean;
    };
    expect(contact.fields.map((f) => [f.title, f.type, f.required])).toEqual([
      ['Name', 'name', true],
      ['Email', 'email', true],
      ['Message', 'textarea', true],
    ]);
    expect(contact.captchaEnabled).toBe(true);
    const product = await handle.db.kysely
      .selectFrom('products')
      .select('additional_fields_form_id')
      .where('url_id', '=', 'coffee-beans')
      .executeTakeFirstOrThrow();
    expect(product.additional_fields_form_id).toBe('demo-coffee-beans');
  });

  test('Home, the Journal, Events, About and Contact are published block pages of valid blocks; Home is the home page', async () => {
    const owner = await signedInOwner(app);
    const { pages } = (await owner.get('/config/api/pages')).json<SitePageList>();
    expect(pages.map((p) => [p.title, p.status, p.isHome, p.url])).toEqual([
      ['Home', 'published', true, '/'],
      ['Journal', 'published', false, '/journal'],
      ['Events', 'published', false, '/events'],
      ['About', 'published', false, '/about'],
      ['Contact', 'published', false, '/contact'],
    ]);
    expect(pages.filter((p) => p.inNavigation).map((p) => p.title)).toEqual([
      'Journal',
      'Events',
      'About',
      'Contact',
    ]);
    for (const page of pages) {
      const detail = (await owner.get(`/config/api/pages/${page.id}`)).json<{ document: unknown }>();
      expect(pageDocumentSchema.safeParse(detail.document).success, page.title).toBe(true);
    }
    const layout = (await owner.get('/api/commondata/GetSiteLayout')).json<SiteLayout>().layout;
    expect(layout[0]?.links.map((l) => [l.title, l.url])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Journal', '/journal'],
      ['Events', '/events'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  test('"/" shows the Home page: the tagline, Shop all and the featured products; About and Contact answer', async () => {
    const visitor = new Visitor(app);
    const home = await visitor.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Goods for slow days and good rooms.');
    expect(home.body).toContain('Shop all');
    expect(home.body).toContain('Featured');
    expect(home.body).toContain('href="/shop/p/');
    expect(home.body).toContain('href="/about"');
    expect(home.body).toContain('href="/contact"');
    expect((await visitor.get('/about')).body).toContain('About us');
    expect((await visitor.get('/contact')).body).toContain('1 Market Street, Springfield');
  });

  test('the Journal has five published posts with text, a picture, tags and categories; Events three upcoming and one past', async () => {
    const owner = await signedInOwner(app);
    const { collections } = (await owner.get('/config/api/collections')).json<ContentCollectionList>();
    expect(collections.map((c) => [c.title, c.collectionType, c.itemCount, c.status])).toEqual([
      ['Journal', 'blog', 5, 'published'],
      ['Events', 'events', 4, 'published'],
    ]);
    const [blog, events] = collections;
    const posts = (await owner.get(`/config/api/collections/${blog?.id}/items`)).json<ContentItemList>()
      .items;
    expect(posts).toHaveLength(5);
    for (const post of posts) {
      expect(post).toMatchObject({ status: 'published', live: true });
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.excerpt).toMatch(/^<p>/);
      const page = (await owner.get(`/config/api/pages/${post.id}`)).json<{ document: PageDocument }>();
      expect(pageDocumentSchema.safeParse(page.document).success, post.title).toBe(true);
      const types = page.document.blocks.map((b) => b.type);
      expect(types).toEqual(['text', 'product', 'text']);
      expect(page.document.blocks[1]?.props.productId).toEqual(expect.stringMatching(/.+/) as unknown);
    }
    const dates = posts.map((p) => Date.parse(p.itemDate ?? ''));
    expect(dates.every((d) => d < Date.now())).toBe(true);
    const list = (await owner.get(`/config/api/collections/${events?.id}/items`)).json<ContentItemList>()
      .items;
    const upcoming = list.filter((e) => Date.parse(e.startsAt ?? '') > Date.now());
    expect(upcoming).toHaveLength(3);
    expect(list.filter((e) => Date.parse(e.endsAt ?? '') < Date.now())).toHaveLength(1);
    for (const event of list) {
      expect(event.location.name).not.toBe('');
      expect(Date.parse(event.endsAt ?? '')).toBeGreaterThanOrEqual(Date.parse(event.startsAt ?? ''));
    }
    expect(list.some((e) => e.allDay)).toBe(true);
  });
});
