import { COLLECTION_TYPE, type ContentItemDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { ContentItemContext } from '@plinth/theme';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { insertTestBlockPage } from './fixtures/create-content';
import { createTestCollection, createTestItem } from './fixtures/content-api';
import { foundTitles } from './fixtures/create-search-content';
import { createShopper } from './fixtures/site-user-visitor';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'harbour lights';

/**
 * A post or event with its own lock or member-only flag behaves like such a page (docs/collections.md,
 * decision 0058): its address asks for the password or a sign-in, and it is left out of lists, feeds,
 * the sitemap, blocks and search for everybody.
 */
describe.each(testEngines())('item-level lock and member-only on %s', (engine) => {
  const clock = Date.parse('2026-04-10T15:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'POST' | 'PUT', url: string, json: object) => {
    const response = await (await owner()).request({ method, url, json });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const publishedCollection = async (layout: 'blog' | 'events', title: string) => {
    const page = await createTestCollection(await owner(), layout, title);
    await call('POST', `/config/api/pages/${page.id}/publish`, {});
    return page;
  };
  const item = async (collectionId: string, title: string, extra: object = {}): Promise<ContentItemDetail> =>
    createTestItem(await owner(), collectionId, { title, status: 'published', ...extra });
  const guard = (id: string, settings: { password?: string | null; memberOnly?: boolean }) =>
    call('PUT', `/config/api/pages/${id}/settings`, settings);
  const get = (url: string) => new Visitor(t.app).get(url);

  test('a locked post shows its lock screen; the right password opens it, a wrong one does not', async () => {
    const blog = await publishedCollection('blog', 'Kestrel Journal');
    const post = await item(blog.id, 'Kestrel locked note', { excerpt: '<p>Only for friends</p>' });
    await guard(post.id, { password: PASSWORD });
    const address = `/${blog.slug}/${post.slug}`;

    const visitor = new Visitor(t.app);
    const locked = await visitor.get(address);
    expect(locked.statusCode).toBe(200);
    expect(locked.headers['x-robots-tag']).toBe('noindex');
    expect(locked.body).toContain(`action="${address}"`);
    expect(locked.body).not.toContain('Only for friends');
    expect((await visitor.get(`${address}?format=json`)).body).not.toContain('Only for friends');

    const crumb = visitor.cookies.get('crumb') ?? '';
    const wrong = await visitor.request({
      method: 'POST',
      url: address,
      form: { crumb, password: 'nope' },
      crumb: 'omit',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('That password is not right.');
    const right = await visitor.request({
      method: 'POST',
      url: address,
      form: { crumb, password: PASSWORD },
      crumb: 'omit',
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(address);
    const opened = await visitor.get(address);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Only for friends');
    // Another visitor still sees the lock screen (the page may be cached now).
    expect((await get(address)).body).not.toContain('Only for friends');
  });

  test("a locked post's password is limited like a page's: the sixth wrong guess waits (429)", async () => {
    const blog = await publishedCollection('blog', 'Merlin Journal');
    const post = await item(blog.id, 'Merlin locked note', { excerpt: '<p>Kept</p>' });
    await guard(post.id, { password: PASSWORD });
    const address = `/${blog.slug}/${post.slug}`;
    const visitor = new Visitor(t.app);
    await visitor.get(address);
    const crumb = visitor.cookies.get('crumb') ?? '';
    const guess = (password: string) =>
      visitor.request({ method: 'POST', url: address, form: { crumb, password }, crumb: 'omit' });
    for (let i = 0; i < 5; i += 1) expect((await guess(`nope ${i}`)).statusCode).toBe(403);
    const limited = await guess(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain('Too many password attempts.');
    expect(limited.body).not.toContain('Kept');
  });

  test('a member-only post asks visitors to sign in (403) and shows to a signed-in site user', async () => {
    const blog = await publishedCollection('blog', 'Plover Journal');
    const post = await item(blog.id, 'Plover members note', { excerpt: '<p>Members read this</p>' });
    await guard(post.id, { memberOnly: true });
    const address = `/${blog.slug}/${post.slug}`;
    const refused = await get(address);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Members read this');
    const member = new Visitor(t.app);
    await member.get('/');
    await createShopper(member);
    const shown = await member.get(address);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Members read this');
  });

  test('guarded posts are left out of the list, RSS, neighbours, sitemap, blocks and search', async () => {
    const blog = await publishedCollection('blog', 'Tern Journal');
    const open = await item(blog.id, 'Tern open note', {
      itemDate: new Date(clock - 3 * DAY).toISOString(),
      tags: ['Open tag'],
    });
    const locked = await item(blog.id, 'Tern locked note', {
      itemDate: new Date(clock - 2 * DAY).toISOString(),
      tags: ['Secret tag'],
    });
    const members = await item(blog.id, 'Tern members note', {
      itemDate: new Date(clock - DAY).toISOString(),
      tags: ['Secret tag'],
    });
    const notes = async () => (await foundTitles(t.app, 'tern')).filter((title) => title.endsWith('note'));
    expect((await notes()).sort()).toEqual(['Tern locked note', 'Tern members note', 'Tern open note']);
    await guard(locked.id, { password: PASSWORD });
    await guard(members.id, { memberOnly: true });

    const list = (await get(`/${blog.slug}?format=json`)).json<{ items: ContentItemContext[] }>();
    expect(list.items.map((i) => i.title)).toEqual(['Tern open note']);
    const rss = (await get(`/${blog.slug}?format=rss`)).body;
    expect(rss).toContain('Tern open note');
    expect(rss).not.toContain('Tern locked note');
    expect(rss).not.toContain('Tern members note');
    const openPage = (await get(`/${blog.slug}/${open.slug}?format=json`)).json<{
      pagination: { nextItem?: unknown; prevItem?: unknown };
    }>();
    expect(JSON.stringify(openPage.pagination)).not.toContain('Tern');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/${blog.slug}/${open.slug}<`);
    expect(sitemap).not.toContain(`/${blog.slug}/${locked.slug}<`);
    expect(sitemap).not.toContain(`/${blog.slug}/${members.slug}<`);
    const blocks = await insertTestBlockPage(t.db, t.websiteId, {
      version: 1,
      root: { props: {} },
      blocks: [
        { id: 'b1', type: 'contentSummary', props: { collectionId: blog.id, limit: 5 } },
        { id: 'b2', type: 'archive', props: { collectionId: blog.id, groupBy: 'month' } },
        { id: 'b3', type: 'tagCloud', props: { collectionId: blog.id } },
      ],
    });
    const body = (await get(`/${blocks.slug}`)).body;
    expect(body).toContain('Tern open note');
    expect(body).toContain('Open tag');
    expect(body).not.toContain('Secret tag');
    expect(body).not.toContain('Tern locked note');
    expect(body).not.toContain('Tern members note');
    expect(await notes()).toEqual(['Tern open note']);

    // Taking the lock off brings it back everywhere.
    await guard(locked.id, { password: null });
    expect((await notes()).sort()).toEqual(['Tern locked note', 'Tern open note']);
    const again = (await get(`/${blog.slug}?format=json`)).json<{ items: ContentItemContext[] }>();
    expect(again.items.map((i) => i.title)).toEqual(['Tern locked note', 'Tern open note']);
  });

  test('a guarded event is left out of the iCal feed and the calendar; its .ics asks for the password', async () => {
    const events = await publishedCollection('events', 'Heron Events');
    expect(events.collectionType).toBe(COLLECTION_TYPE.events);
    const at = (days: number) => new Date(clock + days * DAY).toISOString();
    await item(events.id, 'Heron open gig', { startsAt: at(2), endsAt: at(2.1) });
    const locked = await item(events.id, 'Heron locked gig', { startsAt: at(3), endsAt: at(3.1) });
    const members = await item(events.id, 'Heron members gig', { startsAt: at(4), endsAt: at(4.1) });
    await guard(locked.id, { password: PASSWORD });
    await guard(members.id, { memberOnly: true });
    const feed = (await get(`/${events.slug}?format=ical`)).body;
    expect(feed).toContain('SUMMARY:Heron open gig');
    expect(feed).not.toContain('Heron locked gig');
    expect(feed).not.toContain('Heron members gig');
    const calendar = (await get(`/${events.slug}?view=calendar&month=2026-04`)).body;
    expect(calendar).toContain('Heron open gig');
    expect(calendar).not.toContain('Heron locked gig');
    const ics = await get(`/${events.slug}/${locked.slug}.ics`);
    expect(ics.headers['content-type']).not.toContain('text/calendar');
    expect(ics.body).not.toContain('BEGIN:VCALENDAR');
    expect((await get(`/${events.slug}/${members.slug}.ics`)).statusCode).toBe(403);
  });
});
