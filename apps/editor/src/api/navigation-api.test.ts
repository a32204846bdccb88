import { type ResolvedLink } from '@plinth/contracts';
import { updateNavigationBodySchema } from '@plinth/contracts/schemas';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { getSiteLayout, mainNavigationOf, updateNavigation } from './navigation-api';

afterEach(() => vi.unstubAllGlobals());

const LAYOUT = '/api/commondata/GetSiteLayout';
const UPDATE = '/api/widget/UpdateNavigation';
const shop: ResolvedLink = {
  title: 'Shop',
  collectionId: 'c1',
  externalLink: null,
  memberAreaId: null,
  newWindow: false,
  url: '/shop',
  items: [],
};
const about: ResolvedLink = {
  ...shop,
  title: 'About',
  collectionId: null,
  externalLink: '/about',
  url: '/about',
};

describe('GetSiteLayout client', () => {
  test('an answer in a shape the server never sends fails the contract check, naming the endpoint', async () => {
    const { url: _url, ...withoutUrl } = shop;
    mockFetch([{ url: LAYOUT, body: { layout: [{ identifier: 'mainNavigation', links: [withoutUrl] }] } }]);
    await expect(getSiteLayout()).rejects.toThrow(`The answer of GET ${LAYOUT} does not match its contract`);
  });

  test('the main navigation is layout[0], whatever the entries after it', () => {
    const layout = {
      layout: [
        { identifier: 'mainNavigation' as const, links: [shop] },
        { identifier: 'secondaryNavigation' as const, links: [about] },
      ],
    };
    expect(mainNavigationOf(layout).links.map((link) => link.title)).toEqual(['Shop']);
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

test('UpdateNavigation sends what the server schema accepts: the items without their resolved url', async () => {
  const fetch = mockFetch([
    {
      method: 'POST',
      url: UPDATE,
      body: (json: unknown) => ({ navigation: (json as { navigation: unknown }).navigation }),
    },
  ]);
  const folder: ResolvedLink = { ...shop, title: 'More', collectionId: null, url: null, items: [about] };
  await updateNavigation({ fieldName: 'secondaryNavigation', templateId: 'default', items: [shop, folder] });
  const sent = fetch.calls[0]?.json;
  expect(updateNavigationBodySchema.safeParse(sent).success).toBe(true);
  expect(sent).toEqual({
    fieldName: 'secondaryNavigation',
    templateId: 'default',
    navigation: {
      items: [
        {
          title: 'Shop',
          collectionId: 'c1',
          externalLink: null,
          memberAreaId: null,
          newWindow: false,
          items: [],
        },
        {
          title: 'More',
          collectionId: null,
          externalLink: null,
          memberAreaId: null,
          newWindow: false,
          items: [
            {
              title: 'About',
              collectionId: null,
              externalLink: '/about',
              memberAreaId: null,
              newWindow: false,
              items: [],
            },
          ],
        },
      ],
    },
  });
});
