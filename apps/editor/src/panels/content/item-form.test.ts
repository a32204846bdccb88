import { EMPTY_CONTENT_LOCATION, type ContentItemDetail } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { itemForm, itemFormInput } from './item-form';

const event: ContentItemDetail = {
  id: 'e1',
  collectionId: 'c1',
  collectionType: 'events',
  title: 'Concert',
  slug: 'concert',
  url: '/events/concert',
  status: 'draft',
  statusLabel: 'Draft',
  live: false,
  publishAt: null,
  itemDate: null,
  excerpt: '',
  author: null,
  featuredImageFileId: null,
  tags: ['jazz', 'outdoors'],
  categories: [],
  startsAt: '2026-06-01T23:00:00.000Z',
  endsAt: '2026-06-02T02:00:00.000Z',
  allDay: false,
  location: { ...EMPTY_CONTENT_LOCATION, name: 'Town hall', mapLat: 40.7 },
  hasUnpublishedChanges: true,
  updatedAt: '2026-05-01T00:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImageFileId: null,
  revision: 1,
  createdAt: '2026-05-01T00:00:00.000Z',
};

describe('the item settings form', () => {
  test('shows event times in the site’s zone and sends them back as the same instants', () => {
    const form = itemForm(event, 'America/New_York');
    expect(form).toMatchObject({
      startsAt: '2026-06-01T19:00',
      endsAt: '2026-06-01T22:00',
      tags: 'jazz, outdoors',
    });
    const input = itemFormInput(form, true, 'America/New_York');
    expect(input).toMatchObject({
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      tags: ['jazz', 'outdoors'],
      location: { name: 'Town hall', mapLat: 40.7, mapLng: null },
    });
  });

  test('splits tags and categories on commas, dropping blanks; a post sends no event fields', () => {
    const form = {
      ...itemForm({ ...event, collectionType: 'blog' }, 'UTC'),
      tags: ' a, ,b ,',
      categories: 'News',
    };
    const input = itemFormInput(form, false, 'UTC');
    expect(input.tags).toEqual(['a', 'b']);
    expect(input.categories).toEqual(['News']);
    expect(input).not.toHaveProperty('startsAt');
  });

  test('an all-day event takes days', () => {
    const form = { ...itemForm(event, 'UTC'), allDay: true, startsAt: '2026-06-01', endsAt: '2026-06-02' };
    expect(itemFormInput(form, true, 'UTC')).toMatchObject({
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-06-02T00:00:00.000Z',
      allDay: true,
    });
  });
});
