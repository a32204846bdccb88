import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '@plinth/contracts';
import { imageSize } from 'image-size';

export interface DetectedImage {
  extension: UploadExtension;
  contentType: (typeof UPLOAD_IMAGE_TYPES)[UploadExtension];
  width: number;
  height: number;
}

/**
 * The longest side accepted, in pixels. Far above any product photo, and well inside the integer
 * columns of both engines (a PNG header can claim up to 2^32 - 1).
 */
export const MAX_IMAGE_SIDE = 20_000;

/**
 * The most pixels accepted (50 megapixels): a 20,000 x 20,000 image passed the side limit, and each of
 * its resized copies took about 3 s and 200 MB (security review I-C). Also the resizer's
 * `limitInputPixels`, so an older, larger original is never decoded either.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What the bytes turned out to be: an image we take, one too large to take, or something else. */
export type ImageCheck =
  { ok: true; image: DetectedImage } | { ok: false; reason: 'unsupported' | 'too-large' | 'too-many-pixels' };

/** image-size's names for the types we accept. */
const ACCEPTED: Record<string, UploadExtension> = { jpg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * What the bytes are, read from their headers: never from the file name or the type the browser
 * declared, which the uploader controls. Unsupported: anything but a JPEG, PNG, GIF or WebP with a
 * size of at least 1 x 1. Too large: either side over MAX_IMAGE_SIDE, or more than MAX_IMAGE_PIXELS in
 * all (the header alone says so; the pixels are never decoded).
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    // Unknown formats and truncated headers both throw.
    return { ok: false, reason: 'unsupported' };
  }
  const extension = size.type === undefined ? undefined : ACCEPTED[size.type];
  if (!extension) return { ok: false, reason: 'unsupported' };
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    return { ok: false, reason: 'unsupported' };
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return { ok: false, reason: 'too-large' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  return { ok: true, image: { extension, contentType: UPLOAD_IMAGE_TYPES[extension], width, height } };
}
