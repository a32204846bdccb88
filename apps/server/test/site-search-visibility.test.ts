import { testEngines } from '@plinth/db/test';
import { SEARCH_MARK, newId, nowIso, searchDocuments, writeTransaction } from '@plinth/db';
import { beforeAll, describe, expect, test } from 'vitest';
import { rebuildSiteSearch, reindexSitePage } from '../src/modules/search';
import { bumpLivePagesVersion } from '../src/modules/site-pages';
import type { Visitor } from './fixtures/create-test-app';
import { signedInOwner, useTestApp } from './fixtures/create-test-app';
import { foundTitles, searchContent, searchJson, textDocument } from './fixtures/create-search-content';
import { demoCollectionId, productInput } from './fixtures/create-test-product';

const HOUR = 60 * 60 * 1000;

/**
 * Search finds only what a visitor may see at the request's time, and follows every write at once
 * (the index is written in the writer's transaction: docs/search.md).
 */
describe.each(testEngines())('what site search finds on %s', (engine) => {
  let clock = Date.parse('2026-05-01T09:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  let collectionId = '';
  beforeAll(async () => {
    collectionId = await demoCollectionId(t.db, t.websiteId);
  });
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const content = searchContent(owner, () => collectionId);
  const { call } = content;
  const found = (q: string) => foundTitles(t.app, q);

  test('a draft product is not found; a scheduled one is found from its time', async () => {
    await content.product({ title: 'Draft Wexbridge Jug', status: 'draft' });
    await content.product({
      title: 'Scheduled Wexbridge Cup',
      status: 'scheduled',
      publishAt: new Date(clock + HOUR).toISOString(),
    });
    expect(await found('wexbridge')).toEqual([]);
    clock += HOUR;
    expect(await found('wexbridge')).toEqual(['Scheduled Wexbridge Cup']);
  });

  test('an edit is found at once; a product made a draft or deleted is gone at once', async () => {
    const product = await content.product({ title: 'Pellworth Basket' });
    expect(await found('pellworth')).toEqual(['Pellworth Basket']);
    const input = productInput(collectionId, { title: 'Tansley Basket', urlId: product.urlId });
    const updated = await call('PUT', `/config/api/products/${product.id}`, {
      ...input,
      variants: product.variants.map((v, i) => ({ ...input.variants[i], id: v.id })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await found('pellworth')).toEqual([]);
    expect(await found('tansley')).toEqual(['Tansley Basket']);
    await call('POST', '/config/api/products/bulk-status', { ids: [product.id], status: 'draft' });
    expect(await found('tansley')).toEqual([]);
    await call('POST', '/config/api/products/bulk-status', { ids: [product.id], status: 'active' });
    expect(await found('tansley')).toEqual(['Tansley Basket']);
    expect((await call('DELETE', `/config/api/products/${product.id}`)).statusCode).toBe(204);
    expect(await found('tansley')).toEqual([]);
  });

  test('a page is found once published and gone once unpublished, renamed or deleted', async () => {
    const draft = await content.page('Draft Notes', 'Our orlwick recipes.', false);
    expect(await found('orlwick')).toEqual([]);
    await call('POST', `/config/api/pages/${draft.id}/publish`, {});
    expect(await found('orlwick')).toEqual(['Draft Notes']);
    await call('PUT', `/config/api/pages/${draft.id}/settings`, { title: 'Kitchen Notes', slug: 'kitchen' });
    expect((await searchJson(t.app, 'orlwick')).results[0]).toMatchObject({
      title: 'Kitchen Notes',
      url: '/kitchen',
    });
    await call('POST', `/config/api/pages/${draft.id}/unpublish`);
    expect(await found('orlwick')).toEqual([]);
    await call('POST', `/config/api/pages/${draft.id}/publish`, {});
    expect(await found('orlwick')).toEqual(['Kitchen Notes']);
    expect((await call('DELETE', `/config/api/pages/${draft.id}`)).statusCode).toBe(204);
    expect(await found('orlwick')).toEqual([]);
  });

  test('member-only and locked pages are never found', async () => {
    const members = await content.page('Members Lounge', 'The quenby archive.');
    const locked = await content.page('Locked Room', 'The quenby vault.');
    expect((await found('quenby')).sort()).toEqual(['Locked Room', 'Members Lounge']);
    await call('PUT', `/config/api/pages/${members.id}/settings`, { memberOnly: true });
    await call('PUT', `/config/api/pages/${locked.id}/settings`, { password: 'open sesame' });
    expect(await found('quenby')).toEqual([]);
    await call('PUT', `/config/api/pages/${locked.id}/settings`, { password: null });
    expect(await found('quenby')).toEqual(['Locked Room']);
  });

  test('a scheduled page is found from its time; a scheduled update replaces the live text then', async () => {
    const launch = await content.page('Launch', 'The harrowgate collection arrives.', false);
    await call('POST', `/config/api/pages/${launch.id}/publish`, {
      publishAt: new Date(clock + HOUR).toISOString(),
    });
    const live = await content.page('Menu', 'Spring ferncastle soup.');
    const page = (await call('GET', `/config/api/pages/${live.id}`)).json<{ revision: number }>();
    await call('PUT', `/config/api/pages/${live.id}/document`, {
      baseRevision: page.revision,
      document: textDocument('Summer dunmore salad.'),
    });
    await call('POST', `/config/api/pages/${live.id}/publish`, {
      publishAt: new Date(clock + HOUR).toISOString(),
    });
    expect(await found('harrowgate')).toEqual([]);
    expect(await found('ferncastle')).toEqual(['Menu']);
    expect(await found('dunmore')).toEqual([]);
    clock += HOUR;
    expect(await found('harrowgate')).toEqual(['Launch']);
    expect(await found('ferncastle')).toEqual([]);
    expect(await found('dunmore')).toEqual(['Menu']);
  });

  test("posts and events are found with their excerpt, at their collection's address", async () => {
    const blog = await content.page('Journal', 'Notes from the workshop.');
    const events = await content.page('Events', 'What is on.');
    const now = nowIso();
    const item = async (collection: string, type: string, slug: string, title: string, excerpt: string) => {
      const id = newId();
      await writeTransaction(t.db, async (trx) => {
        await trx
          .updateTable('site_pages')
          .set({ collection_type: type })
          .where('id', '=', collection)
          .execute();
        const document = JSON.stringify(textDocument('Body of the item.'));
        await trx
          .insertInto('site_pages')
          .values({
            ...{
              id,
              website_id: t.websiteId,
              title,
              slug,
              parent_id: null,
              position: 0,
              status: 'published',
            },
            ...{ publish_at: now, draft_document: document, draft_revision: 1, published_document: document },
            ...{ published_revision: 1, published_at: now, seo_title: '', seo_description: '' },
            ...{ social_image_file_id: null, password_hash: null, member_only: 0, created_at: now },
            ...{ updated_at: now, updated_by: null, collection_id: collection },
          })
          .execute();
        await trx
          .insertInto('content_items')
          .values({
            ...{ page_id: id, website_id: t.websiteId, collection_id: collection, excerpt, author_id: null },
            ...{ featured_image_file_id: null, item_date: now, starts_at: null, ends_at: null },
            ...{ created_at: now, updated_at: now },
          })
          .execute();
        await reindexSitePage(trx, t.websiteId, id);
      });
    };
    await item(blog.id, 'blog', 'first-post', 'First Post', '<p>On <em>saltmarsh</em> light.</p>');
    await item(events.id, 'events', 'open-day', 'Open Day', '<p>Saltmarsh walks.</p>');
    const results = (await searchJson(t.app, 'saltmarsh')).results;
    expect(results.map((r) => [r.kind, r.title, r.url]).sort()).toEqual([
      ['event', 'Open Day', `/${events.slug}/open-day`],
      ['post', 'First Post', `/${blog.slug}/first-post`],
    ]);
    // Taking the blog off the site takes its posts out of search with it.
    await call('POST', `/config/api/pages/${blog.id}/unpublish`);
    expect(await found('saltmarsh')).toEqual(['Open Day']);
  });

  test('the rebuild indexes what was written without the index (the demo store)', async () => {
    expect(await found('linen shirt')).toEqual([]);
    await writeTransaction(t.db, async (trx) => {
      await rebuildSiteSearch(trx, t.websiteId);
      // As the command does: cached result pages are built again.
      await bumpLivePagesVersion(trx, t.websiteId);
    });
    expect(await found('linen shirt')).toEqual(['Linen Shirt']);
    // Published pages are kept through a rebuild.
    expect(await found('saltmarsh')).toEqual(['Open Day']);
  });

  test('hidden rows are left out of the count and the pages, however many the site has', async () => {
    const now = new Date(clock).toISOString();
    const later = new Date(clock + HOUR).toISOString();
    const row = (title: string, visibleFrom: string, visibleUntil: string | null = null) => ({
      website_id: t.websiteId,
      subject_type: 'page',
      subject_id: newId(),
      title,
      body: 'Brackenfold notes',
      url: `/${newId()}`,
      image_url: null,
      visible_from: visibleFrom,
      visible_until: visibleUntil,
      search_config: engine === 'postgres' ? 'english' : 'simple',
      updated_at: nowIso(),
    });
    const ask = (offset: number) =>
      searchDocuments(t.db.kysely, {
        websiteId: t.websiteId,
        terms: ['brackenfold'],
        config: 'english',
        at: now,
        limit: 2,
        offset,
      });
    await t.db.kysely
      .insertInto('search_documents')
      .values([
        row('Brackenfold One', ''),
        row('Brackenfold Two', ''),
        row('Brackenfold Three', ''),
        row('Brackenfold Later', later),
        row('Brackenfold Ended', '', now),
      ])
      .execute();
    const titles = async () =>
      [...(await ask(0)).hits, ...(await ask(2)).hits].map((h) =>
        h.title.replaceAll(SEARCH_MARK.start, '').replaceAll(SEARCH_MARK.end, ''),
      );
    expect((await ask(0)).total).toBe(3);
    expect((await titles()).sort()).toEqual(['Brackenfold One', 'Brackenfold Three', 'Brackenfold Two']);
    // Past 500 hidden rows (a catalogue of scheduled products), every match's visibility is checked.
    await t.db.kysely
      .insertInto('search_documents')
      .values(Array.from({ length: 501 }, (_, i) => ({ ...row(`Scheduled ${i}`, later), body: '' })))
      .execute();
    expect((await ask(0)).total).toBe(3);
    expect((await titles()).sort()).toEqual(['Brackenfold One', 'Brackenfold Three', 'Brackenfold Two']);
  });
});
