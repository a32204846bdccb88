import { BLOCK_DEFINITIONS, COLLECTION_TYPE, type BlockType, type PageDocument } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor } from './fixtures/create-test-app';
import { insertTestBlockPage, insertTestCollection, insertTestItem } from './fixtures/create-content';

const DAY = 24 * 60 * 60 * 1000;

function documentOf(blocks: { type: BlockType; props: Record<string, unknown> }[]): PageDocument {
  return {
    version: 1,
    root: { props: {} },
    blocks: blocks.map((block, i) => ({
      id: `b${i + 1}`,
      type: block.type,
      props: {
        ...BLOCK_DEFINITIONS[block.type].defaults(),
        ...block.props,
      } as PageDocument['blocks'][number]['props'],
    })),
  };
}

describe.each(testEngines())('Blog and Events blocks on %s', (engine) => {
  const clock = Date.parse('2026-03-10T15:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  const get = (url: string) => new Visitor(t.app).get(url);
  const iso = (days: number) => new Date(clock + days * DAY).toISOString();

  test('summary, archive, tag cloud and calendar blocks show a blog’s and an events page’s items, escaped', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId, { title: 'Journal' });
    await insertTestItem(t.db, t.websiteId, blog, {
      title: 'Oldest',
      itemDate: '2026-01-05T12:00:00Z',
      tags: [{ name: 'Boats', slug: 'boats' }],
    });
    await insertTestItem(t.db, t.websiteId, blog, {
      title: 'Middle',
      itemDate: '2026-02-05T12:00:00Z',
      tags: [{ name: 'Boats', slug: 'boats' }],
    });
    await insertTestItem(t.db, t.websiteId, blog, {
      title: 'Newest <b>post</b>',
      itemDate: '2026-03-05T12:00:00Z',
      excerpt: '<p>Fish &amp; chips</p>',
      tags: [{ name: '<i>x</i>', slug: 'x' }],
    });
    const events = await insertTestCollection(t.db, t.websiteId, {
      type: COLLECTION_TYPE.events,
      title: 'Events',
    });
    await insertTestItem(t.db, t.websiteId, events, { title: 'Fair', startsAt: iso(2), endsAt: iso(2.1) });
    const page = await insertTestBlockPage(
      t.db,
      t.websiteId,
      documentOf([
        {
          type: 'contentSummary',
          props: { collectionId: blog.id, heading: 'Latest', limit: 2, layout: 'grid' },
        },
        { type: 'archive', props: { collectionId: blog.id, groupBy: 'month' } },
        { type: 'tagCloud', props: { collectionId: blog.id } },
        { type: 'calendar', props: { collectionId: events.id } },
        { type: 'contentSummary', props: { collectionId: events.id } },
      ]),
    );
    const body = (await get(`/${page.slug}`)).body;
    expect(body).toContain('Newest &lt;b&gt;post&lt;/b&gt;');
    expect(body).toContain('>Middle</a>');
    expect(body).not.toContain('>Oldest</a></h3>');
    expect(body).toContain('Fish &amp; chips');
    expect(body).toContain(`href="/${blog.slug}?month=2026-01">January 2026</a>`);
    expect(body).toMatch(
      new RegExp(`href="/${blog.slug}\\?tag=boats">Boats<span class="visually-hidden"> \\(2\\)`),
    );
    expect(body).toContain('&lt;i&gt;x&lt;/i&gt;');
    expect(body).not.toContain('<i>x</i>');
    expect(body).toContain('<table class="calendar-block__table">');
    expect(body).toContain('>Fair</a>');
    expect(body).toContain('/assets/theme/blocks-content.css');
  });

  test('a block naming a member-only collection, or a page that is no collection, shows nothing', async () => {
    const members = await insertTestCollection(t.db, t.websiteId, { memberOnly: true });
    await insertTestItem(t.db, t.websiteId, members, { title: 'Members news' });
    const page = await insertTestBlockPage(
      t.db,
      t.websiteId,
      documentOf([
        { type: 'contentSummary', props: { collectionId: members.id } },
        { type: 'tagCloud', props: { collectionId: 'no-such-page' } },
      ]),
    );
    const response = await get(`/${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Members news');
    expect(response.body).not.toContain('content-summary__list');
  });
});
