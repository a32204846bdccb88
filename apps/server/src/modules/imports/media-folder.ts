import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { nowIso, type Db } from '@plinth/db';
import { AppError } from '../../app-error';
import { findUploadedFile, saveFileFromDisk, UPLOADS_URL_PREFIX } from '../files';
import { findImportSource, saveImportSource } from './queries';

/** Files a media folder may hold before the import stops looking further (a wrong folder given). */
const MEDIA_FILES_MAX = 100_000;
const MEDIA_SOURCE_KIND = 'media';

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
 * remembers it, so a second import reuses it); else nothing, with the reason for the report.
 * Images are never fetched from the internet: the server would fetch whatever URL a file names.
 */
export class MediaFolder {
  private index: Map<string, string> | null = null;
  private readonly made = new Map<string, MediaResolution>();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly websiteId: string,
    private readonly folder: string | null,
  ) {}

  async resolve(src: string): Promise<MediaResolution> {
    const own = ownUpload(src, this.websiteId);
    if (own) return { ok: true, image: { fileId: null, url: own, width: 0, height: 0 } };
    const name = fileNameOf(src);
    if (this.folder === null) {
      return {
        ok: false,
        reason: `The image ${name || src} stays on its old address: give the folder of the files (--media) to bring it in.`,
      };
    }
    const path = name ? (await this.files()).get(name.toLowerCase()) : undefined;
    if (!path) return { ok: false, reason: `The image ${name || src} is not in the media folder.` };
    const known = this.made.get(path);
    if (known) return known;
    const result = await this.bring(path, name);
    this.made.set(path, result);
    return result;
  }

  private async bring(path: string, name: string): Promise<MediaResolution> {
    const before = await findImportSource(this.db.kysely, this.websiteId, MEDIA_SOURCE_KIND, path);
    if (before) {
      const file = await findUploadedFile(this.db, this.websiteId, before.subjectId);
      if (file && file.width !== null && file.height !== null) {
        return {
          ok: true,
          image: { fileId: file.id, url: file.url, width: file.width, height: file.height },
        };
      }
    }
    try {
      const file = await saveFileFromDisk(this.db, this.dataDir, this.websiteId, path, name);
      await saveImportSource(this.db.kysely, {
        website_id: this.websiteId,
        source_kind: MEDIA_SOURCE_KIND,
        source_key: path,
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
