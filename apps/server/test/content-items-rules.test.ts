import { SITE_ROLE, type ApiError, type ContentItemDetail, type ContentItemList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { createTestCollection, createTestItem } from './fixtures/content-api';
import { addTestMember, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

const HOUR = 60 * 60 * 1000;
const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)>';

/** Who may do what with items, scheduling on the app's clock, bulk changes and hostile text. */
describe.each(testEngines())('content API rules on %s', (engine) => {
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  let draftSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const drafter = async () => {
    if (draftSession) return draftSession;
    const credentials = { email: 'drafter@example.com', password: 'draft editor password 1' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.DRAFT_EDITOR });
    return (draftSession = await signedInOwner(t.app, credentials));
  };
  const call = async (as: Visitor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    as.request({ method, url, json });
  const read = async (id: string) =>
    (await call(await owner(), 'GET', `/config/api/items/${id}`)).json<ContentItemDetail>();

  test('a draft editor writes drafts but may not publish, change a live item or delete', async () => {
    const blog = await createTestCollection(await owner());
    const draft = await createTestItem(await drafter(), blog.id, { title: 'My draft', tags: ['idea'] });
    const edited = await call(await drafter(), 'PUT', `/config/api/items/${draft.id}`, {
      status: 'needsReview',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ContentItemDetail>().status).toBe('needsReview');

    const publish = await call(await drafter(), 'POST', `/config/api/collections/${blog.id}/items`, {
      title: 'Straight out',
      status: 'published',
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json<ApiError>()).toMatchObject({
      code: 'AUTH_PERMISSION_DENIED',
      permission: 'content.edit',
    });
    const toLive = await call(await drafter(), 'PUT', `/config/api/items/${draft.id}`, {
      status: 'published',
    });
    expect(toLive.statusCode).toBe(403);

    const live = await createTestItem(await owner(), blog.id, { title: 'Live one', status: 'published' });
    const changeLive = await call(await drafter(), 'PUT', `/config/api/items/${live.id}`, {
      excerpt: 'Changed',
    });
    expect(changeLive.statusCode).toBe(403);
    expect((await read(live.id)).excerpt).toBe('');

    expect((await call(await drafter(), 'DELETE', `/config/api/items/${draft.id}`)).statusCode).toBe(403);
    const bulk = await call(await drafter(), 'POST', `/config/api/collections/${blog.id}/items/bulk`, {
      ids: [draft.id],
      action: 'delete',
    });
    expect(bulk.statusCode).toBe(403);
    const listed = await call(await drafter(), 'GET', `/config/api/collections/${blog.id}/items`);
    expect(listed.json<ContentItemList>().total).toBe(2);
  });

  test('a scheduled item goes live when the app clock passes its time, and takes that as its date', async () => {
    const blog = await createTestCollection(await owner());
    const at = new Date(clock + 2 * HOUR).toISOString();
    const post = await createTestItem(await owner(), blog.id, {
      title: 'Tomorrow',
      status: 'published',
      publishAt: at,
    });
    expect(post).toMatchObject({ status: 'scheduled', live: false, publishAt: at, itemDate: at });
    clock += HOUR;
    expect(await read(post.id)).toMatchObject({ status: 'scheduled', live: false });
    const scheduled = async (status: string) =>
      (await call(await owner(), 'GET', `/config/api/collections/${blog.id}/items?status=${status}`))
        .json<ContentItemList>()
        .items.map((i) => i.id);
    expect(await scheduled('scheduled')).toEqual([post.id]);
    clock += HOUR;
    expect(await read(post.id)).toMatchObject({ status: 'published', live: true });
    expect(await scheduled('scheduled')).toEqual([]);
    expect(await scheduled('published')).toEqual([post.id]);
  });

  test('publishing now sets the shown date to now unless one was chosen', async () => {
    const blog = await createTestCollection(await owner());
    const now = await createTestItem(await owner(), blog.id, { title: 'Now', status: 'published' });
    expect(now).toMatchObject({ status: 'published', live: true, itemDate: new Date(clock).toISOString() });
    const chosen = await createTestItem(await owner(), blog.id, {
      title: 'Imported',
      status: 'published',
      itemDate: '2019-07-04T12:00:00Z',
    });
    expect(chosen.itemDate).toBe('2019-07-04T12:00:00.000Z');
  });

  test('bulk status publishes or takes down every item named; bulk delete removes them; all or nothing', async () => {
    const blog = await createTestCollection(await owner());
    const other = await createTestCollection(await owner(), 'blog', 'Elsewhere');
    const a = await createTestItem(await owner(), blog.id, { title: 'A' });
    const b = await createTestItem(await owner(), blog.id, { title: 'B' });
    const foreign = await createTestItem(await owner(), other.id, { title: 'Foreign' });
    const bulk = (json: unknown) =>
      call(ownerSession as Visitor, 'POST', `/config/api/collections/${blog.id}/items/bulk`, json);
    const published = await bulk({ ids: [a.id, b.id], action: 'setStatus', status: 'published' });
    expect(published.json()).toEqual({ changed: 2 });
    expect((await read(a.id)).live).toBe(true);
    expect((await read(b.id)).live).toBe(true);
    await bulk({ ids: [a.id], action: 'setStatus', status: 'draft' });
    expect(await read(a.id)).toMatchObject({ status: 'draft', live: false });

    const mixed = await bulk({ ids: [a.id, foreign.id], action: 'delete' });
    expect(mixed.statusCode).toBe(404);
    expect((await read(a.id)).id).toBe(a.id);
    expect((await bulk({ ids: [a.id], action: 'setStatus' })).statusCode).toBe(400);
    expect(
      (await bulk({ ids: Array.from({ length: 101 }, (_, i) => `id${i}`), action: 'delete' })).statusCode,
    ).toBe(400);
    expect((await bulk({ ids: [a.id, b.id], action: 'delete' })).json()).toEqual({ changed: 2 });
    expect((await call(await owner(), 'GET', `/config/api/items/${b.id}`)).statusCode).toBe(404);
  });

  test('hostile titles, excerpts and tags are stored and answered as data; the excerpt keeps only formatting', async () => {
    const blog = await createTestCollection(await owner());
    const post = await createTestItem(await owner(), blog.id, {
      title: `Title ${XSS}`,
      excerpt: `<p onclick="x()">Safe <em>words</em></p>${XSS}<a href="javascript:alert(3)">link</a><style>p{}</style>`,
      tags: ['<b>bold</b>', '"quoted"'],
      categories: ['<i>x</i>'],
    });
    expect(post.title).toBe(`Title ${XSS}`);
    expect(post.excerpt).not.toMatch(/<script|onerror|onclick|javascript:|<style|<img/i);
    expect(post.excerpt).toContain('<em>words</em>');
    expect(post.tags).toEqual(['<b>bold</b>', '"quoted"']);
    expect(post.categories).toEqual(['<i>x</i>']);
    const tooLong = await call(await owner(), 'POST', `/config/api/collections/${blog.id}/items`, {
      title: 'Long tag',
      tags: ['x'.repeat(51)],
    });
    expect(tooLong.statusCode).toBe(400);
    const unknownKey = await call(await owner(), 'POST', `/config/api/collections/${blog.id}/items`, {
      title: 'Extra',
      password: 'nope',
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  test('the site search finds an item by its excerpt at once, and loses it when it is deleted', async () => {
    const blog = await createTestCollection(await owner(), 'blog', 'Searchable');
    await call(await owner(), 'POST', `/config/api/pages/${blog.id}/publish`, {});
    const post = await createTestItem(await owner(), blog.id, {
      title: 'Findable post',
      status: 'published',
    });
    const search = async (word: string) =>
      (await new Visitor(t.app).get(`/search?q=${word}&format=json`)).body;
    expect(await search('zanzibarish')).not.toContain(post.id);
    await call(await owner(), 'PUT', `/config/api/items/${post.id}`, {
      excerpt: '<p>Zanzibarish spices</p>',
    });
    expect(await search('zanzibarish')).toContain('Findable post');
    await call(await owner(), 'DELETE', `/config/api/items/${post.id}`);
    expect(await search('zanzibarish')).not.toContain('Findable post');
  });
});
