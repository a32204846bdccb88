import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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

/**
 * Writes the bytes under a temporary name and renames them into place, so a reader never sees half a
 * file and a failed write leaves nothing behind. The site's folder is made on its first upload.
 */
export async function storeUpload(dataDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const target = join(uploadsDir(dataDir), key);
  const folder = resolve(target, '..');
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.upload-${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function removeUpload(dataDir: string, key: string): Promise<void> {
  await rm(join(uploadsDir(dataDir), key), { force: true });
}
