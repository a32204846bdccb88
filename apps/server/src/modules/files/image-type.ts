import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '@plinth/contracts';
import { imageSize } from 'image-size';

export interface DetectedImage {
  extension: UploadExtension;
  contentType: (typeof UPLOAD_IMAGE_TYPES)[UploadExtension];
  width: number;
  height: number;
}

/** image-size's names for the types we accept. */
const ACCEPTED: Record<string, UploadExtension> = { jpg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * What the bytes are, read from their headers: never from the file name or the type the browser
 * declared, which the uploader controls. Null for anything but a JPEG, PNG, GIF or WebP with a size.
 */
export function detectImage(bytes: Uint8Array): DetectedImage | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    // Unknown formats and truncated headers both throw.
    return null;
  }
  const extension = size.type === undefined ? undefined : ACCEPTED[size.type];
  if (!extension) return null;
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return null;
  return { extension, contentType: UPLOAD_IMAGE_TYPES[extension], width, height };
}
