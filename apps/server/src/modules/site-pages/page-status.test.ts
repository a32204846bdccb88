import { describe, expect, test } from 'vitest';
import { effectivePageStatus, isPageLive, liveCopyOf } from './page-status';
import { orderAsTree } from './page-view';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('effectivePageStatus', () => {
  test('a scheduled page reads Scheduled before its time and Published from it on', () => {
    const row = { status: 'scheduled', publish_at: '2026-03-01T10:00:00.000Z' };
    expect(effectivePageStatus(row, NOW - 1)).toBe('scheduled');
    expect(effectivePageStatus(row, NOW)).toBe('published');
  });

  test('a scheduled page without a readable time stays scheduled; an unknown status reads Draft', () => {
    expect(effectivePageStatus({ status: 'scheduled', publish_at: null }, NOW)).toBe('scheduled');
    expect(effectivePageStatus({ status: 'archived', publish_at: null }, NOW)).toBe('draft');
  });

  test('only a published page with a published copy is live', () => {
    const published = {
      status: 'published',
      publish_at: null,
      published_revision: 2,
      scheduled_revision: null,
    };
    expect(isPageLive(published, NOW)).toBe(true);
    expect(isPageLive({ ...published, published_revision: null }, NOW)).toBe(false);
    expect(isPageLive({ ...published, status: 'private' }, NOW)).toBe(false);
    expect(isPageLive({ ...published, status: 'needsReview' }, NOW)).toBe(false);
  });
});

describe('liveCopyOf', () => {
  const at = '2026-03-01T10:00:00.000Z';
  const scheduled = { status: 'scheduled', publish_at: at, published_revision: 2, scheduled_revision: 5 };

  test('a live page that is scheduled keeps its published copy until the time, then shows the scheduled one', () => {
    expect(liveCopyOf(scheduled, NOW - 1)).toBe('published');
    expect(liveCopyOf(scheduled, NOW)).toBe('scheduled');
  });

  test('a page scheduled before it was ever live is off the site until its time', () => {
    const first = { ...scheduled, published_revision: null };
    expect(liveCopyOf(first, NOW - 1)).toBeNull();
    expect(liveCopyOf(first, NOW)).toBe('scheduled');
  });

  test('draft, needs review and private pages show nothing, whatever copies they hold', () => {
    for (const status of ['draft', 'needsReview', 'private']) {
      expect(liveCopyOf({ ...scheduled, status }, NOW + 1)).toBeNull();
    }
  });
});

describe('orderAsTree', () => {
  test('puts each page after its parent, one level deeper; an orphan goes to the top', () => {
    const rows = [
      { id: 'a', parent_id: null },
      { id: 'b', parent_id: null },
      { id: 'a1', parent_id: 'a' },
      { id: 'a1x', parent_id: 'a1' },
      { id: 'lost', parent_id: 'gone' },
    ];
    expect(orderAsTree(rows).map(({ row, depth }) => `${row.id}:${depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a1x:2',
      'b:0',
      'lost:0',
    ]);
  });

  test('a cycle in stored rows does not loop, and every page is still listed', () => {
    const rows = [
      { id: 'x', parent_id: 'y' },
      { id: 'y', parent_id: 'x' },
      { id: 'top', parent_id: null },
    ];
    expect(orderAsTree(rows).map(({ row, depth }) => `${row.id}:${depth}`)).toEqual(['top:0', 'x:0', 'y:1']);
  });
});
