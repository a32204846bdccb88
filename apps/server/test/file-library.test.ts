import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileDetail, OwnerFile, OwnerFileList, UploadedFile } from '@plinth/contracts';
import { fileDetailSchema, fileListSchema, ownerFileSchema } from '@plinth/contracts/schemas';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemoSite } from '../src/demo/seed';
import { Visitor } from './fixtures/create-test-app';
import { insertTestFile } from './fixtures/create-test-file';
import { createPng, fileUpload } from './fixtures/create-test-images';
import { insertTestProduct } from './fixtures/create-test-product';
import { insertTestSitePage } from './fixtures/create-test-site-page';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

/** The file library: GET/PATCH/DELETE /config/api/files (issue 10 part 4, decision 0038). */
describe.each(testEngines())('file library on %s', (engine) => {
  let t: StoreOwnerApp;
  let otherSiteId: string;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
    otherSiteId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['other.example.test']));
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  async function list(query = ''): Promise<OwnerFileList> {
    const response = await t.call('GET', `/config/api/files${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return fileListSchema.parse(response.json());
  }

  async function upload(width: number, height: number, name: string): Promise<UploadedFile> {
    const response = await t.owner.request({
      method: 'POST',
      url: '/config/api/files',
      raw: fileUpload(createPng(width, height), name, 'image/png'),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadedFile>();
  }

  /** A draft page whose blocks hold an image block showing `fileId`. */
  async function pageShowing(fileId: string, title: string): Promise<string> {
    const page = await insertTestSitePage(t.db, t.websiteId);
    const document = {
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'b1', type: 'image', props: { fileId } }],
    };
    await t.db.kysely
      .updateTable('site_pages')
      .set({ title, draft_document: JSON.stringify(document) })
      .where('id', '=', page.id)
      .execute();
    return page.id;
  }

  test('lists newest first, 24 at a time, and Load More goes on from the cursor to the end', async () => {
    const prefix = `paging-${engine}`;
    // Equal times on purpose: the id breaks ties, so no file is shown twice or skipped.
    const sameTime = '2020-01-01T00:00:00.000Z';
    const made: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const created_at = i < 10 ? sameTime : `2020-01-0${2 + (i % 8)}T10:00:00.000Z`;
      made.push(
        (await insertTestFile(t.db, t.websiteId, { file_name: `${prefix}-${i}.png`, created_at })).id,
      );
    }
    const first = await list(`?q=${prefix}`);
    expect(first.files).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?q=${prefix}&cursor=${first.nextCursor}`);
    expect(second.files).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const shown = [...first.files, ...second.files];
    expect(new Set(shown.map((f) => f.id)).size).toBe(30);
    expect(shown.map((f) => f.id).sort()).toEqual([...made].sort());
    const order = shown.map((f) => `${f.createdAt}|${f.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  test('filters by kind and by part of the name, in any case', async () => {
    const tag = `Kinds${engine}`;
    await insertTestFile(t.db, t.websiteId, { file_name: `${tag} photo.PNG` });
    await insertTestFile(t.db, t.websiteId, {
      file_name: `${tag} clip.mp4`,
      content_type: 'video/mp4',
      width: 0,
      height: 0,
    });
    await insertTestFile(t.db, t.websiteId, {
      file_name: `${tag} song.mp3`,
      content_type: 'audio/mpeg',
      width: 0,
      height: 0,
    });
    const names = async (query: string) => (await list(query)).files.map((f) => f.fileName);
    expect(await names(`?q=${tag.toLowerCase()}`)).toHaveLength(3);
    expect(await names(`?q=${tag}&kind=video`)).toEqual([`${tag} clip.mp4`]);
    expect(await names(`?q=${tag}&kind=audio`)).toEqual([`${tag} song.mp3`]);
    const images = (await list(`?q=${tag}&kind=image`)).files;
    expect(images.map((f) => [f.fileName, f.kind, f.width])).toEqual([[`${tag} photo.PNG`, 'image', 640]]);
    const [video] = (await list(`?q=${tag}&kind=video`)).files;
    expect(video).toMatchObject({ kind: 'video', width: null, height: null, thumbnailUrl: null });
    // A search's wildcards are taken literally.
    expect(await names('?q=%25_%25')).toEqual([]);
  });

  test('a bad kind, limit or cursor is a 400 naming the field', async () => {
    const response = await t.call('GET', '/config/api/files?kind=pdf&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FILE_INVALID',
      fieldErrors: { kind: expect.any(String) as unknown, limit: expect.any(String) as unknown },
    });
    const cursor = await t.call('GET', '/config/api/files?cursor=bm90LWEtY3Vyc29y');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({
      code: 'FILE_INVALID',
      fieldErrors: { cursor: 'This list has changed. Load it again.' },
    });
  });

  test('an uploaded image is listed with its 300 px copy as the thumbnail, and its detail', async () => {
    const file = await upload(600, 400, 'Wide sample.png');
    const { files } = await list('?q=wide sample');
    expect(files[0]).toEqual({
      id: file.id,
      url: file.url,
      fileName: 'Wide sample.png',
      contentType: 'image/png',
      kind: 'image',
      size: file.size,
      width: 600,
      height: 400,
      thumbnailUrl: `/assets/uploads/${t.websiteId}/${file.id}-300w.webp`,
      createdAt: expect.any(String) as unknown,
    });
    const detail = await t.call('GET', `/config/api/files/${file.id}`);
    expect(detail.statusCode).toBe(200);
    expect(fileDetailSchema.parse(detail.json())).toMatchObject({ id: file.id, usedIn: [] });
    // Narrower than 300 px: the 100 px copy; narrower than that, the original.
    const small = await upload(200, 100, 'small.png');
    const tiny = await upload(40, 40, 'tiny.png');
    const thumbs = Object.fromEntries((await list()).files.map((f) => [f.id, f.thumbnailUrl]));
    expect(thumbs[small.id]).toBe(`/assets/uploads/${t.websiteId}/${small.id}-100w.webp`);
    expect(thumbs[tiny.id]).toBe(tiny.url);
  });

  test('renames a file, trimmed; an empty name is "Please enter a file name"', async () => {
    const file = await insertTestFile(t.db, t.websiteId, { file_name: 'before.png' });
    const renamed = await t.call('PATCH', `/config/api/files/${file.id}`, {
      fileName: '  After the rename.png ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ownerFileSchema.parse(renamed.json())).toMatchObject({
      id: file.id,
      fileName: 'After the rename.png',
    });
    expect((await t.call('GET', `/config/api/files/${file.id}`)).json<FileDetail>().fileName).toBe(
      'After the rename.png',
    );
    const empty = await t.call('PATCH', `/config/api/files/${file.id}`, { fileName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'FILE_INVALID',
      message: 'Please enter a file name',
      fieldErrors: { fileName: 'Please enter a file name' },
    });
    const long = await t.call('PATCH', `/config/api/files/${file.id}`, { fileName: 'x'.repeat(201) });
    expect(long.json()).toMatchObject({
      fieldErrors: { fileName: 'The file name can be at most 200 characters.' },
    });
    const slash = await t.call('PATCH', `/config/api/files/${file.id}`, { fileName: '../etc/passwd' });
    expect(slash.statusCode).toBe(400);
  });

  test("another site's file is a 404 to read, rename and delete, and never listed", async () => {
    const theirs = await insertTestFile(t.db, otherSiteId, { file_name: 'their-secret.png' });
    const notFound = { code: 'FILE_NOT_FOUND', message: 'This file does not exist on this site.' };
    const url = `/config/api/files/${theirs.id}`;
    for (const response of [
      await t.call('GET', url),
      await t.call('PATCH', url, { fileName: 'mine now.png' }),
      await t.call('DELETE', url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await list('?q=their-secret')).files).toEqual([]);
    const row = await t.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(row?.file_name).toBe('their-secret.png');
  });

  test('the detail says which pages and products use the file', async () => {
    const file = await upload(320, 200, 'used.png');
    const pageId = await pageShowing(file.id, 'Uses in content');
    const social = await insertTestSitePage(t.db, t.websiteId);
    await t.db.kysely
      .updateTable('site_pages')
      .set({ title: 'Uses as social image', social_image_file_id: file.id })
      .where('id', '=', social.id)
      .execute();
    // A page that only quotes the id in a text does not use the file.
    await pageShowing(`not-${file.id}`, 'Only mentions it');
    const product = await insertTestProduct(t.db, t.websiteId);
    await t.db.kysely
      .updateTable('products')
      .set({
        title: 'Linen apron',
        images: JSON.stringify([{ url: file.url, alt: '', width: 320, height: 200 }]),
      })
      .where('id', '=', product.id)
      .execute();
    const detail = fileDetailSchema.parse((await t.call('GET', `/config/api/files/${file.id}`)).json());
    expect(detail.usedIn).toEqual([
      { kind: 'page', id: social.id, title: 'Uses as social image', as: 'socialImage' },
      { kind: 'page', id: pageId, title: 'Uses in content', as: 'content' },
      { kind: 'product', id: product.id, title: 'Linen apron', as: 'productImage' },
    ]);

    // A product shows it: the delete is refused and nothing is removed.
    const refused = await t.call('DELETE', `/config/api/files/${file.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'FILE_IN_USE',
      message: 'This image is shown by “Linen apron”. Remove it from the product first, then delete it here.',
    });
    expect((await new Visitor(t.app).get(file.url)).statusCode).toBe(200);
  });

  test('deletes the row, the stored file and its resized copies; a page that used it just loses it', async () => {
    const file = await upload(800, 500, 'to delete.png');
    await pageShowing(file.id, 'Loses its image');
    const visitor = new Visitor(t.app);
    for (const copy of ['300w.webp', '500w.png']) {
      expect((await visitor.get(file.url.replace('.png', `-${copy}`))).statusCode).toBe(200);
    }
    const folder = join(t.dataDir, 'uploads', t.websiteId);
    expect((await readdir(folder)).filter((name) => name.startsWith(file.id)).sort()).toEqual([
      `${file.id}-300w.webp`,
      `${file.id}-500w.png`,
      `${file.id}.png`,
    ]);
    const versionBefore = await livePagesVersion();

    const deleted = await t.call('DELETE', `/config/api/files/${file.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await readdir(folder)).filter((name) => name.startsWith(file.id))).toEqual([]);
    expect((await t.call('GET', `/config/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await visitor.get(file.url)).statusCode).toBe(404);
    expect((await visitor.get(file.url.replace('.png', '-300w.webp'))).statusCode).toBe(404);
    // Cached renders of pages are dropped (the block renders nothing now).
    expect(await livePagesVersion()).toBe(versionBefore + 1);
    expect((await t.call('DELETE', `/config/api/files/${file.id}`)).statusCode).toBe(404);
  });

  async function livePagesVersion(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('site_page_versions')
      .select('version')
      .where('website_id', '=', t.websiteId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  test('a new upload is first in the list', async () => {
    const file = await upload(10, 10, 'newest.png');
    const { files } = await list();
    expect(files[0]?.id).toBe(file.id);
    expect(files.every((f: OwnerFile) => f.url.startsWith(`/assets/uploads/${t.websiteId}/`))).toBe(true);
  });
});
