import {
  fileKindOf,
  imageVariants,
  type FileDetail,
  type FileKindFilter,
  type OwnerFile,
  type OwnerFileList,
} from '@plinth/contracts';
import { containsPattern, writeTransaction, type Db, type FileRow } from '@plinth/db';
import { bumpLivePagesVersion } from '../site-pages';
import { fileCursorInvalid, fileInUseByProduct, fileNotFound } from './errors';
import { decodeFileCursor, encodeFileCursor } from './file-cursor';
import { findFileUses } from './file-uses';
import { deleteFileRow, findFile, listFilesPage, renameFileRow } from './queries';
import { removeUploadAndCopies, uploadUrl } from './upload-storage';

/** The grid shows files about 150 px wide: the 300 px copy is sharp on a 2x screen. */
const THUMBNAIL_WIDTH = 300;

/** The largest resized copy at most THUMBNAIL_WIDTH wide, else the original (small images, GIFs). */
function thumbnailUrl(row: FileRow, url: string): string | null {
  if (fileKindOf(row.content_type) !== 'image') return null;
  const copies = imageVariants(url, row.content_type, row.width).filter(
    (copy) => copy.contentType === 'image/webp' && copy.width <= THUMBNAIL_WIDTH,
  );
  return copies.at(-1)?.url ?? url;
}

export function toOwnerFile(row: FileRow): OwnerFile {
  const url = uploadUrl(row.storage_key);
  const kind = fileKindOf(row.content_type);
  const sized = kind === 'image' && row.width > 0 && row.height > 0;
  return {
    id: row.id,
    url,
    fileName: row.file_name,
    contentType: row.content_type,
    kind,
    size: row.size_bytes,
    width: sized ? row.width : null,
    height: sized ? row.height : null,
    thumbnailUrl: thumbnailUrl(row, url),
    createdAt: row.created_at,
  };
}

export interface FileListInput {
  kind: FileKindFilter;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** One page of the site's files, newest first; `nextCursor` continues after its last file. */
export async function listFiles(db: Db, websiteId: string, input: FileListInput): Promise<OwnerFileList> {
  const after = input.cursor === undefined ? null : decodeFileCursor(input.cursor);
  if (input.cursor !== undefined && after === null) throw fileCursorInvalid();
  const rows = await listFilesPage(db.kysely, websiteId, {
    typePrefix: input.kind === 'any' ? null : `${input.kind}/`,
    namePattern: input.q ? containsPattern(input.q) : null,
    after,
    // One more than shown says whether a next page exists.
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    files: page.map(toOwnerFile),
    nextCursor:
      rows.length > input.limit && last
        ? encodeFileCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

async function getFileRow(db: Db, websiteId: string, id: string): Promise<FileRow> {
  const row = await findFile(db.kysely, websiteId, id);
  if (!row) throw fileNotFound();
  return row;
}

export async function getFileDetail(db: Db, websiteId: string, id: string): Promise<FileDetail> {
  const row = await getFileRow(db, websiteId, id);
  return { ...toOwnerFile(row), usedIn: await findFileUses(db.kysely, row) };
}

/**
 * Renames the file as the editor lists it; its URL stays the same. Pages that use it are rendered
 * again (an audio block without a title shows the file's name).
 */
export async function renameFile(
  db: Db,
  websiteId: string,
  id: string,
  fileName: string,
): Promise<OwnerFile> {
  const row = await writeTransaction(db, async (trx) => {
    if (!(await renameFileRow(trx, websiteId, id, fileName))) throw fileNotFound();
    const renamed = await findFile(trx, websiteId, id);
    if (!renamed) throw fileNotFound();
    const uses = await findFileUses(trx, renamed);
    if (uses.some((use) => use.kind === 'page')) await bumpLivePagesVersion(trx, websiteId);
    return renamed;
  });
  return toOwnerFile(row);
}

/**
 * Deletes the file's row, then its bytes and resized copies (decision 0038). A product that shows it
 * refuses the delete (409 FILE_IN_USE): product images are stored by URL and would break. Pages that
 * use it are allowed to lose it (their blocks render nothing for a missing file), and their cached
 * renders are dropped. The bytes go after the row's commit, so a failed delete leaves the file whole.
 */
export async function deleteFile(db: Db, dataDir: string, websiteId: string, id: string): Promise<void> {
  const row = await writeTransaction(db, async (trx) => {
    const found = await findFile(trx, websiteId, id);
    if (!found) throw fileNotFound();
    const uses = await findFileUses(trx, found);
    const products = uses.filter((use) => use.kind === 'product');
    if (products.length > 0) throw fileInUseByProduct(products.map((use) => use.title));
    await deleteFileRow(trx, websiteId, id);
    if (uses.some((use) => use.kind === 'page')) await bumpLivePagesVersion(trx, websiteId);
    return found;
  });
  await removeUploadAndCopies(dataDir, row.storage_key);
}
