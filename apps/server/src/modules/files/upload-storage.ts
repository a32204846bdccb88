import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { IMAGE_WIDTHS } from '@plinth/contracts';
import { invariant } from '../../app-error';

/** Uploads are served from here (plugins/uploads.ts): /assets/uploads/{websiteId}/{fileId}.{ext}. */
export const UPLOADS_URL_PREFIX = '/assets/uploads/';

const SAFE_SEGMENT = /^[A-Za-z0-9]{1,32}$/;

export function uploadsDir(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** "{websiteId}/{fileId}.{ext}": the file's place under uploadsDir and, after the prefix, in its URL. */
export function storageKey(websiteId: string, fileId: string, extension: string): string {
  invariant(SAFE_SEGMENT.test(websiteId) && SAFE_SEGMENT.test(fileId), 'ids are path-safe');
  return `${websiteId}/${fileId}.${extension}`;
}

export function uploadUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

export async function removeUpload(dataDir: string, key: string): Promise<void> {
  await rm(join(uploadsDir(dataDir), key), { force: true });
}

/** Where uploads arrive before they are checked: never served (the folder name is no site id). */
function incomingDir(dataDir: string): string {
  return join(uploadsDir(dataDir), '.incoming');
}

/** A new temporary file name for an arriving upload (its folder made if need be). */
export async function incomingPath(dataDir: string): Promise<string> {
  const folder = incomingDir(dataDir);
  await mkdir(folder, { recursive: true });
  return join(folder, `${randomBytes(12).toString('hex')}.tmp`);
}

export async function removeIncoming(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** Moves a checked upload from its temporary name to its key (same disk, so a rename). */
export async function placeUpload(dataDir: string, tempPath: string, key: string): Promise<void> {
  const target = join(uploadsDir(dataDir), key);
  await mkdir(resolve(target, '..'), { recursive: true });
  await rename(tempPath, target);
}

const COPY_FORMATS = ['webp', 'jpg', 'png'] as const;

/**
 * Removes an upload and every resized copy the resizer may have made of it ({fileId}-{width}w.{webp|jpg|png},
 * image-resizer.ts). Missing files are fine: copies are made only when first asked for.
 */
export async function removeUploadAndCopies(dataDir: string, key: string): Promise<void> {
  const slash = key.lastIndexOf('/');
  const folder = join(uploadsDir(dataDir), key.slice(0, slash));
  const fileId = key.slice(slash + 1).split('.')[0] ?? '';
  invariant(SAFE_SEGMENT.test(fileId), 'file ids are path-safe');
  const copies = IMAGE_WIDTHS.flatMap((width) =>
    COPY_FORMATS.map((format) => join(folder, `${fileId}-${width}w.${format}`)),
  );
  await Promise.all([removeUpload(dataDir, key), ...copies.map((path) => rm(path, { force: true }))]);
}
