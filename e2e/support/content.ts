/**
 * A Blog and an Events page with their items for the storefront journeys, written straight into the
 * journeys' server database (E2E_DATA_DIR, made by playwright.config.ts) as the `content` module
 * stores them (decision 0052), until the demo site brings its own. Idempotent: a second call finds
 * the pages made by the first.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOURNAL_SLUG = 'logbook';
export const EVENTS_SLUG = 'happenings';
/** A block page showing the blog and events through the content blocks. */
export const BLOCKS_SLUG = 'news-and-dates';

const id = () => randomBytes(12).toString('hex');

function textDocument(text: string): string {
  const content = JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  return JSON.stringify({
    version: 1,
    root: { props: {} },
    blocks: [{ id: 'body', type: 'text', props: { content } }],
  });
}

export interface SeededContent {
  posts: { title: string; slug: string; tag: string }[];
  events: { title: string; slug: string; startsAt: string }[];
}

export function seedBlogAndEvents(): SeededContent {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new BetterSqlite3(join(dataDir, 'plinth.sqlite'));
  const now = Date.now();
  const iso = (days: number, hours = 0) => new Date(now + days * DAY_MS + hours * 3_600_000).toISOString();
  const posts = [
    { title: 'Sailcloth season is here', slug: 'sailcloth-season', tag: 'Harbor', days: -2 },
    { title: 'How we dye linen with walnut', slug: 'walnut-dye', tag: 'Craft', days: -6 },
    { title: 'A visit to the rope walk', slug: 'rope-walk', tag: 'Harbor', days: -12 },
  ];
  const events = [
    { title: 'Open studio evening', slug: 'open-studio', days: 5 },
    { title: 'Spring market', slug: 'spring-market', days: 19 },
  ];
  try {
    const website = db.prepare(`SELECT id FROM websites ORDER BY created_at LIMIT 1`).get() as { id: string };
    const existing = db
      .prepare(`SELECT id FROM site_pages WHERE website_id = ? AND slug = ? AND collection_id IS NULL`)
      .get(website.id, JOURNAL_SLUG);
    const seeded = {
      posts: posts.map(({ title, slug, tag }) => ({ title, slug, tag })),
      events: events.map(({ title, slug, days }) => ({ title, slug, startsAt: iso(days) })),
    };
    if (existing) return seeded;
    const page = db.prepare(
      `INSERT INTO site_pages (id, website_id, title, slug, parent_id, position, status, publish_at, draft_document,
         draft_revision, published_document, published_revision, published_at, seo_title, seo_description,
         social_image_file_id, password_hash, member_only, created_at, updated_at, updated_by, is_home,
         collection_type, collection_id)
       VALUES (?, ?, ?, ?, NULL, 90, 'published', NULL, ?, 1, ?, 1, ?, '', ?, NULL, NULL, 0, ?, ?, NULL, 0, ?, ?)`,
    );
    const item = db.prepare(
      `INSERT INTO content_items (page_id, website_id, collection_id, excerpt, author_id, featured_image_file_id,
         item_date, starts_at, ends_at, all_day, location, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?, 0, ?, ?, ?)`,
    );
    const term = db.prepare(
      `INSERT INTO terms (id, website_id, kind, name, slug, parent_id, position, created_at, updated_at)
       VALUES (?, ?, 'tag', ?, ?, NULL, 0, ?, ?)`,
    );
    const assign = db.prepare(
      `INSERT INTO term_assignments (website_id, term_id, subject_type, subject_id, position) VALUES (?, ?, 'item', ?, 0)`,
    );
    db.transaction(() => {
      const stamp = new Date(now).toISOString();
      const blogId = id();
      const eventsId = id();
      const empty = textDocument('');
      page.run(
        blogId,
        website.id,
        'Logbook',
        JOURNAL_SLUG,
        empty,
        empty,
        stamp,
        'Notes from the workshop.',
        stamp,
        stamp,
        'blog',
        null,
      );
      page.run(
        eventsId,
        website.id,
        'Happenings',
        EVENTS_SLUG,
        empty,
        empty,
        stamp,
        '',
        stamp,
        stamp,
        'events',
        null,
      );
      const tags = new Map<string, string>();
      for (const post of posts) {
        const postId = id();
        const body = textDocument(`${post.title}. Written in the workshop by the harbor.`);
        page.run(
          postId,
          website.id,
          post.title,
          post.slug,
          body,
          body,
          stamp,
          '',
          stamp,
          stamp,
          null,
          blogId,
        );
        item.run(
          postId,
          website.id,
          blogId,
          `<p>${post.title}: a short note.</p>`,
          iso(post.days),
          null,
          null,
          '{}',
          stamp,
          stamp,
        );
        let tagId = tags.get(post.tag);
        if (!tagId) {
          tagId = id();
          tags.set(post.tag, tagId);
          term.run(tagId, website.id, post.tag, post.tag.toLowerCase(), stamp, stamp);
        }
        assign.run(website.id, tagId, postId);
      }
      for (const event of events) {
        const eventId = id();
        const body = textDocument(`${event.title}: come along, bring a friend.`);
        page.run(
          eventId,
          website.id,
          event.title,
          event.slug,
          body,
          body,
          stamp,
          '',
          stamp,
          stamp,
          null,
          eventsId,
        );
        const location = JSON.stringify({
          name: 'Harbor Hall',
          addressLine1: '12 Pier Road',
          addressLine2: 'Portland, ME',
          addressCountry: 'USA',
        });
        item.run(
          eventId,
          website.id,
          eventsId,
          '<p>An evening at the studio.</p>',
          iso(-1),
          iso(event.days),
          iso(event.days, 3),
          location,
          stamp,
          stamp,
        );
      }
      const blocks = [
        {
          type: 'contentSummary',
          props: {
            collectionId: blogId,
            heading: 'From the journal',
            limit: 3,
            layout: 'grid',
            showImage: true,
            showDate: true,
            showExcerpt: true,
          },
        },
        {
          type: 'contentSummary',
          props: {
            collectionId: eventsId,
            heading: 'Coming up',
            limit: 2,
            layout: 'list',
            showImage: true,
            showDate: true,
            showExcerpt: false,
          },
        },
        {
          type: 'archive',
          props: { collectionId: blogId, heading: 'Archive', groupBy: 'month', showCounts: true },
        },
        { type: 'tagCloud', props: { collectionId: blogId, heading: 'Topics', kind: 'tag' } },
        { type: 'calendar', props: { collectionId: eventsId, heading: 'This month' } },
      ].map((block, i) => ({ id: `content-${i + 1}`, ...block }));
      const blockDocument = JSON.stringify({ version: 1, root: { props: {} }, blocks });
      page.run(
        id(),
        website.id,
        'News and dates',
        BLOCKS_SLUG,
        blockDocument,
        blockDocument,
        stamp,
        '',
        stamp,
        stamp,
        null,
        null,
      );
      // What publishing does: cached pages and menus are built again.
      db.prepare(
        `INSERT INTO site_page_versions (website_id, version) VALUES (?, 1)
         ON CONFLICT (website_id) DO UPDATE SET version = version + 1`,
      ).run(website.id);
      db.prepare(`UPDATE websites SET catalog_version = catalog_version + 1 WHERE id = ?`).run(website.id);
    })();
    return seeded;
  } finally {
    db.close();
  }
}
