import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ImageResizer } from './image-resizer';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'plinth-resizer-'));
});
afterEach(async () => rm(folder, { recursive: true, force: true }));

async function original(name: string, width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  const bytes = await image[format]().toBuffer();
  await writeFile(join(folder, name), bytes);
}

describe('image resizer (real sharp)', () => {
  test('makes a WebP copy at a seed width, keeping the shape, and reuses it next time', async () => {
    await original('f1.jpg', 800, 400, 'jpeg');
    const resizer = new ImageResizer();
    const made = await resizer.variant(folder, 'f1', 300, 'webp');
    expect(made).toEqual({ ok: true, path: join(folder, 'f1-300w.webp') });
    const meta = await sharp(join(folder, 'f1-300w.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 150 });
    expect(await resizer.variant(folder, 'f1', 300, 'webp')).toEqual(made);
    expect((await readdir(folder)).sort()).toEqual(['f1-300w.webp', 'f1.jpg']);
  });

  test('makes the original format as the fallback (JPEG, PNG), and WebP copies of a WebP', async () => {
    await original('f2.png', 600, 600, 'png');
    await original('f3.webp', 600, 300, 'webp');
    const resizer = new ImageResizer();
    expect(await resizer.variant(folder, 'f2', 500, 'png')).toMatchObject({ ok: true });
    expect((await sharp(join(folder, 'f2-500w.png')).metadata()).format).toBe('png');
    expect(await resizer.variant(folder, 'f3', 100, 'webp')).toMatchObject({ ok: true });
  });

  test('not found: widths off the seed list, wider than the original, other formats, no original', async () => {
    await original('f4.jpg', 800, 400, 'jpeg');
    const resizer = new ImageResizer();
    expect(await resizer.variant(folder, 'f4', 400, 'webp')).toEqual({ ok: false, reason: 'not-found' });
    expect(await resizer.variant(folder, 'f4', 1000, 'webp')).toEqual({ ok: false, reason: 'not-found' });
    expect(await resizer.variant(folder, 'f4', 300, 'png')).toEqual({ ok: false, reason: 'not-found' });
    expect(await resizer.variant(folder, 'nope', 300, 'webp')).toEqual({ ok: false, reason: 'not-found' });
    expect(await readdir(folder)).toEqual(['f4.jpg']);
  });

  test('busy when every worker and queue place is taken; the same copy asked twice is made once', async () => {
    await original('f5.jpg', 1600, 1200, 'jpeg');
    const resizer = new ImageResizer({ concurrency: 1, queue: 1, timeoutSeconds: 30 });
    const [first, again, ...others] = await Promise.all([
      resizer.variant(folder, 'f5', 1500, 'webp'),
      resizer.variant(folder, 'f5', 1500, 'webp'),
      resizer.variant(folder, 'f5', 1000, 'webp'),
      resizer.variant(folder, 'f5', 750, 'webp'),
    ]);
    expect(again).toEqual(first);
    // Three different copies, one worker and one queue place: whichever comes third is turned away.
    const outcomes = [first, ...others].map((r) => (r?.ok ? 'ok' : r?.reason));
    expect(outcomes.filter((o) => o === 'busy')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
    // Later, with the resizer free again, the refused copy is made.
    for (const width of [1500, 1000, 750]) {
      expect(await resizer.variant(folder, 'f5', width, 'webp')).toMatchObject({ ok: true });
    }
  });
});
