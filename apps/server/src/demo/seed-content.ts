import { EMPTY_CONTENT_LOCATION, TERM_SUBJECT } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { insertContentItemRow } from '../modules/content';
import { setSubjectTerms } from '../modules/terms';
import { DEMO_BLOG, DEMO_EVENT_LIST, DEMO_EVENTS, DEMO_POSTS, demoItemDocument } from './demo-content';
import { insertPublishedPageRow } from './site-building';

const DAY = 24 * 60 * 60 * 1000;
/** America/New_York's standard offset: close enough for demo times a few weeks out. */
const NEW_YORK_OFFSET_HOURS = 5;

/** Midnight UTC of the day `days` from `nowMs`, plus `hours`. */
function dayAt(nowMs: number, days: number, hours: number): number {
  const day = new Date(nowMs + days * DAY);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + hours * 60 * 60 * 1000;
}

/**
 * The demo Journal's posts and the Events page's events, published, with their tags and categories,
 * dated relative to `now` (three events ahead, one past). `pageIds` are the demo pages by slug.
 */
export async function seedDemoContent(
  trx: Executor,
  websiteId: string,
  pageIds: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  const nowMs = Date.parse(now);
  const blogId = pageIds.get(DEMO_BLOG.slug);
  const eventsId = pageIds.get(DEMO_EVENTS.slug);
  if (!blogId || !eventsId) return;
  const products = await trx
    .selectFrom('products')
    .select(['id', 'title'])
    .where('website_id', '=', websiteId)
    .execute();
  const productId = (title: string) => products.find((p) => p.title === title)?.id ?? '';

  for (const [position, post] of DEMO_POSTS.entries()) {
    const id = await insertPublishedPageRow(trx, websiteId, {
      title: post.title,
      slug: post.slug,
      position,
      document: demoItemDocument(post.body(productId(post.product))),
      isHome: false,
      collectionType: null,
      collectionId: blogId,
      now,
    });
    await insertContentItemRow(trx, {
      page_id: id,
      website_id: websiteId,
      collection_id: blogId,
      excerpt: post.excerpt,
      author_id: null,
      featured_image_file_id: null,
      item_date: new Date(nowMs + post.daysFromNow * DAY).toISOString(),
      starts_at: null,
      ends_at: null,
      created_at: now,
      updated_at: now,
    });
    await setSubjectTerms(trx, websiteId, TERM_SUBJECT.item, id, {
      tags: post.tags,
      categories: post.categories,
    });
  }

  for (const [position, event] of DEMO_EVENT_LIST.entries()) {
    const id = await insertPublishedPageRow(trx, websiteId, {
      title: event.title,
      slug: event.slug,
      position,
      document: demoItemDocument(event.body()),
      isHome: false,
      collectionType: null,
      collectionId: eventsId,
      now,
    });
    const offset = event.allDay ? 0 : NEW_YORK_OFFSET_HOURS;
    const startsAt = dayAt(nowMs, event.daysFromNow, event.startHour + offset);
    const endsAt = event.allDay ? startsAt : startsAt + event.hours * 60 * 60 * 1000;
    await insertContentItemRow(trx, {
      page_id: id,
      website_id: websiteId,
      collection_id: eventsId,
      excerpt: event.excerpt,
      author_id: null,
      featured_image_file_id: null,
      item_date: now,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
      all_day: event.allDay ? 1 : 0,
      location: JSON.stringify({ ...EMPTY_CONTENT_LOCATION, ...event.location }),
      created_at: now,
      updated_at: now,
    });
    await setSubjectTerms(trx, websiteId, TERM_SUBJECT.item, id, {
      tags: event.tags,
      categories: event.categories,
    });
  }
}
