import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { nowIso, type Db } from '@plinth/db';
import { AppError } from '../../app-error';
import { findUploadedFile, saveFileFromDisk, UPLOADS_URL_PREFIX } from '../files';
import { findImportSource, saveImportSource } from './queries';
import type { RemoteImageFetch } from './remote-image';

/** Files a media folder may hold before the import stops looking further (a wrong folder given). */
const MEDIA_FILES_MAX = 100_000;
const MEDIA_SOURCE_KIND = 'media';
/** An image brought in from its address (import_sources' key is the address). */
const REMOTE_SOURCE_KIND = 'media-url';

export interface MediaImage {
  /** The file library's id; null for an upload named by its address only. */
  fileId: string | null;
  url: string;
  width: number;
  height: number;
}

export type MediaResolution = { ok: true; image: MediaImage } | { ok: false; reason: string };

/**
 * Where an imported image comes from: one of the site's own uploads as it is; else a file of the
 * `--media` folder with the URL's file name, brought into the file library once (import_sources
 * remembers it, so a second import reuses it); else, when the import may fetch (`fetchRemote`:
 * Shopify product images, IMPORT_FETCH_IMAGES), the image downloaded from its address by
 * remote-image.ts (public addresses only, limited in time and size), also once; else nothing, with
 * the reason for the report.
 */
export class MediaFolder {
  private index: Map<string, string> | null = null;
  private readonly made = new Map<string, MediaResolution>();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly websiteId: string,
    private readonly folder: string | null,
    private readonly fetchRemote: RemoteImageFetch | null = null,
  ) {}

  async resolve(src: string): Promise<MediaResolution> {
    const own = ownUpload(src, this.websiteId);
    if (own) return { ok: true, image: { fileId: null, url: own, width: 0, height: 0 } };
    const name = fileNameOf(src);
    const path = name && this.folder !== null ? (await this.files()).get(name.toLowerCase()) : undefined;
    if (!path && this.fetchRemote !== null && /^https?:\/\//i.test(src)) return this.fetchOnce(src, name);
    if (this.folder === null) {
      return {
        ok: false,
        reason: `The image ${name || src} stays on its old address: give the folder of the files (--media) to bring it in.`,
      };
    }
    if (!path) return { ok: false, reason: `The image ${name || src} is not in the media folder.` };
    const known = this.made.get(path);
    if (known) return known;
    const result = await this.bring(path, name);
    this.made.set(path, result);
    return result;
  }

  private async fetchOnce(src: string, name: string): Promise<MediaResolution> {
    const known = this.made.get(src);
    if (known) return known;
    const result = await this.fetchAndBring(src, name || 'image');
    this.made.set(src, result);
    return result;
  }

  private async fetchAndBring(src: string, name: string): Promise<MediaResolution> {
    // An address may be longer than import_sources' key: it is remembered by its digest.
    const key = `sha256:${createHash('sha256').update(src).digest('hex')}`;
    const before = await this.fileMadeFor(REMOTE_SOURCE_KIND, key);
    if (before) return before;
    const fetched = await (this.fetchRemote as RemoteImageFetch)(src);
    if (!fetched.ok) {
      return {
        ok: false,
        reason: `The image ${name} could not be brought in from ${src}: ${fetched.reason}.`,
      };
    }
    try {
      return await this.save(REMOTE_SOURCE_KIND, key, fetched.path, name);
    } finally {
      await fetched.cleanUp();
    }
  }

  /** The file an earlier import made for this source, when it is still in the library. */
  private async fileMadeFor(kind: string, key: string): Promise<MediaResolution | null> {
    const before = await findImportSource(this.db.kysely, this.websiteId, kind, key);
    if (!before) return null;
    const file = await findUploadedFile(this.db, this.websiteId, before.subjectId);
    if (!file || file.width === null || file.height === null) return null;
    return { ok: true, image: { fileId: file.id, url: file.url, width: file.width, height: file.height } };
  }

  private async bring(path: string, name: string): Promise<MediaResolution> {
    return (
      (await this.fileMadeFor(MEDIA_SOURCE_KIND, path)) ?? this.save(MEDIA_SOURCE_KIND, path, path, name)
    );
  }

  /** The file at `path` into the library, remembered as made for (kind, key). */
  private async save(kind: string, key: string, path: string, name: string): Promise<MediaResolution> {
    try {
      const file = await saveFileFromDisk(this.db, this.dataDir, this.websiteId, path, name);
      await saveImportSource(this.db.kysely, {
        website_id: this.websiteId,
        source_kind: kind,
        source_key: key,
        subject_type: 'file',
        subject_id: file.id,
        created_at: nowIso(),
      });
      if (file.width === null || file.height === null)
        return { ok: false, reason: `${name} is not an image.` };
      return { ok: true, image: { fileId: file.id, url: file.url, width: file.width, height: file.height } };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, reason: `${name}: ${error.message}` };
      throw error;
    }
  }

  /** File name (lower case) → path, over the folder and its subfolders, read once. */
  private async files(): Promise<Map<string, string>> {
    if (this.index) return this.index;
    const index = new Map<string, string>();
    const entries = await readdir(this.folder ?? '.', { recursive: true, withFileTypes: true });
    for (const entry of entries.slice(0, MEDIA_FILES_MAX)) {
      if (!entry.isFile()) continue;
      const key = entry.name.toLowerCase();
      if (!index.has(key)) index.set(key, join(entry.parentPath, entry.name));
    }
    this.index = index;
    return index;
  }
}

/**
 * The path of one of the site's own uploads, from its path or from a full address of it (an export
 * names them with the site's host); null for anything else. The products module still checks that
 * the upload is the site's.
 */
function ownUpload(src: string, websiteId: string): string | null {
  const prefix = `${UPLOADS_URL_PREFIX}${websiteId}/`;
  if (src.startsWith(prefix)) return src;
  try {
    const { pathname } = new URL(src);
    return pathname.startsWith(prefix) ? pathname : null;
  } catch {
    return null;
  }
}

/** "https://cdn.example/a/b/Shirt.jpg?v=3" → "Shirt.jpg"; '' when the address has no file name. */
export function fileNameOf(src: string): string {
  let path = src;
  try {
    path = new URL(src, 'http://x.invalid/').pathname;
  } catch {
    return '';
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: keep the raw name.
  }
  return basename(path);
}
