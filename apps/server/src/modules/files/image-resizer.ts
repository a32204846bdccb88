import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@plinth/contracts';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-type';

/**
 * Makes the resized copies of uploaded images (seed 001 widths, WebP or the original's format) on their
 * first request, next to the original: {fileId}-{width}w.{ext}. Later requests find the file. Work is
 * bounded: `concurrency` resizes at once, `queue` more waiting, beyond that "busy" (the route answers
 * 503 with Retry-After); each resize is cut off after `timeoutSeconds`. Two requests for the same copy
 * share one resize.
 */
export interface ResizerOptions {
  concurrency: number;
  queue: number;
  timeoutSeconds: number;
}

export const DEFAULT_RESIZER_OPTIONS: ResizerOptions = { concurrency: 2, queue: 16, timeoutSeconds: 30 };

export type VariantFormat = 'webp' | 'jpg' | 'png';
export type VariantResult = { ok: true; path: string } | { ok: false; reason: 'not-found' | 'busy' };

const SOURCE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The original of `fileId` in `folder`: a JPEG, PNG or WebP (GIFs have no copies). */
async function findSource(
  folder: string,
  fileId: string,
): Promise<{ path: string; extension: (typeof SOURCE_EXTENSIONS)[number] } | null> {
  for (const extension of SOURCE_EXTENSIONS) {
    const path = join(folder, `${fileId}.${extension}`);
    if (await isFile(path)) return { path, extension };
  }
  return null;
}

export class ImageResizer {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<VariantResult>>();

  constructor(private readonly options: ResizerOptions = DEFAULT_RESIZER_OPTIONS) {}

  /**
   * The copy of `folder/fileId.*` at `width` in `format`, made if need be. not-found: no such original,
   * a width outside the seed's list or wider than the original, or a format that is neither WebP nor
   * the original's own.
   */
  async variant(
    folder: string,
    fileId: string,
    width: number,
    format: VariantFormat,
  ): Promise<VariantResult> {
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return { ok: false, reason: 'not-found' };
    const target = join(folder, `${fileId}-${width}w.${format}`);
    const pending = this.inFlight.get(target);
    if (pending) return pending;
    if (await isFile(target)) return { ok: true, path: target };
    // Registered with no await since the lookup above, so a second request finds it.
    let made = this.inFlight.get(target);
    if (!made) {
      made = this.make(folder, fileId, width, format, target).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, made);
    }
    return made;
  }

  private async make(
    folder: string,
    fileId: string,
    width: number,
    format: VariantFormat,
    target: string,
  ): Promise<VariantResult> {
    // Admission is decided on arrival, before any await: a saturated resizer answers at once.
    if (this.active >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) return { ok: false, reason: 'busy' };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
    try {
      const source = await findSource(folder, fileId);
      if (!source || (format !== 'webp' && format !== source.extension)) {
        return { ok: false, reason: 'not-found' };
      }
      return await this.resize(source.path, width, format, target);
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  private async resize(
    source: string,
    width: number,
    format: VariantFormat,
    target: string,
  ): Promise<VariantResult> {
    const image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // Never wider than the original: those widths are not offered (image-variants.ts), so not made.
    if (!meta.width || width > meta.width) return { ok: false, reason: 'not-found' };
    // Turned as the original shows (EXIF orientation), then scaled; the copy keeps no metadata.
    let pipeline = image
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .timeout({ seconds: this.options.timeoutSeconds });
    pipeline =
      format === 'webp'
        ? pipeline.webp({ quality: 80 })
        : format === 'jpg'
          ? pipeline.jpeg({ quality: 82, mozjpeg: true })
          : pipeline.png({ compressionLevel: 9 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline.toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { ok: true, path: target };
  }
}
