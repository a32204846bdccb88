import { nowIso, type Executor } from '@plinth/db';
import { DEMO_PAGES } from './demo-pages';
import { seedDemoContent } from './seed-content';
import { DEMO_SITE } from './demo-store';
import { insertPublishedPages, saveStartingNavigation } from './site-building';

/**
 * The demo site's block pages, published, Home shown at "/", its Journal's posts and its events, and
 * the main navigation linking Home, the shop, the Journal, Events, About and Contact (the pages by id, as UpdateNavigation stores them). Runs in the demo
 * seed's transaction, right after the site is inserted.
 */
export async function seedDemoPages(trx: Executor, websiteId: string): Promise<void> {
  const now = nowIso();
  const shop = await trx
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('url_id', '=', DEMO_SITE.collection.urlId)
    .executeTakeFirstOrThrow();
  const pageIds = await insertPublishedPages(trx, websiteId, DEMO_PAGES, shop.id, now);
  await seedDemoContent(trx, websiteId, pageIds, now);
  await saveStartingNavigation(trx, websiteId, {
    pages: DEMO_PAGES,
    pageIds,
    shop: { id: shop.id, title: DEMO_SITE.collection.title },
  });
}
