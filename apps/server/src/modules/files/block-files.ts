import { imageVariants } from '@plinth/contracts';
import type { Executor, FileRow } from '@plinth/db';
import type { BlockFile } from '@plinth/theme/blocks';
import { listFilesById } from './queries';
import { uploadUrl } from './upload-storage';

/** A file row as block renderers read it: images with their resized copies, sound and video without a size. */
export function toBlockFile(row: FileRow): BlockFile {
  const url = uploadUrl(row.storage_key);
  const isImage = row.content_type.startsWith('image/') && row.width > 0 && row.height > 0;
  return {
    id: row.id,
    url,
    contentType: row.content_type,
    fileName: row.file_name,
    width: isImage ? row.width : null,
    height: isImage ? row.height : null,
    // The copies are made on their first request (image-resizer.ts), so listing them costs nothing here.
    variants: isImage ? imageVariants(url, row.content_type, row.width) : [],
  };
}

/**
 * The site's files that a page's blocks reference, by id, as block renderers read them. Ids of other
 * sites' files, or of none, are simply absent (the block renders nothing).
 */
export async function loadBlockFiles(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Map<string, BlockFile>> {
  const rows = await listFilesById(db, websiteId, ids);
  return new Map(rows.map((row) => [row.id, toBlockFile(row)]));
}
