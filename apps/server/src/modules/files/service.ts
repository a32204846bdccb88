import type { UploadedFile } from '@plinth/contracts';
import { newId, nowIso, type Db, type Executor, type FileRow } from '@plinth/db';
import { fileDimensionsTooLarge, fileUnsupportedType } from './errors';
import { checkImage, MAX_IMAGE_SIDE } from './image-type';
import { insertFile, listFilesByKey } from './queries';
import { removeUpload, storageKey, storeUpload, uploadUrl, UPLOADS_URL_PREFIX } from './upload-storage';

const FILE_NAME_MAX = 200;

/**
 * Keeps an uploaded image: checks what the bytes are, stores them, and records them for the site.
 * Throws FILE_UNSUPPORTED_TYPE for anything but JPEG, PNG, GIF and WebP (and for a side of 0), and
 * FILE_TOO_LARGE_DIMENSIONS for a side over MAX_IMAGE_SIDE pixels, before anything is written.
 */
export async function saveUpload(
  db: Db,
  dataDir: string,
  websiteId: string,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<UploadedFile> {
  const checked = checkImage(upload.bytes);
  if (!checked.ok) {
    throw checked.reason === 'too-large' ? fileDimensionsTooLarge(MAX_IMAGE_SIDE) : fileUnsupportedType();
  }
  const { image } = checked;
  const id = newId();
  const key = storageKey(websiteId, id, image.extension);
  const row: FileRow = {
    id,
    website_id: websiteId,
    file_name: cleanFileName(upload.fileName, `image.${image.extension}`),
    content_type: image.contentType,
    size_bytes: upload.bytes.byteLength,
    width: image.width,
    height: image.height,
    storage_key: key,
    created_at: nowIso(),
  };
  await storeUpload(dataDir, key, upload.bytes);
  try {
    await insertFile(db.kysely, row);
  } catch (error) {
    await removeUpload(dataDir, key);
    throw error;
  }
  return toUploadedFile(row);
}

/**
 * This site's uploads among `urls`, by URL: how product images prove they are the site's own files.
 * URLs that are not under /assets/uploads/{websiteId}/ are never looked up.
 */
export async function findUploadsByUrl(
  executor: Executor,
  websiteId: string,
  urls: readonly string[],
): Promise<Map<string, FileRow>> {
  const prefix = `${UPLOADS_URL_PREFIX}${websiteId}/`;
  const keys = [
    ...new Set(urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(UPLOADS_URL_PREFIX.length))),
  ];
  const rows = await listFilesByKey(executor, websiteId, keys);
  return new Map(rows.map((row) => [uploadUrl(row.storage_key), row]));
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    url: uploadUrl(row.storage_key),
    fileName: row.file_name,
    contentType: row.content_type as UploadedFile['contentType'],
    size: row.size_bytes,
    width: row.width,
    height: row.height,
  };
}

/** The last path segment of the name the browser sent, without control characters. */
function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean === '' ? fallback : clean;
}
