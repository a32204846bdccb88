import { SITE_PAGE_STATUS, type NavigationItem, type StoredNavigations } from '@plinth/contracts';
import { DEFAULT_TEMPLATE_ID } from '@plinth/contracts/schemas';
import { newId, nowIso, type Executor } from '@plinth/db';
import { DEMO_PAGES } from './demo-pages';
import { DEMO_SITE } from './demo-store';

const link = (title: string, target: { collectionId?: string; externalLink?: string }): NavigationItem => ({
  title,
  collectionId: target.collectionId ?? null,
  externalLink: target.externalLink ?? null,
  memberAreaId: null,
  newWindow: false,
});

/**
 * The demo site's block pages, published, Home shown at "/", and the main navigation linking Home,
 * the shop, About and Contact (the pages by id, as UpdateNavigation stores them). Runs in the demo
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
  const ids = new Map<string, string>();
  for (const [position, page] of DEMO_PAGES.entries()) {
    const id = newId();
    ids.set(page.slug, id);
    const document = JSON.stringify(page.document(shop.id));
    await trx
      .insertInto('site_pages')
      .values({
        id,
        website_id: websiteId,
        title: page.title,
        slug: page.slug,
        parent_id: null,
        position,
        status: SITE_PAGE_STATUS.published,
        publish_at: now,
        draft_document: document,
        draft_revision: 1,
        published_document: document,
        published_revision: 1,
        published_at: now,
        seo_title: '',
        seo_description: '',
        social_image_file_id: null,
        password_hash: null,
        member_only: 0,
        is_home: page.home ? 1 : 0,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .execute();
    await trx
      .insertInto('site_page_revisions')
      .values({ page_id: id, revision: 1, document, saved_by: null, saved_at: now })
      .execute();
  }
  const navigation: StoredNavigations = {
    mainNavigation: {
      templateId: DEFAULT_TEMPLATE_ID,
      items: [
        link('Home', { externalLink: '/' }),
        link(DEMO_SITE.collection.title, { collectionId: shop.id }),
        ...DEMO_PAGES.filter((page) => !page.home).map((page) =>
          link(page.title, { collectionId: ids.get(page.slug) ?? '' }),
        ),
      ],
    },
  };
  const row = await trx
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  const settings = { ...(JSON.parse(row.settings) as Record<string, unknown>), navigation };
  await trx
    .updateTable('websites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', websiteId)
    .execute();
}
