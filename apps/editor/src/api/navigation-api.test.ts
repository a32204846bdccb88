import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures/mock-fetch';
import { getSiteLayout, mainNavigationOf, updateNavigation } from './navigation-api';

afterEach(() => vi.unstubAllGlobals());

const LAYOUT = '/api/commondata/GetSiteLayout';
const shop = {
  title: 'Shop',
  collectionId: 'c1',
  externalLink: null,
  memberAreaId: null,
  newWindow: false,
  items: [],
};

describe('GetSiteLayout client', () => {
  test('the main navigation is layout[0]', async () => {
    mockFetch([{ url: LAYOUT, body: { layout: [{ identifier: 'mainNavigation', links: [shop] }] } }]);
    expect(mainNavigationOf(await getSiteLayout())).toEqual({ identifier: 'mainNavigation', links: [shop] });
  });

  test('throws "Unable to find site main navigation" when layout[0] is missing', async () => {
    mockFetch([{ url: LAYOUT, body: { layout: [] } }]);
    const layout = await getSiteLayout();
    expect(() => mainNavigationOf(layout)).toThrow(new Error('Unable to find site main navigation'));
  });

  test('re-throws a failed request with the server message', async () => {
    mockFetch([
      { url: LAYOUT, status: 403, body: { code: 'AUTH_PERMISSION_DENIED', message: 'Not for you.' } },
    ]);
    await expect(getSiteLayout()).rejects.toThrow('Not for you.');
  });
});

test('UpdateNavigation posts fieldName, templateId and navigation.items', async () => {
  const fetch = mockFetch([{ method: 'POST', url: '/api/widget/UpdateNavigation', body: {} }]);
  await updateNavigation({ fieldName: 'secondaryNavigation', templateId: 'default', items: [shop] });
  expect(fetch.calls[0]?.json).toEqual({
    fieldName: 'secondaryNavigation',
    templateId: 'default',
    navigation: { items: [shop] },
  });
});
