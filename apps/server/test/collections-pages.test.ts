import { COLLECTION_TYPE, SITE_PAGE_STATUS } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { ContentItemContext, ContentPagination } from '@plinth/theme';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor } from './fixtures/create-test-app';
import { insertTestCollection, insertTestItem, type TestCollection } from './fixtures/create-content';

const DAY = 24 * 60 * 60 * 1000;
const HOSTILE = '<script>alert("x")</script>';

interface ListJson {
  collection: { id: string; type: number; typeName: string; commentState: number; fullUrl: string };
  items: ContentItemContext[];
  pagination: ContentPagination;
  website: { timeZone: string };
  page: { pageType: number; template: string };
}
interface ItemJson {
  item: ContentItemContext & { body: string };
  pagination: ContentPagination;
  page: { pageType: number; jsonLd: string; ogType: string; canonicalUrl: string };
}

describe.each(testEngines())('Blog pages on the storefront on %s', (engine) => {
  let clock = Date.parse('2026-03-10T15:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  const get = (url: string) => new Visitor(t.app).get(url);
  const iso = (offsetDays: number) => new Date(clock + offsetDays * DAY).toISOString();

  async function blogWithPosts(count: number, extra: Parameters<typeof insertTestItem>[3][] = []) {
    const blog = await insertTestCollection(t.db, t.websiteId, { title: 'Journal' });
    for (let i = 0; i < count; i++) {
      await insertTestItem(t.db, t.websiteId, blog, {
        title: `Post ${i + 1}`,
        slug: `post-${i + 1}`,
        itemDate: iso(-count + i),
      });
    }
    for (const options of extra) await insertTestItem(t.db, t.websiteId, blog, options);
    return blog;
  }

  test('lists live posts newest first, ten a page, with previous and next links that work without JavaScript', async () => {
    const blog = await blogWithPosts(12);
    const first = await get(`/${blog.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const json = (await get(`/${blog.slug}?format=json`)).json<ListJson>();
    expect(json.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Post ${12 - i}`),
    );
    expect(json.pagination).toMatchObject({
      nextPage: true,
      nextPageUrl: `/${blog.slug}?offset=10`,
      prevPage: false,
    });
    expect(first.body).toContain(`href="/${blog.slug}?offset=10" rel="next"`);
    const second = (await get(`/${blog.slug}?offset=10&format=json`)).json<ListJson>();
    expect(second.items.map((item) => item.title)).toEqual(['Post 2', 'Post 1']);
    expect(second.pagination).toMatchObject({
      nextPage: false,
      prevPage: true,
      prevPageUrl: `/${blog.slug}`,
    });
  });

  test('answers ?format=json with seed 001 template data and the page type codes of seed 000', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId);
    await insertTestItem(t.db, t.websiteId, blog, {
      title: 'Shaped',
      slug: 'shaped',
      excerpt: '<p>Short <strong>intro</strong></p>',
      tags: [{ name: 'Harbor', slug: 'harbor' }],
      categories: [{ name: 'News', slug: 'news' }],
    });
    const json = (await get(`/${blog.slug}?format=json`)).json<ListJson>();
    expect(json.page.pageType).toBe(1);
    expect(json.website.timeZone).toBe('America/New_York');
    expect(json.collection).toMatchObject({ id: blog.id, type: 1, typeName: 'blog', commentState: 0 });
    expect(json.items[0]).toMatchObject({
      title: 'Shaped',
      fullUrl: `/${blog.slug}/shaped`,
      excerpt: '<p>Short <strong>intro</strong></p>',
      recordType: 1,
      tags: ['Harbor'],
      categories: ['News'],
      commentState: 0,
      publicCommentCount: 0,
      likeCount: 0,
    });
    expect(typeof json.items[0]?.publishOn).toBe('number');
    const item = (await get(`/${blog.slug}/shaped?format=json`)).json<ItemJson>();
    expect(item.page.pageType).toBe(50);
    expect(item.item.body).toContain('Shaped body text.');
  });

  test('filters by tag, category, author and month, and says what the list is filtered by', async () => {
    const blog = await blogWithPosts(2, [
      {
        title: 'Tagged',
        slug: 'tagged',
        itemDate: '2026-01-15T12:00:00Z',
        tags: [{ name: 'Boats', slug: 'boats' }],
      },
      {
        title: 'Filed',
        slug: 'filed',
        itemDate: '2026-02-15T12:00:00Z',
        categories: [{ name: 'Town', slug: 'town' }],
      },
    ]);
    const titles = async (query: string) =>
      (await get(`/${blog.slug}?${query}&format=json`)).json<ListJson>().items.map((item) => item.title);
    expect(await titles('tag=boats')).toEqual(['Tagged']);
    expect(await titles('category=town')).toEqual(['Filed']);
    expect(await titles('month=2026-01')).toEqual(['Tagged']);
    expect(await titles('tag=none')).toEqual([]);
    const page = await get(`/${blog.slug}?tag=boats`);
    expect(page.body).toContain('Posts tagged “Boats”');
    expect(page.body).toContain(`href="/${blog.slug}?tag=boats"`);
  });

  test('shows a post with its body, previous and next links, canonical, OpenGraph and BlogPosting JSON-LD', async () => {
    const blog = await blogWithPosts(3);
    const page = await get(`/${blog.slug}/post-2`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Post 2 body text.');
    expect(page.body).toContain(`href="/${blog.slug}/post-1" rel="prev"`);
    expect(page.body).toContain(`href="/${blog.slug}/post-3" rel="next"`);
    expect(page.body).toContain('<meta property="og:type" content="article">');
    expect(page.body).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/${blog.slug}/post-2">`));
    expect(page.body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Journal" href="/${blog.slug}?format=rss">`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'BlogPosting', headline: 'Post 2' });
  });

  test('never shows drafts; a scheduled post appears when its time comes on the app clock', async () => {
    const blog = await blogWithPosts(1, [
      { title: 'Draft', slug: 'draft', status: SITE_PAGE_STATUS.draft },
      { title: 'Later', slug: 'later', status: SITE_PAGE_STATUS.scheduled, publishAt: iso(1) },
    ]);
    const titles = async () =>
      (await get(`/${blog.slug}?format=json`)).json<ListJson>().items.map((i) => i.title);
    expect(await titles()).toEqual(['Post 1']);
    expect((await get(`/${blog.slug}/draft`)).statusCode).toBe(404);
    expect((await get(`/${blog.slug}/later`)).statusCode).toBe(404);
    clock += 2 * DAY;
    try {
      expect(await titles()).toEqual(['Later', 'Post 1']);
      expect((await get(`/${blog.slug}/later`)).statusCode).toBe(200);
    } finally {
      clock -= 2 * DAY;
    }
  });

  test('a member-only blog and its posts ask visitors to sign in; a locked one shows its lock screen', async () => {
    const members = await insertTestCollection(t.db, t.websiteId, { memberOnly: true });
    await insertTestItem(t.db, t.websiteId, members, { title: 'Secret', slug: 'secret' });
    expect((await get(`/${members.slug}`)).statusCode).toBe(403);
    const item = await get(`/${members.slug}/secret`);
    expect(item.statusCode).toBe(403);
    expect(item.body).not.toContain('Secret body text.');
    expect((await get(`/${members.slug}?format=rss`)).statusCode).toBe(403);
    const locked = await insertTestCollection(t.db, t.websiteId, { passwordHash: 'scrypt$1$1$1$aa$bb' });
    await insertTestItem(t.db, t.websiteId, locked, { title: 'Hidden', slug: 'hidden' });
    const lockedItem = await get(`/${locked.slug}/hidden`);
    expect(lockedItem.body).not.toContain('Hidden body text.');
    expect(lockedItem.headers['x-robots-tag']).toBe('noindex');
  });

  test('titles, excerpts and tags with markup come out inert in the list, the post, its JSON-LD', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId);
    await insertTestItem(t.db, t.websiteId, blog, {
      title: HOSTILE,
      slug: 'hostile',
      excerpt: `<p onclick="x()">Hi</p><img src=x onerror="alert(1)">${HOSTILE}`,
      tags: [{ name: '<b>bold</b>', slug: 'bold' }],
    });
    for (const url of [`/${blog.slug}`, `/${blog.slug}/hostile`, `/${blog.slug}?tag=bold`]) {
      const body = (await get(url)).body;
      expect(body).not.toContain('<script>alert');
      expect(body).not.toContain('onerror');
      expect(body).not.toContain('onclick');
      expect(body).not.toContain('<b>bold</b>');
      expect(body).toContain('&lt;script&gt;');
    }
  });

  test('an unknown item, or an item address under a page that is no collection, is not found', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId);
    expect((await get(`/${blog.slug}/nothing-here`)).statusCode).toBe(404);
    expect((await get('/shop/not-an-item')).statusCode).toBe(404);
    expect((await get(`/${blog.slug}/nothing.ics`)).statusCode).toBe(404);
  });

  test('a post slug equal to a page slug does not hide that page', async () => {
    const blog: TestCollection = await insertTestCollection(t.db, t.websiteId, {
      type: COLLECTION_TYPE.blog,
    });
    await insertTestItem(t.db, t.websiteId, blog, { title: 'Same slug', slug: blog.slug });
    expect((await get(`/${blog.slug}?format=json`)).json<ListJson>().page.template).toBe('blog');
  });
});
