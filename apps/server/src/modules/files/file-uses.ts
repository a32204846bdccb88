import type { FileUse, PageDocument } from '@plinth/contracts';
import type { Executor, FileRow } from '@plinth/db';
import { collectBlockReferences } from '@plinth/theme/blocks';
import { listPagesMentioningFile, listProductsMentioningFile } from './queries';
import { uploadUrl } from './upload-storage';

/** Whether a stored document's blocks (links included) reference the file; a document that will not parse does not. */
function documentUses(json: string | null, fileId: string): boolean {
  if (json === null) return false;
  try {
    return collectBlockReferences(JSON.parse(json) as PageDocument).fileIds.includes(fileId);
  } catch {
    return false;
  }
}

function productUses(imagesJson: string, url: string): boolean {
  try {
    const images = JSON.parse(imagesJson) as unknown;
    return Array.isArray(images) && images.some((image) => (image as { url?: unknown }).url === url);
  } catch {
    return false;
  }
}

/**
 * Where the site shows the file: block pages (in the blocks of the draft or live copy, or as the social
 * image) and products' images. Two indexed-by-site queries with a LIKE sieve on the stored text, then the
 * documents themselves are read, so a page that merely quotes the id in a text is not counted. Saved
 * revisions are not searched: restoring one that used a deleted file shows the block empty.
 */
export async function findFileUses(db: Executor, row: FileRow): Promise<FileUse[]> {
  // One after the other: inside a transaction both run on one connection.
  const pages = await listPagesMentioningFile(db, row.website_id, row.id);
  const products = await listProductsMentioningFile(db, row.website_id, row.id);
  const uses: FileUse[] = [];
  for (const page of pages) {
    if (documentUses(page.draft_document, row.id) || documentUses(page.published_document, row.id)) {
      uses.push({ kind: 'page', id: page.id, title: page.title, as: 'content' });
    }
    if (page.social_image_file_id === row.id) {
      uses.push({ kind: 'page', id: page.id, title: page.title, as: 'socialImage' });
    }
  }
  const url = uploadUrl(row.storage_key);
  for (const product of products) {
    if (productUses(product.images, url)) {
      uses.push({ kind: 'product', id: product.id, title: product.title, as: 'productImage' });
    }
  }
  return uses;
}
