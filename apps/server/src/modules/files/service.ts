import { readFile } from 'node:fs/promises';
import type { UploadAccept, UploadedAnyFile, UploadedFile } from '@plinth/contracts';
import { newId, nowIso, type Db, type Executor, type FileRow } from '@plinth/db';
import type { AppError } from '../../app-error';
import { fileDimensionsTooLarge, fileTooLargeFor, fileTooManyPixels, fileUnsupportedFor } from './errors';
import { checkImage, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-type';
import { detectMedia } from './media-type';
import { insertFile, listFilesByKey } from './queries';
import { MAX_BYTES_BY_KIND, type ReceivedUpload } from './read-upload';
import {
  placeUpload,
  removeIncoming,
  removeUpload,
  storageKey,
  uploadUrl,
  UPLOADS_URL_PREFIX,
} from './upload-storage';

const FILE_NAME_MAX = 200;

/** Images are read whole to be checked; they are at most UPLOAD_MAX_BYTES. */
const IMAGE_MAGIC = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
] as const;

/** Whether the first bytes look like an image format we take (JPEG, PNG, GIF, RIFF…WEBP). */
export function looksLikeImage(head: Uint8Array): boolean {
  const starts = (magic: readonly number[]) => magic.every((byte, i) => head[i] === byte);
  const webp = String.fromCharCode(...head.subarray(8, 12)) === 'WEBP';
  return IMAGE_MAGIC.some(starts) || (starts([0x52, 0x49, 0x46, 0x46]) && webp);
}

/** The refusal of a file past the limit, worded for the kind its first bytes say it is. */
export function tooLargeFor(accept: UploadAccept, head: Uint8Array): AppError {
  if (accept !== 'media') return fileTooLargeFor(accept);
  const media = detectMedia(head);
  return fileTooLargeFor(media ? media.kind : looksLikeImage(head) ? 'image' : 'video');
}

const allows = (accept: UploadAccept, kind: 'image' | 'video' | 'audio') =>
  accept === 'media' || accept === kind;

interface Checked {
  extension: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

/** What the received bytes are, if `accept` takes them; throws the refusal otherwise. */
async function checkReceived(received: ReceivedUpload, accept: UploadAccept): Promise<Checked> {
  const media = detectMedia(received.head);
  if (media) {
    if (!allows(accept, media.kind)) throw fileUnsupportedFor(accept);
    if (received.size > MAX_BYTES_BY_KIND[media.kind]) throw fileTooLargeFor(media.kind);
    return { extension: media.extension, contentType: media.contentType, width: null, height: null };
  }
  if (!allows(accept, 'image') || !looksLikeImage(received.head)) throw fileUnsupportedFor(accept);
  if (received.size > MAX_BYTES_BY_KIND.image) throw fileTooLargeFor('image');
  const checked = checkImage(await readFile(received.tempPath));
  if (!checked.ok) {
    if (checked.reason === 'too-large') throw fileDimensionsTooLarge(MAX_IMAGE_SIDE);
    if (checked.reason === 'too-many-pixels') throw fileTooManyPixels(MAX_IMAGE_PIXELS);
    throw fileUnsupportedFor(accept);
  }
  return checked.image;
}

/**
 * Keeps an upload that receiveUpload put on disk: checks what the bytes are (never the name or the
 * declared type), moves it to its place and records it for the site. Images: JPEG, PNG, GIF and WebP
 * with a side of 1 to MAX_IMAGE_SIDE pixels; sound and video (media-type.ts) when `accept` takes them.
 * Throws FILE_UNSUPPORTED_TYPE, FILE_TOO_LARGE, FILE_TOO_LARGE_DIMENSIONS or FILE_TOO_MANY_PIXELS before anything is kept;
 * the temporary file is removed whatever happens.
 */
export async function saveUpload(
  db: Db,
  dataDir: string,
  websiteId: string,
  received: ReceivedUpload,
  accept: UploadAccept = 'image',
): Promise<UploadedAnyFile> {
  try {
    const file = await checkReceived(received, accept);
    const id = newId();
    const key = storageKey(websiteId, id, file.extension);
    const row: FileRow = {
      id,
      website_id: websiteId,
      file_name: cleanFileName(received.fileName, `${file.contentType.split('/')[0]}.${file.extension}`),
      content_type: file.contentType,
      size_bytes: received.size,
      // The columns are NOT NULL (migration 0007): 0 stands for "no pixel size" (sound, video).
      width: file.width ?? 0,
      height: file.height ?? 0,
      storage_key: key,
      created_at: nowIso(),
    };
    await placeUpload(dataDir, received.tempPath, key);
    try {
      await insertFile(db.kysely, row);
    } catch (error) {
      await removeUpload(dataDir, key);
      throw error;
    }
    return toUploadedAnyFile(row);
  } finally {
    await removeIncoming(received.tempPath);
  }
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
  // Sound and video uploads are no product images.
  const images = rows.filter((row) => row.content_type.startsWith('image/') && row.width > 0);
  return new Map(images.map((row) => [uploadUrl(row.storage_key), row]));
}

export function toUploadedAnyFile(row: FileRow): UploadedAnyFile {
  if (row.content_type.startsWith('image/')) return toUploadedFile(row);
  return {
    id: row.id,
    url: uploadUrl(row.storage_key),
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size_bytes,
    width: null,
    height: null,
  };
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
