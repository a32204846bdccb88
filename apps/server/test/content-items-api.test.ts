import type {
  ApiError,
  ContentCollectionList,
  ContentItemDetail,
  ContentItemList,
  SitePageList,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { createTestCollection, createTestItem } from './fixtures/content-api';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** The owner API of collections and items (docs/content.md): fields, slugs, lists and filters. */
describe.each(testEngines())('owner content API on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });
  const list = async (collectionId: string, query = '') =>
    (await call('GET', `/config/api/collections/${collectionId}/items${query}`)).json<ContentItemList>();

  test('Add page with the Blog or Events layout makes a collection, listed with its item count', async () => {
    const blog = await createTestCollection(await owner(), 'blog', 'News');
    const events = await createTestCollection(await owner(), 'events', 'Gigs');
    expect(blog).toMatchObject({ collectionType: 'blog', collectionId: null, url: '/news' });
    await createTestItem(await owner(), blog.id, { title: 'First' });
    const collections = (await call('GET', '/config/api/collections')).json<ContentCollectionList>();
    expect(collections.collections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: blog.id, collectionType: 'blog', itemCount: 1, url: '/news' }),
        expect.objectContaining({ id: events.id, collectionType: 'events', itemCount: 0 }),
      ]),
    );
  });

  test('creates a draft post with its fields; the slug comes from the title, unique in its collection', async () => {
    const blog = await createTestCollection(await owner());
    const other = await createTestCollection(await owner(), 'blog', 'Second blog');
    const post = await createTestItem(await owner(), blog.id, {
      title: 'Hello world',
      excerpt: '<p>The <strong>first</strong> post.</p>',
      tags: ['Travel', 'Food'],
      categories: ['Stories'],
      seoTitle: 'Hello SEO',
      itemDate: '2026-03-01T09:00:00Z',
    });
    expect(post).toMatchObject({
      collectionId: blog.id,
      collectionType: 'blog',
      title: 'Hello world',
      slug: 'hello-world',
      url: `/${blog.slug}/hello-world`,
      status: 'draft',
      live: false,
      excerpt: '<p>The <strong>first</strong> post.</p>',
      tags: ['Travel', 'Food'],
      categories: ['Stories'],
      seoTitle: 'Hello SEO',
      itemDate: '2026-03-01T09:00:00.000Z',
      revision: 1,
    });
    expect((await createTestItem(await owner(), blog.id, { title: 'Hello world' })).slug).toBe(
      'hello-world-1',
    );
    expect((await createTestItem(await owner(), other.id, { title: 'Hello world' })).slug).toBe(
      'hello-world',
    );
    // An item may share a page's slug: it lives under its collection.
    expect((await createTestItem(await owner(), blog.id, { title: 'Shop', slug: 'shop' })).slug).toBe('shop');
  });

  test('a slug taken in the collection is refused, on create and on rename', async () => {
    const blog = await createTestCollection(await owner());
    await createTestItem(await owner(), blog.id, { title: 'One', slug: 'one' });
    const two = await createTestItem(await owner(), blog.id, { title: 'Two' });
    const taken = await call('POST', `/config/api/collections/${blog.id}/items`, {
      title: 'Again',
      slug: 'one',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>()).toMatchObject({
      code: 'PAGE_SLUG_TAKEN',
      fieldErrors: { slug: expect.any(String) as unknown },
    });
    const renamed = await call('PUT', `/config/api/items/${two.id}`, { slug: 'one' });
    expect(renamed.statusCode).toBe(409);
    const viaPages = await call('PUT', `/config/api/pages/${two.id}/settings`, { slug: 'one' });
    expect(viaPages.statusCode).toBe(409);
  });

  test('items stay out of the Pages list, the page address /{slug} and the navigation', async () => {
    const blog = await createTestCollection(await owner());
    const post = await createTestItem(await owner(), blog.id, {
      title: 'Hidden from pages',
      status: 'published',
    });
    const pages = (await call('GET', '/config/api/pages')).json<SitePageList>().pages;
    expect(pages.map((p) => p.id)).toContain(blog.id);
    expect(pages.map((p) => p.id)).not.toContain(post.id);
    expect((await new Visitor(t.app).get(`/${post.slug}`)).statusCode).toBe(404);
    const home = await call('PUT', `/config/api/pages/${post.id}/settings`, { isHome: true });
    expect(home.statusCode).toBe(400);
    // The pages API reads an item with its address under the collection.
    const asPage = await call('GET', `/config/api/pages/${post.id}`);
    expect(asPage.json()).toMatchObject({ collectionId: blog.id, url: `/${blog.slug}/${post.slug}` });
  });

  test('updates only the keys sent; tags replaced, excerpt sanitised, location merged', async () => {
    const events = await createTestCollection(await owner(), 'events');
    const event = await createTestItem(await owner(), events.id, {
      title: 'Concert',
      startsAt: '2026-06-01T19:00:00-04:00',
      endsAt: '2026-06-01T22:00:00-04:00',
      location: { name: 'Town hall', addressLine1: '1 Main St', mapLat: 40.7, mapLng: -74 },
      tags: ['music'],
    });
    expect(event).toMatchObject({
      collectionType: 'events',
      startsAt: '2026-06-01T23:00:00.000Z',
      endsAt: '2026-06-02T02:00:00.000Z',
      allDay: false,
      location: { name: 'Town hall', addressLine1: '1 Main St', addressLine2: '', mapLat: 40.7, mapLng: -74 },
    });
    const changed = await call('PUT', `/config/api/items/${event.id}`, {
      tags: ['jazz', 'outdoors'],
      allDay: true,
      location: { addressLine2: 'Back door' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ContentItemDetail>()).toMatchObject({
      title: 'Concert',
      tags: ['jazz', 'outdoors'],
      allDay: true,
      location: { name: 'Town hall', addressLine2: 'Back door' },
    });
    const late = await call('PUT', `/config/api/items/${event.id}`, { endsAt: '2026-05-01T00:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiError>()).toMatchObject({
      code: 'CONTENT_INVALID',
      fieldErrors: { endsAt: expect.any(String) as unknown },
    });
  });

  test('lists newest first with search, status, tag, category and author filters and pages through', async () => {
    const blog = await createTestCollection(await owner());
    const titles = ['Alpha apples', 'Beta bananas', 'Gamma grapes'];
    for (const [index, title] of titles.entries()) {
      await createTestItem(await owner(), blog.id, {
        title,
        itemDate: `2026-0${index + 1}-01T00:00:00Z`,
        tags: index === 0 ? ['fruit', 'red'] : ['fruit'],
        categories: index === 2 ? ['Recipes'] : [],
        ...(index === 1 ? { status: 'needsReview' as const } : {}),
      });
    }
    expect((await list(blog.id)).items.map((i) => i.title)).toEqual([...titles].reverse());
    expect((await list(blog.id, '?q=BANANA')).items.map((i) => i.title)).toEqual(['Beta bananas']);
    expect((await list(blog.id, '?status=needsReview')).items.map((i) => i.title)).toEqual(['Beta bananas']);
    expect((await list(blog.id, '?tag=Red')).items.map((i) => i.title)).toEqual(['Alpha apples']);
    expect((await list(blog.id, '?category=recipes')).items.map((i) => i.title)).toEqual(['Gamma grapes']);
    const page = await list(blog.id, '?limit=2&offset=2');
    expect(page).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(page.items.map((i) => i.title)).toEqual(['Alpha apples']);
    const bad = await call('GET', `/config/api/collections/${blog.id}/items?limit=500`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', `/config/api/collections/${blog.id}/items?q=${'x'.repeat(201)}`)).statusCode,
    ).toBe(400);
  });

  test('the author must be a member of the site and is answered with their name', async () => {
    const blog = await createTestCollection(await owner());
    const me = (await call('GET', '/config/api/session')).json<{ user: { id: string; name: string } }>().user;
    const post = await createTestItem(await owner(), blog.id, { title: 'By me', authorId: me.id });
    expect(post.author).toEqual({ id: me.id, name: me.name });
    expect((await list(blog.id, `?authorId=${me.id}`)).items.map((i) => i.id)).toEqual([post.id]);
    const stranger = await call('POST', `/config/api/collections/${blog.id}/items`, {
      title: 'By nobody',
      authorId: 'not-a-member',
      featuredImageFileId: 'not-a-file',
    });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json<ApiError>().fieldErrors ?? {}).sort()).toEqual([
      'authorId',
      'featuredImageFileId',
    ]);
  });

  test('unknown collections and items answer 404; a page that is not a collection holds no items', async () => {
    const plain = (await call('POST', '/config/api/pages', { title: 'Plain', layout: 'blank' })).json<{
      id: string;
    }>();
    const into = await call('POST', `/config/api/collections/${plain.id}/items`, { title: 'Nope' });
    expect(into.statusCode).toBe(404);
    expect(into.json<ApiError>().code).toBe('CONTENT_COLLECTION_NOT_FOUND');
    expect((await call('GET', '/config/api/items/missing')).statusCode).toBe(404);
    expect((await call('PUT', '/config/api/items/missing', { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/config/api/items/missing')).statusCode).toBe(404);
    expect((await call('POST', `/config/api/collections/${plain.id}/items`, { title: '' })).statusCode).toBe(
      400,
    );
  });

  test('deleting an item, or its collection, removes it', async () => {
    const blog = await createTestCollection(await owner());
    const one = await createTestItem(await owner(), blog.id, { title: 'One', tags: ['gone'] });
    const two = await createTestItem(await owner(), blog.id, { title: 'Two' });
    expect((await call('DELETE', `/config/api/items/${one.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/config/api/items/${one.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/config/api/pages/${blog.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/config/api/items/${two.id}`)).statusCode).toBe(404);
    const left = await t.db.kysely
      .selectFrom('term_assignments')
      .select('subject_id')
      .where('subject_id', 'in', [one.id, two.id])
      .execute();
    expect(left).toEqual([]);
  });
});
