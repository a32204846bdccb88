import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedAnyFile } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBlockFiles } from '../src/modules/files';
import { Visitor } from './fixtures/create-test-app';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';
import {
  createAdtsAac,
  createFlac,
  createM4a,
  createMp3,
  createMp4,
  createOggVorbis,
  createQuickTime,
  createWav,
  createWebm,
} from './fixtures/create-test-media';
import { createPng, fileUpload } from './fixtures/create-test-images';

const IMAGE_ONLY = 'File not a supported type. Upload a JPEG, PNG, GIF or WebP image.';
const VIDEO_ONLY = 'File not a supported type. Upload an MP4 or WebM video.';
const AUDIO_ONLY = 'File not a supported type. Upload an MP3, M4A, AAC, OGG or WAV sound file.';
const ANY_MEDIA =
  'File not a supported type. Upload a JPEG, PNG, GIF or WebP image, an MP4 or WebM video, or an MP3, M4A, AAC, OGG or WAV sound file.';
const AUDIO_TOO_LARGE = 'File too large. The maximum size for a sound file is 50 MB.';

describe.each(testEngines())('sound, video and resized images on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  const upload = (bytes: Buffer, name: string, accept?: string) =>
    t.owner.request({
      method: 'POST',
      url: accept ? `/config/api/files?accept=${accept}` : '/config/api/files',
      // The declared type is always wrong here: only the bytes count.
      raw: fileUpload(bytes, name, 'application/octet-stream'),
    });
  const refusal = (message: string, code = 'FILE_UNSUPPORTED_TYPE') => ({
    code,
    message,
    fieldErrors: { file: message },
  });

  test.each([
    ['video', createMp4(), 'clip.bin', 'video/mp4', 'mp4'],
    ['video', createWebm(), 'clip', 'video/webm', 'webm'],
    ['audio', createMp3(), 'song.wav', 'audio/mpeg', 'mp3'],
    ['audio', createM4a(), 'song', 'audio/mp4', 'm4a'],
    ['audio', createAdtsAac(), 'song', 'audio/aac', 'aac'],
    ['audio', createOggVorbis(), 'song', 'audio/ogg', 'ogg'],
    ['audio', createWav(), 'song.mp3', 'audio/wav', 'wav'],
    ['media', createMp4(), 'clip', 'video/mp4', 'mp4'],
  ])('accept=%s takes %#: %s', async (accept, bytes, name, contentType, extension) => {
    const response = await upload(bytes, name, accept);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<UploadedAnyFile>();
    expect(file).toMatchObject({
      contentType,
      fileName: name,
      size: bytes.length,
      width: null,
      height: null,
    });
    expect(file.url).toBe(`/assets/uploads/${t.websiteId}/${file.id}.${extension}`);
  });

  test('each accept refuses what it does not take, in its own words; the default stays images only', async () => {
    expect((await upload(createMp4(), 'a.mp4')).json()).toEqual(refusal(IMAGE_ONLY));
    expect((await upload(createMp3(), 'a.mp3', 'video')).json()).toEqual(refusal(VIDEO_ONLY));
    expect((await upload(createMp4(), 'a.mp4', 'audio')).json()).toEqual(refusal(AUDIO_ONLY));
    expect((await upload(createPng(2, 2), 'a.png', 'video')).json()).toEqual(refusal(VIDEO_ONLY));
    expect((await upload(createQuickTime(), 'a.mov', 'video')).json()).toEqual(refusal(VIDEO_ONLY));
    expect((await upload(createFlac(), 'a.flac', 'media')).json()).toEqual(refusal(ANY_MEDIA));
    const image = await upload(createPng(3, 2), 'a.png', 'media');
    expect(image.json()).toMatchObject({ contentType: 'image/png', width: 3, height: 2 });
    const unknown = await t.owner.request({
      method: 'POST',
      url: '/config/api/files?accept=pdf',
      raw: fileUpload(createPng(1, 1), 'a.png', 'image/png'),
    });
    expect(unknown.statusCode).toBe(400);
  });

  test('sound files above 50 MB are refused with their maximum, and leave nothing behind', async () => {
    const before = await readdir(join(t.dataDir, 'uploads', t.websiteId));
    const response = await upload(createMp3(50_000_001), 'long.mp3', 'audio');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(AUDIO_TOO_LARGE, 'FILE_TOO_LARGE'));
    expect(await readdir(join(t.dataDir, 'uploads', t.websiteId))).toEqual(before);
    expect(await readdir(join(t.dataDir, 'uploads', '.incoming'))).toEqual([]);
  });

  test('serves video with its type and byte ranges (206, 416) so players can seek', async () => {
    const bytes = createMp4(10_000);
    const file = (await upload(bytes, 'clip.mp4', 'video')).json<UploadedAnyFile>();
    const visitor = new Visitor(t.app);
    const whole = await visitor.get(file.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await visitor.request({ method: 'GET', url: file.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await visitor.request({ method: 'GET', url: file.url, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000');
    const beyond = await visitor.request({
      method: 'GET',
      url: file.url,
      headers: { range: 'bytes=10000-' },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10000');
  });

  test('resized copies: made on first request at seed widths in WebP and the original format, 404 otherwise', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c4a3f' } })
      .jpeg()
      .toBuffer();
    const file = (await upload(jpeg, 'shop.jpg')).json<UploadedAnyFile>();
    const base = file.url.replace(/\.jpg$/, '');
    const visitor = new Visitor(t.app);
    const webp = await visitor.get(`${base}-300w.webp`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 225,
    });
    const fallback = await visitor.get(`${base}-750w.jpg`);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    for (const path of [`${base}-400w.webp`, `${base}-1000w.webp`, `${base}-300w.png`, `${base}-300w.gif`]) {
      expect((await visitor.get(path)).statusCode, path).toBe(404);
    }
  });

  test('loadBlockFiles gives images their copies and sound and video no size', async () => {
    const png = (await upload(createPng(520, 10), 'wide.png')).json<UploadedAnyFile>();
    const song = (await upload(createWav(), 'song.wav', 'audio')).json<UploadedAnyFile>();
    const files = await loadBlockFiles(t.db.kysely, t.websiteId, [png.id, song.id, 'someoneelse']);
    expect(files.size).toBe(2);
    const image = files.get(png.id);
    expect(image).toMatchObject({ width: 520, height: 10, contentType: 'image/png' });
    expect(image?.variants.map((v) => `${v.width} ${v.contentType}`)).toEqual([
      '100 image/webp',
      '300 image/webp',
      '500 image/webp',
      '100 image/png',
      '300 image/png',
      '500 image/png',
    ]);
    expect(files.get(song.id)).toMatchObject({
      contentType: 'audio/wav',
      width: null,
      height: null,
      variants: [],
    });
  });
});
