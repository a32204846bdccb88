import { BLOCK_DEFINITIONS } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import type { ContentItemContext } from '../content-context';
import type { ContentBlockData } from './block-render-context';
import { renderContext, renderOne } from './block-test-context';
import { collectBlockReferences } from './render-blocks';

function post(n: number, overrides: Partial<ContentItemContext> = {}): ContentItemContext {
  return {
    id: `p${n}`,
    title: `Post ${n}`,
    urlId: `post-${n}`,
    fullUrl: `/journal/post-${n}`,
    excerpt: '',
    recordType: 1,
    publishOn: Date.parse('2026-03-01T15:00:00Z') - n * 86_400_000,
    updatedOn: 0,
    allDay: false,
    upcoming: false,
    locationText: '',
    tags: [],
    categories: [],
    tagLinks: [],
    categoryLinks: [],
    commentState: 0,
    publicCommentCount: 0,
    likeCount: 0,
    ...overrides,
  };
}

const journal: ContentBlockData = {
  collectionType: 'blog',
  title: 'Journal',
  fullUrl: '/journal',
  items: [
    post(1, { title: 'A <b>bold</b> start', excerpt: '<p>Fish &amp; chips</p>', assetUrl: '/u/1.jpg' }),
    post(2),
    post(3),
  ],
  months: [{ label: 'February 2026', url: '/journal?month=2026-02', count: 3 }],
  tags: [
    { name: 'Boats', url: '/journal?tag=boats', count: 4 },
    { name: '<i>x</i>', url: '/journal?tag=x', count: 1 },
  ],
  categories: [],
  calendar: null,
  timeZone: 'America/New_York',
  language: 'en-US',
};
const context = (editorHints = false) =>
  renderContext({ contentCollections: new Map([['c1', journal]]), editorHints });
const props = (type: 'contentSummary' | 'archive' | 'tagCloud', extra: Record<string, unknown>) => ({
  ...BLOCK_DEFINITIONS[type].defaults(),
  collectionId: 'c1',
  ...extra,
});

describe('content blocks', () => {
  test('a summary shows `limit` items with date, image and the excerpt as plain text, escaped', () => {
    const html = renderOne(
      'contentSummary',
      props('contentSummary', { limit: 2, layout: 'carousel' }),
      context(),
    );
    expect(html.split('<li class="content-summary__item">').length - 1).toBe(2);
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; start');
    expect(html).toContain('<p class="content-summary__excerpt">Fish &amp; chips</p>');
    expect(html).toContain('<time datetime="2026-02-28T15:00:00.000Z">February 28, 2026</time>');
    expect(html).toContain('content-summary--carousel" role="list" tabindex="0"');
    expect(html).toContain('<a href="/journal">All posts');
  });

  test('the archive lists months with counts; the tag cloud sizes tags by use', () => {
    expect(renderOne('archive', props('archive', {}), context())).toContain(
      '<li><a href="/journal?month=2026-02">February 2026</a> <span class="content-archive__count">(3)</span></li>',
    );
    const cloud = renderOne('tagCloud', props('tagCloud', {}), context());
    expect(cloud).toContain('tag-cloud__term--5"><a href="/journal?tag=boats">Boats');
    expect(cloud).toContain('tag-cloud__term--1"><a href="/journal?tag=x">&lt;i&gt;x&lt;/i&gt;');
  });

  test('a block without a visible collection renders nothing, or says why in the editor', () => {
    expect(renderOne('contentSummary', props('contentSummary', { collectionId: 'gone' }), context())).toBe(
      '',
    );
    expect(renderOne('calendar', { collectionId: 'c1', heading: '' }, context(true))).toContain(
      'Choose an Events page for its calendar.',
    );
  });

  test('asks the loader for the collection it names', () => {
    const refs = collectBlockReferences({
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'b1', type: 'tagCloud', props: props('tagCloud', {}) }],
    });
    expect(refs.contentCollectionIds).toEqual(['c1']);
  });
});
