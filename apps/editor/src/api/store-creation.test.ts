import type { ResolvedLink, StoreCategory, StorePage } from '@plinth/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { createStorePage } from './store-creation';

afterEach(() => vi.unstubAllGlobals());

const PRODUCTS = '/api/content-service/product/1.1/websites/site-1/products';
const page = { title: 'Gifts', urlId: 'gifts', description: 'Presents', addToMainNavigation: false };
const home: ResolvedLink = {
  title: 'Home',
  collectionId: null,
  externalLink: '/',
  memberAreaId: null,
  newWindow: false,
  url: '/',
  items: [],
};
const created: StorePage = {
  id: 'c9',
  websiteId: 'site-1',
  title: 'Gifts',
  navigationTitle: 'Gifts',
  urlId: 'gifts',
  fullUrl: '/gifts',
  description: 'Presents',
  enabled: true,
  type: 13,
};
const category: StoreCategory = {
  id: 'cat1',
  collectionId: 'c9',
  displayName: 'Gifts',
  parentCategoryId: null,
  type: 'ROOT',
  pageRendering: 'LIST_VIEW',
  displayIndex: 1,
};
const saved = { title: 'Home', collectionId: null, externalLink: '/', memberAreaId: null, newWindow: false };

function routes() {
  return mockFetch([
    { method: 'POST', url: PRODUCTS, body: created },
    { method: 'POST', url: `${PRODUCTS}/c9/categories`, body: category },
    {
      url: '/api/commondata/GetSiteLayout',
      body: { layout: [{ identifier: 'mainNavigation', links: [home] }] },
    },
    { method: 'POST', url: '/api/widget/UpdateNavigation', body: { navigation: { items: [saved] } } },
  ]);
}

describe('store creation (seed 001 sections 3, 4, 7)', () => {
  test('creates the collection, then its ROOT category, with the spec payloads', async () => {
    const fetch = routes();
    await expect(createStorePage('site-1', page)).resolves.toMatchObject({ id: 'c9' });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${PRODUCTS}`,
      `POST ${PRODUCTS}/c9/categories`,
    ]);
    expect(fetch.calls[0]?.json).toEqual({
      navigationTitle: 'Gifts',
      title: 'Gifts',
      urlId: 'gifts',
      description: 'Presents',
      enabled: true,
    });
    // parentCategoryId is unset: JSON leaves the key out.
    expect(fetch.calls[1]?.json).toEqual({
      displayName: 'Gifts',
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
  });

  test('then adds a link to the end of the main navigation when asked', async () => {
    const fetch = routes();
    await createStorePage('site-1', { ...page, addToMainNavigation: true });
    const update = fetch.callsTo('POST', '/api/widget/UpdateNavigation')[0];
    expect(update?.json).toEqual({
      fieldName: 'mainNavigation',
      templateId: 'default',
      navigation: {
        items: [
          { ...saved, items: [] },
          {
            title: 'Gifts',
            collectionId: 'c9',
            externalLink: null,
            memberAreaId: null,
            newWindow: false,
            items: [],
          },
        ],
      },
    });
  });

  test('does not add the link twice when the navigation already lists the new page', async () => {
    const fetch = routes();
    const listed = { ...home, title: 'Gifts', collectionId: 'c9', externalLink: null, url: '/gifts' };
    fetch.routes[2] = {
      url: '/api/commondata/GetSiteLayout',
      body: { layout: [{ identifier: 'mainNavigation', links: [home, listed] }] },
    };
    await createStorePage('site-1', { ...page, addToMainNavigation: true });
    expect(fetch.callsTo('POST', '/api/widget/UpdateNavigation')).toHaveLength(0);
  });

  test('a category name is at most 25 characters (seed 001 section 5)', async () => {
    const fetch = routes();
    await createStorePage('site-1', { ...page, title: 'Handmade ceramics and other good things' });
    expect(fetch.calls[1]?.json).toMatchObject({ displayName: 'Handmade ceramics and oth' });
  });

  test('stops at the first failure: no category without a collection', async () => {
    const fetch = mockFetch([
      { method: 'POST', url: PRODUCTS, status: 400, body: { code: 'X', message: 'That URL is taken.' } },
    ]);
    await expect(createStorePage('site-1', page)).rejects.toThrow('That URL is taken.');
    expect(fetch.calls).toHaveLength(1);
  });
});
