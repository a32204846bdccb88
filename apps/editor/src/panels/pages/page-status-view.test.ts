import { describe, expect, test } from 'vitest';
import { pageStatusView } from './page-status-view';

const at = '2031-06-01T08:30:00.000Z';
const format = (iso: string) => `<${iso}>`;

describe('pageStatusView', () => {
  test('a live page with a scheduled version reads Published, with the new version’s time', () => {
    expect(
      pageStatusView({ status: 'scheduled', statusLabel: 'Scheduled', live: true, publishAt: at }, format),
    ).toEqual({ badge: 'published', label: 'Published', schedule: `New version scheduled for <${at}>` });
  });

  test('a page that is not live yet reads Scheduled for its time', () => {
    expect(
      pageStatusView({ status: 'scheduled', statusLabel: 'Scheduled', live: false, publishAt: at }, format),
    ).toEqual({ badge: 'scheduled', label: 'Scheduled', schedule: `Scheduled for <${at}>` });
  });

  test('other statuses show as they are', () => {
    expect(
      pageStatusView({ status: 'draft', statusLabel: 'Draft', live: false, publishAt: null }, format),
    ).toEqual({ badge: 'draft', label: 'Draft', schedule: null });
  });
});
