import { describe, expect, test } from 'vitest';
import {
  liveCopies,
  pageDocuments,
  productDocuments,
  type PageSubject,
  type ProductSubject,
} from './subject-documents';

const AT = '2026-06-01T12:00:00.000Z';
const doc = (text: string) => JSON.stringify({ blocks: [{ id: 'q', type: 'quote', props: { text } }] });

const page = (overrides: Partial<PageSubject> = {}): PageSubject => ({
  id: 'p1',
  title: 'About',
  slug: 'about',
  status: 'published',
  publish_at: null,
  published_document: doc('old'),
  published_revision: 1,
  scheduled_document: null,
  scheduled_revision: null,
  password_hash: null,
  member_only: 0,
  is_home: 0,
  collection_type: null,
  collection_id: null,
  ...overrides,
});

const product = (overrides: Partial<ProductSubject> = {}): ProductSubject => ({
  id: 'x1',
  title: 'Linen Shirt',
  description: '<p>Soft <b>linen</b>.</p>',
  url_id: 'linen-shirt',
  images: '[{"url":"/a.jpg","alt":"","width":1,"height":1}]',
  status: 'active',
  publish_at: null,
  collection_url_id: 'shop',
  collection_enabled: 1,
  ...overrides,
});

describe('a product in the index', () => {
  test('is there while active, from its time when scheduled, never as a draft or off the site', () => {
    expect(productDocuments(product())).toEqual([
      {
        subject_type: 'product',
        subject_id: 'x1',
        title: 'Linen Shirt',
        body: 'Soft linen.',
        url: '/shop/p/linen-shirt',
        image_url: '/a.jpg',
        visible_from: '',
        visible_until: null,
      },
    ]);
    expect(productDocuments(product({ status: 'scheduled', publish_at: AT }))[0]?.visible_from).toBe(AT);
    expect(productDocuments(product({ status: 'scheduled', publish_at: null }))).toEqual([]);
    expect(productDocuments(product({ status: 'draft' }))).toEqual([]);
    expect(productDocuments(product({ collection_enabled: 0 }))).toEqual([]);
  });
});

describe('the copies of a page visitors see, as times', () => {
  test('a published page: its published copy, for good', () => {
    expect(liveCopies(page())).toEqual([{ document: doc('old'), from: '', until: null }]);
  });

  test('a scheduled update: the published copy until the time, the scheduled one from then', () => {
    const scheduled = page({
      status: 'scheduled',
      publish_at: AT,
      scheduled_document: doc('new'),
      scheduled_revision: 2,
    });
    expect(liveCopies(scheduled)).toEqual([
      { document: doc('old'), from: '', until: AT },
      { document: doc('new'), from: AT, until: null },
    ]);
    const firstTime = { ...scheduled, published_document: null, published_revision: null };
    expect(liveCopies(firstTime)).toEqual([{ document: doc('new'), from: AT, until: null }]);
  });

  test('draft, private, locked and member-only pages: none', () => {
    expect(liveCopies(page({ status: 'draft' }))).toEqual([]);
    expect(liveCopies(page({ status: 'private' }))).toEqual([]);
    expect(liveCopies(page({ password_hash: 'scrypt$x' }))).toEqual([]);
    expect(liveCopies(page({ member_only: 1 }))).toEqual([]);
  });
});

describe('an item of a collection', () => {
  const blog = page({ id: 'b', slug: 'journal', collection_type: 'blog' });
  const post = page({ id: 'i', title: 'First', slug: 'first', collection_id: 'b' });

  test('is a post or an event at /{collection}/{item}, its excerpt first', () => {
    const [row] = pageDocuments(post, { excerpt: '<p>Lead <em>in</em></p>', collection: blog });
    expect(row).toMatchObject({ subject_type: 'post', url: '/journal/first', body: 'Lead in old' });
    const events = { ...blog, collection_type: 'events' };
    expect(pageDocuments(post, { excerpt: '', collection: events })[0]?.subject_type).toBe('event');
  });

  test('is seen only while its collection is', () => {
    expect(pageDocuments(post, { excerpt: '', collection: { ...blog, status: 'draft' } })).toEqual([]);
    expect(pageDocuments(post, { excerpt: '', collection: null })).toEqual([]);
    const later = {
      ...blog,
      status: 'scheduled',
      published_revision: null,
      publish_at: AT,
      scheduled_revision: 1,
    };
    expect(pageDocuments(post, { excerpt: '', collection: later })[0]).toMatchObject({
      visible_from: AT,
      visible_until: null,
    });
  });

  test('the home page is at "/"', () => {
    expect(pageDocuments(page({ is_home: 1 }), null)[0]?.url).toBe('/');
  });
});
