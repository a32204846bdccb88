import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { down, up } from './migrations/0018-site-pages-scheduled-copy';
import { newId, nowIso } from './id';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';

describe.each(testEngines())('migration 0018 (the scheduled copy) on %s', (engine) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  test('a page scheduled before it moves its waiting copy to the scheduled slot; others keep theirs', async () => {
    handle = await createTestDatabase(engine);
    const db = handle.db.kysely;
    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
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
    const page = (slug: string, status: string) => ({
      id: newId(),
      website_id: websiteId,
      title: slug,
      slug,
      parent_id: null,
      position: 0,
      status,
      publish_at: now,
      draft_document: '{"d":1}',
      draft_revision: 4,
      published_document: `{"p":"${slug}"}`,
      published_revision: 3,
      published_at: now,
      seo_title: '',
      seo_description: '',
      social_image_file_id: null,
      password_hash: null,
      member_only: 0 as const,
      created_at: now,
      updated_at: now,
      updated_by: null,
    });
    const scheduled = page('soon', 'scheduled');
    const published = page('live', 'published');
    await db.insertInto('site_pages').values([scheduled, published]).execute();
    await up(raw);

    const rows = await db
      .selectFrom('site_pages')
      .select([
        'slug',
        'published_document',
        'published_revision',
        'scheduled_document',
        'scheduled_revision',
      ])
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      {
        slug: 'live',
        published_document: '{"p":"live"}',
        published_revision: 3,
        scheduled_document: null,
        scheduled_revision: null,
      },
      {
        slug: 'soon',
        published_document: null,
        published_revision: null,
        scheduled_document: '{"p":"soon"}',
        scheduled_revision: 3,
      },
    ]);
  });
});
