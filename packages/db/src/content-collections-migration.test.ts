import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { isUniqueViolation } from './dialect';
import { down, up } from './migrations/0029-content-collections-and-terms';
import { newId, nowIso } from './id';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';

const SCOPE_SLUG = {
  constraint: 'site_pages_scope_slug',
  table: 'site_pages',
  columns: ['website_id', 'slug'],
};

describe.each(testEngines())('migration 0029 (collections and terms) on %s', (engine) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  async function siteWith(db: TestDatabase['db']['kysely']) {
    const websiteId = newId();
    const now = nowIso();
    await db
      .insertInto('websites')
      .values({
        id: websiteId,
        title: 'S',
        currency: 'USD',
        language: 'en-US',
        settings: '{}',
        created_at: now,
      })
      .execute();
    const page = (slug: string, collectionId: string | null = null) => ({
      id: newId(),
      website_id: websiteId,
      title: slug,
      slug,
      parent_id: null,
      position: 0,
      status: 'draft',
      publish_at: null,
      draft_document: '{}',
      draft_revision: 1,
      published_document: null,
      published_revision: null,
      published_at: null,
      seo_title: '',
      seo_description: '',
      social_image_file_id: null,
      password_hash: null,
      member_only: 0 as const,
      created_at: now,
      updated_at: now,
      updated_by: null,
      ...(collectionId ? { collection_id: collectionId } : {}),
    });
    return { websiteId, page };
  }

  test('existing pages keep their revisions across the change', async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
    const { page } = await siteWith(db);
    const about = page('about');
    await db.insertInto('site_pages').values(about).execute();
    await db
      .insertInto('site_page_revisions')
      .values({ page_id: about.id, revision: 1, document: '{"r":1}', saved_by: null, saved_at: nowIso() })
      .execute();
    await up(raw);

    const revisions = await db.selectFrom('site_page_revisions').select(['page_id', 'document']).execute();
    expect(revisions).toEqual([{ page_id: about.id, document: '{"r":1}' }]);
    const row = await db
      .selectFrom('site_pages')
      .select(['slug', 'collection_id', 'collection_type'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ slug: 'about', collection_id: null, collection_type: null });
  });

  test('a slug is unique among pages and within a collection, not across them', async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const { page } = await siteWith(db);
    const blog = page('blog');
    const news = page('news');
    await db.insertInto('site_pages').values([blog, news]).execute();
    await db
      .insertInto('site_pages')
      .values([page('hello', blog.id), page('hello', news.id), page('hello')])
      .execute();

    const again = await db
      .insertInto('site_pages')
      .values(page('hello', blog.id))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(again, SCOPE_SLUG)).toBe(true);
    const pageAgain = await db
      .insertInto('site_pages')
      .values(page('blog'))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(pageAgain, SCOPE_SLUG)).toBe(true);
  });

  test('deleting an item removes its typed fields; deleting a term removes its assignments', async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const { websiteId, page } = await siteWith(db);
    const blog = page('blog');
    const post = page('post', blog.id);
    await db.insertInto('site_pages').values([blog, post]).execute();
    const now = nowIso();
    await db
      .insertInto('content_items')
      .values({
        page_id: post.id,
        website_id: websiteId,
        collection_id: blog.id,
        author_id: null,
        featured_image_file_id: null,
        item_date: now,
        starts_at: null,
        ends_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const termId = newId();
    await db
      .insertInto('terms')
      .values({
        id: termId,
        website_id: websiteId,
        kind: 'tag',
        name: 'Linen',
        slug: 'linen',
        parent_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('term_assignments')
      .values({ website_id: websiteId, term_id: termId, subject_type: 'item', subject_id: post.id })
      .execute();

    await db.deleteFrom('site_pages').where('id', '=', post.id).execute();
    expect(await db.selectFrom('content_items').selectAll().execute()).toEqual([]);
    await db.deleteFrom('terms').where('id', '=', termId).execute();
    expect(await db.selectFrom('term_assignments').selectAll().execute()).toEqual([]);
  });
});
