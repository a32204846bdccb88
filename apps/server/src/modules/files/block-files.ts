import type { Executor } from '@plinth/db';
import type { BlockFile } from '@plinth/theme/blocks';
import { uploadUrl } from './upload-storage';

/**
 * The site's files that a page's blocks reference, by id, as block renderers read them.
 * SKELETON (issue 10): helper "blocks-media" adds the resized image variants and sound and video files;
 * the page loader (helper "pages-store") calls this and must not change it.
 */
export async function loadBlockFiles(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Map<string, BlockFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: uploadUrl(row.storage_key),
        contentType: row.content_type,
        fileName: row.file_name,
        width: row.width,
        height: row.height,
        variants: [],
      },
    ]),
  );
}
