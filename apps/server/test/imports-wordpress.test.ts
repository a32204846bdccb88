import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePageDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { createImportRun, importDeps, runImport } from '../src/modules/imports';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { createPng } from './fixtures/create-test-images';
import { importAndWait, importFixture } from './fixtures/import-runs';

const WORDPRESS = '/config/api/imports/wordpress';

interface Item {
  id: string;
  title: string;
  slug: string;
  status: string;
  publishAt: string | null;
  itemDate: string | null;
  excerpt: string;
  author: { id: string; name: string } | null;
  tags: string[];
  categories: string[];
}

describe.each(testEngines())('WordPress import on %s', (engine) => {
  const t = useTestApp(engine, { jobs: { worker: true } });
  let owner: Visitor;

  async function blogItems(): Promise<{ blogId: string; items: Item[] }> {
    const list = (await owner.request({ method: 'GET', url: '/config/api/collections' })).json<{
      collections: { id: string; title: string }[];
    }>();
    const blog = list.collections.find((c) => c.title === 'Field Notes');
    if (!blog) throw new Error('no Field Notes blog');
    const items = (
      await owner.request({ method: 'GET', url: `/config/api/collections/${blog.id}/items?limit=100` })
    ).json<{ items: Item[] }>();
    return { blogId: blog.id, items: items.items };
  }

  test('brings in posts with statuses, dates, authors, tags, categories and comments, and pages', async () => {
    owner = await signedInOwner(t.app);
    const run = await importAndWait(
      owner,
      WORDPRESS,
      await importFixture('wordpress-export.xml'),
      'export.xml',
    );
    expect(run).toMatchObject({
      status: 'done',
      kind: 'wordpress',
      total: 8,
      done: 8,
      imported: 6,
      updated: 0,
      skipped: 2,
      error: null,
    });
    expect(run.entries.filter((e) => e.outcome === 'skipped').map((e) => [e.subject, e.where])).toEqual([
      ['attachment', 'item 7 (line 124)'],
      ['nav_menu_item', 'item 8 (line 133)'],
    ]);
    const { items } = await blogItems();
    const bySlug = new Map(items.map((i) => [i.slug, i]));
    expect(bySlug.get('hello-welcome')).toMatchObject({
      title: 'Hello & welcome',
      status: 'published',
      itemDate: '2024-03-01T10:00:00.000Z',
      tags: expect.arrayContaining(['Linen', '<img src=x onerror=alert(1)>']) as unknown,
      categories: ['Workshop'],
      author: { name: expect.any(String) as unknown },
    });
    expect(bySlug.get('hello-welcome')?.excerpt).not.toContain('<script');
    expect(bySlug.get('coming-soon')).toMatchObject({
      status: 'scheduled',
      publishAt: '2030-01-01T12:00:00.000Z',
    });
    expect(bySlug.get('under-review')?.status).toBe('needsReview');
    expect(bySlug.get('members-only')?.status).toBe('private');
    expect(items.find((i) => i.title === 'Dye day')?.status).toBe('draft');
    const about = await t.db.kysely
      .selectFrom('site_pages')
      .select(['title', 'status', 'collection_id'])
      .where('website_id', '=', t.websiteId)
      .where('slug', '=', 'about')
      .executeTakeFirst();
    expect(about).toEqual({ title: 'About us', status: 'published', collection_id: null });
    const comments = await t.db.kysely
      .selectFrom('content_comments')
      .selectAll()
      .where('website_id', '=', t.websiteId)
      .execute();
    expect(comments.map((c) => [c.author_name, c.body, c.status, c.posted_at])).toEqual([
      ['Reader One', 'Lovely post!', 'approved', '2024-03-02T09:30:00.000Z'],
    ]);
  });

  test('converts the body into rich text, image links and an inert embed, dropping scripts', async () => {
    const { items } = await blogItems();
    const hello = items.find((i) => i.slug === 'hello-welcome');
    const page = (
      await owner.request({ method: 'GET', url: `/config/api/pages/${hello?.id ?? ''}` })
    ).json<SitePageDetail>();
    const types = page.document.blocks.map((b) => b.type);
    expect(types).toEqual(['text', 'embed', 'text']);
    const json = JSON.stringify(page.document);
    expect(json).toContain('Our first post');
    expect(json).toContain('https://fieldnotes.example/wp-content/uploads/2024/03/loom.png');
    expect(json).not.toContain('alert');
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('onclick');
    // The published page shows the post inert.
    const html = (
      await new Visitor(t.app).request({ method: 'GET', url: hello ? `/field-notes/${hello.slug}` : '/' })
    ).body;
    expect(html).not.toContain('<script>alert');
  });

  test('importing the same file again updates what it made, duplicating nothing', async () => {
    const before = await blogItems();
    const run = await importAndWait(
      owner,
      WORDPRESS,
      await importFixture('wordpress-export.xml'),
      'export.xml',
    );
    expect(run).toMatchObject({ status: 'done', imported: 0, updated: 6, skipped: 2 });
    const after = await blogItems();
    expect(after.blogId).toBe(before.blogId);
    expect(after.items.map((i) => i.id).sort()).toEqual(before.items.map((i) => i.id).sort());
    const comments = await t.db.kysely
      .selectFrom('content_comments')
      .select('id')
      .where('website_id', '=', t.websiteId)
      .execute();
    expect(comments).toHaveLength(1);
  });

  test('hostile files are refused whole, naming the line, and write nothing', async () => {
    for (const [file, reason] of [
      ['wordpress-xxe.xml', /^Line 2: the file's DOCTYPE declares entities/],
      ['wordpress-billion-laughs.xml', /DOCTYPE declares entities/],
      ['wordpress-broken.xml', /^Line 4, column \d+: the file is not well-formed XML/],
    ] as const) {
      const run = await importAndWait(owner, WORDPRESS, await importFixture(file), file);
      expect(run.status, file).toBe('failed');
      expect(run.error, file).toMatch(reason);
      expect(run.done, file).toBe(0);
    }
  });

  test('with a media folder, images go into the file library as image blocks', async () => {
    const media = join(t.dataDir, 'media-source', '2024', '03');
    await mkdir(media, { recursive: true });
    await writeFile(join(media, 'loom.png'), createPng(6, 4));
    const xml = (await importFixture('wordpress-export.xml'))
      .toString()
      .replace('<title>Field Notes</title>', '<title>Media Notes</title>')
      .replaceAll('fieldnotes.example', 'media.example');
    const path = join(t.dataDir, 'media-export.xml');
    await writeFile(path, xml);
    const member = await t.db.kysely
      .selectFrom('website_members')
      .select('user_id')
      .where('website_id', '=', t.websiteId)
      .executeTakeFirstOrThrow();
    const run = await createImportRun(t.db, {
      websiteId: t.websiteId,
      kind: 'wordpress',
      fileName: 'media-export.xml',
      filePath: path,
      options: { mediaDir: join(t.dataDir, 'media-source') },
      createdBy: member.user_id,
    });
    const ended = (await runImport(importDeps(t.app), run.id)) as {
      status: string;
      imported: number;
      skipped: number;
    };
    expect(ended).toMatchObject({ status: 'done', imported: 7, skipped: 1 });
    const files = await t.db.kysely
      .selectFrom('files')
      .select(['id', 'file_name'])
      .where('website_id', '=', t.websiteId)
      .where('file_name', '=', 'loom.png')
      .execute();
    expect(files).toHaveLength(1);
    const pageRows = await t.db.kysely
      .selectFrom('site_pages')
      .select('draft_document')
      .where('website_id', '=', t.websiteId)
      .where('slug', '=', 'hello-welcome')
      .execute();
    expect(pageRows.some((r) => r.draft_document.includes(`"fileId":"${files[0]?.id ?? ''}"`))).toBe(true);
  });
});
