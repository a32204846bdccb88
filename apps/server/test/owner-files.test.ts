import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_ROLE, type UploadedFile } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, Visitor } from './fixtures/create-test-app';
import {
  createGif,
  createJpeg,
  createPng,
  createPngClaimingSize,
  createWebp,
  fileUpload,
  multipartBody,
  SVG_WITH_SCRIPT,
} from './fixtures/create-test-images';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

const UNSUPPORTED = 'File not a supported type. Upload a JPEG, PNG, GIF or WebP image.';
const TOO_LARGE = 'File too large. The maximum size is 20 MB.';
const MAX_BYTES = 20_000_000;
const DIMENSIONS = 'Image too large. Each side can be at most 20,000 pixels.';
const PIXELS = 'Image too large. It can have at most 50 megapixels (for example 8,000 × 6,250 pixels).';
const MISSING = 'Choose a file to upload.';
const UNREADABLE = 'The upload could not be read. Try again.';

/** An upload's refusal: its code and message, and the message again on the `file` field (the error model's fieldErrors). */
function refusal(code: string, message: string) {
  return { code, message, fieldErrors: { file: message } };
}

describe.each(testEngines())('owner file uploads on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  function upload(raw: { body: Buffer; contentType: string }, by: Visitor = t.owner) {
    return by.request({ method: 'POST', url: '/config/api/files', raw });
  }

  /** Every file in the site's uploads folder, temporary ones included. */
  async function storedFiles(): Promise<string[]> {
    return readdir(join(t.dataDir, 'uploads', t.websiteId)).catch(() => []);
  }

  test('stores a PNG and answers its id, URL, name, type, size and dimensions', async () => {
    const png = createPng(12, 8);
    const response = await upload(fileUpload(png, 'Swatch sand.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<UploadedFile>();
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      url: `/assets/uploads/${t.websiteId}/${file.id}.png`,
      fileName: 'Swatch sand.png',
      contentType: 'image/png',
      size: png.length,
      width: 12,
      height: 8,
    });
    const onDisk = await readFile(join(t.dataDir, 'uploads', t.websiteId, `${file.id}.png`));
    expect(onDisk.equals(png)).toBe(true);
  });

  test('serves an upload with its image type, immutable caching and nosniff', async () => {
    const png = createPng(3, 3);
    const file = (await upload(fileUpload(png, 'dot.png', 'image/png'))).json<UploadedFile>();
    const response = await new Visitor(t.app).get(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  test('answers 404 for upload names it never wrote', async () => {
    const visitor = new Visitor(t.app);
    for (const path of [
      `/assets/uploads/${t.websiteId}/aaaaaaaaaaaaaaaaaaaaaaaa.png`,
      `/assets/uploads/${t.websiteId}/notes.txt`,
      `/assets/uploads/${t.websiteId}/..%2F..%2Fplinth.sqlite`,
      '/assets/uploads/../../etc/passwd',
    ]) {
      expect((await visitor.get(path)).statusCode, path).toBe(404);
    }
  });

  test('tells the type from the bytes, not from the file name or the declared type', async () => {
    const response = await upload(fileUpload(createJpeg(40, 30), 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const file = response.json<UploadedFile>();
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 30, fileName: 'photo.png' });
    expect(file.url).toMatch(/\.jpg$/);
  });

  test('accepts GIF and WebP images', async () => {
    const gif = (await upload(fileUpload(createGif(5, 6), 'a.gif', 'image/gif'))).json<UploadedFile>();
    expect(gif).toMatchObject({ contentType: 'image/gif', width: 5, height: 6 });
    const webp = (await upload(fileUpload(createWebp(7, 9), 'a.webp', 'image/webp'))).json<UploadedFile>();
    expect(webp).toMatchObject({ contentType: 'image/webp', width: 7, height: 9 });
  });

  test('refuses a .png that is really text, and leaves nothing behind', async () => {
    const before = await storedFiles();
    const response = await upload(
      fileUpload(Buffer.from('just some words, not a picture'), 'fake.png', 'image/png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('FILE_UNSUPPORTED_TYPE', UNSUPPORTED));
    expect(await storedFiles()).toEqual(before);
  });

  test('refuses SVG, which can carry scripts, even when declared as an image', async () => {
    const response = await upload(fileUpload(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('FILE_UNSUPPORTED_TYPE', UNSUPPORTED));
  });

  test('refuses an image whose header claims a side over 20,000 pixels, the same on every engine', async () => {
    const before = await storedFiles();
    for (const [width, height] of [
      [0x80000000, 1],
      [0xffffffff, 0xffffffff],
      [1, 0x80000000],
      [20_001, 10],
      [10, 20_001],
    ] as const) {
      const response = await upload(
        fileUpload(createPngClaimingSize(width, height), 'huge.png', 'image/png'),
      );
      expect(response.statusCode, `${width}x${height}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(refusal('FILE_TOO_LARGE_DIMENSIONS', DIMENSIONS));
    }
    expect(await storedFiles()).toEqual(before);
  });

  test('refuses an image over 50 megapixels with FILE_TOO_MANY_PIXELS, and takes one of exactly 50 (security review I-C)', async () => {
    const before = await storedFiles();
    for (const [width, height] of [
      [20_000, 20_000],
      [8_000, 6_251],
      [20_000, 2_501],
    ] as const) {
      const response = await upload(
        fileUpload(createPngClaimingSize(width, height), 'many.png', 'image/png'),
      );
      expect(response.statusCode, `${width}x${height}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(refusal('FILE_TOO_MANY_PIXELS', PIXELS));
    }
    expect(await storedFiles()).toEqual(before);
    const edge = await upload(fileUpload(createPngClaimingSize(8_000, 6_250), 'fifty.png', 'image/png'));
    expect(edge.statusCode, edge.body).toBe(201);
    expect(edge.json<UploadedFile>()).toMatchObject({ width: 8_000, height: 6_250 });
  });

  test('accepts a side of exactly 20,000 pixels and refuses a side of 0 as unsupported', async () => {
    const edge = await upload(fileUpload(createPngClaimingSize(20_000, 1), 'strip.png', 'image/png'));
    expect(edge.statusCode, edge.body).toBe(201);
    expect(edge.json<UploadedFile>()).toMatchObject({ width: 20_000, height: 1 });
    for (const [width, height] of [
      [0, 5],
      [5, 0],
    ] as const) {
      const response = await upload(
        fileUpload(createPngClaimingSize(width, height), 'empty.png', 'image/png'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('FILE_UNSUPPORTED_TYPE', UNSUPPORTED));
    }
  });

  test('accepts a file of exactly 20,000,000 bytes and refuses one byte more with the spec’s message', async () => {
    const atLimit = Buffer.alloc(MAX_BYTES);
    createPng(2, 2).copy(atLimit);
    const accepted = await upload(fileUpload(atLimit, 'big.png', 'image/png'));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<UploadedFile>().size).toBe(MAX_BYTES);

    const before = await storedFiles();
    const overLimit = Buffer.alloc(MAX_BYTES + 1);
    createPng(2, 2).copy(overLimit);
    const refused = await upload(fileUpload(overLimit, 'bigger.png', 'image/png'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('FILE_TOO_LARGE', TOO_LARGE));
    expect(await storedFiles()).toEqual(before);
  });

  test('answers a clear 400 when no file is sent', async () => {
    const onlyText = await upload(multipartBody([{ name: 'title', content: 'hello' }]));
    expect(onlyText.statusCode).toBe(400);
    expect(onlyText.json()).toEqual(refusal('FILE_MISSING', MISSING));
    const wrongField = await upload(
      multipartBody([{ name: 'image', content: createPng(1, 1), fileName: 'a.png' }]),
    );
    expect(wrongField.json()).toEqual(refusal('FILE_MISSING', MISSING));
    const json = await t.owner.request({ method: 'POST', url: '/config/api/files', json: { file: 'a.png' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refusal('FILE_MISSING', MISSING));
  });

  test('answers 400, not 500, for a multipart body that is cut short', async () => {
    const { body, contentType } = fileUpload(createPng(2, 2), 'a.png', 'image/png');
    const response = await upload({ body: body.subarray(0, body.length - 20), contentType });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('FILE_UNREADABLE', UNREADABLE));
  });

  test('needs a session (401), the store.edit permission (403) and the crumb', async () => {
    const png = fileUpload(createPng(1, 1), 'a.png', 'image/png');
    const stranger = new Visitor(t.app);
    await stranger.visit();
    expect((await upload(png, stranger)).statusCode).toBe(401);
    const credentials = { email: `files-viewer-${engine}@example.com`, password: 'viewer password 1' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.VIEWER });
    const viewer = await signedInOwner(t.app, credentials);
    const denied = await upload(png, viewer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'AUTH_PERMISSION_DENIED', permission: 'store.edit' });
    const noCrumb = await t.owner.request({
      method: 'POST',
      url: '/config/api/files',
      raw: png,
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
  });
});
