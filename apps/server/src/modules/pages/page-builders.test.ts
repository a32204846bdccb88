import { resolve } from 'node:path';
import type { CollectionRow, WebsiteRow } from '@plinth/db';
import { describe, expect, test } from 'vitest';
import type { StorefrontNavigation } from '../navigation';
import { themeDir } from '../../paths';
import { toSite } from '../sites';
import { buildListPage, pageCacheKey } from './loaders';
import { createPageAssetCache } from './page-assets';
import { pageShell, PAGE_TYPE } from './page-shell';

// Page builders take plain values (site, path, loaded data), so they run here without Fastify or a database.
const site = toSite({
  id: 'w1',
  title: 'Plinth Supply Co.',
  currency: 'EUR',
  language: 'en-US',
  settings: JSON.stringify({ tagline: 'Made slowly' }),
  catalog_version: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  delete_after: null,
} satisfies WebsiteRow);
const assets = createPageAssetCache({ themeAssetsDir: resolve(themeDir('default'), 'assets') });

const link = { collectionId: null, externalLink: null, memberAreaId: null, newWindow: false, items: [] };
const navigation: StorefrontNavigation = {
  main: [
    { ...link, title: 'Home', url: '/' },
    { ...link, title: 'Shop', url: '/shop' },
  ],
  secondary: [],
};

const shop: CollectionRow = {
  id: 'c1',
  website_id: 'w1',
  url_id: 'shop',
  title: 'Shop',
  type: 13,
  position: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  navigation_title: '',
  description: 'Everything we make',
  enabled: 1,
};

describe('page builders without a request', () => {
  test('the shell marks the link for the path as active and fills the site chrome', () => {
    const shell = pageShell(
      { site, path: '/shop' },
      { pageType: PAGE_TYPE.mainContent, template: 'shop', title: 'Shop', islands: [] },
      navigation,
      assets,
    );
    expect(shell.page).toMatchObject({
      path: '/shop',
      template: 'shop',
      description: 'Shop at Plinth Supply Co.',
    });
    expect(shell.website).toMatchObject({ id: 'w1', currency: 'EUR', tagline: 'Made slowly' });
    expect(shell.navigation.map((l) => [l.title, l.active])).toEqual([
      ['Home', false],
      ['Shop', true],
    ]);
    expect(shell.header.title).toBe('Plinth Supply Co.');
  });

  test('a shop page with no products has the collection and only the Quick View island', () => {
    const built = buildListPage(
      { site, path: '/shop' },
      { collection: shop, products: [] },
      'shop',
      navigation,
      assets,
    );
    expect(built.context.collection).toMatchObject({
      id: 'c1',
      fullUrl: '/shop',
      description: 'Everything we make',
    });
    expect(built.context.items).toEqual([]);
    expect(Object.keys(built.islands)).toEqual(['quick-view']);
  });

  test('the theme home page says the site title once in <title>, and names "/" as its address', () => {
    const built = buildListPage(
      { site, path: '/', origin: 'https://supply.example' },
      { collection: shop, products: [] },
      'home',
      navigation,
      assets,
    );
    expect(built.context.page).toMatchObject({
      headTitle: 'Plinth Supply Co.',
      shareTitle: 'Plinth Supply Co.',
      canonicalUrl: 'https://supply.example/',
      ogType: 'website',
      twitterCard: 'summary',
    });
  });

  test('the page cache key covers the site fingerprint, the catalogue version, the path and the origin', () => {
    const a = pageCacheKey({ site, path: '/shop' }, 'shop', 3);
    expect(pageCacheKey({ site, path: '/shop', origin: 'https://a.example' }, 'shop', 3)).not.toBe(a);
    expect(pageCacheKey({ site, path: '/shop' }, 'shop', 4)).not.toBe(a);
    expect(pageCacheKey({ site, path: '/other' }, 'shop', 3)).not.toBe(a);
    expect(pageCacheKey({ site: { ...site, fingerprint: 'changed' }, path: '/shop' }, 'shop', 3)).not.toBe(a);
  });
});
