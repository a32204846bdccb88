import type { ContentBulkInput, ContentBulkResult } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import type { SitePagesApp } from '../site-pages';
import { contentItemNotFound } from './errors';
import { getCollectionPage, type ContentActor } from './item-read';
import { findContentItemRow } from './queries';
import { applyStatus, deleteContentItemIn } from './service';

/**
 * Deletes the items named, or gives them all one status, in one transaction: every id must be an item
 * of the collection, or nothing changes (404). The route requires content.edit.
 */
export async function bulkChangeItems(
  app: SitePagesApp,
  actor: ContentActor,
  collectionId: string,
  input: ContentBulkInput,
): Promise<ContentBulkResult> {
  const ids = [...new Set(input.ids)];
  return writeTransaction(app.db, async (trx) => {
    await getCollectionPage(trx, actor.site, collectionId);
    for (const id of ids) {
      const item = await findContentItemRow(trx, actor.site.id, id);
      if (!item || item.collection_id !== collectionId) throw contentItemNotFound();
    }
    for (const id of ids) {
      if (input.action === 'delete') await deleteContentItemIn(trx, actor, id);
      else await applyStatus(app, trx, actor, id, { status: input.status });
    }
    // The search index follows: the pages module reindexes each item it publishes, sets or deletes.
    return { changed: ids.length };
  });
}
