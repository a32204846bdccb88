import { resolve } from 'node:path';
import type { Db, WebsiteRow } from '@plinth/db';
import { describe, expect, test } from 'vitest';
import { createCatalogCache } from '../catalog';
import { createNavigationCache } from '../navigation';
import { themeDir } from '../../paths';
import { createVisitor } from '../site-users';
import { toSite } from '../sites';
import { loadStatusPage } from './loaders';
import { createPageCache } from './page-render';
import type { PageApp, PageVisit } from './page-visit';

// Loaders take the app's services and the visit as plain values: no Fastify request, no server.
const site = toSite({
  id: 'w1',
  title: 'Plinth Supply Co.',
  currency: 'EUR',
  language: 'en-US',
  settings: '{}',
  catalog_version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  delete_after: null,
} satisfies WebsiteRow);

/** A database that does not answer: every use throws, as a dropped connection would. */
const unreachableDb = new Proxy({} as Db, {
  get() {
    throw new Error('database unavailable');
  },
});

function appWith(db: Db): PageApp {
  return {
    db,
    catalogCache: createCatalogCache(),
    navigationCache: createNavigationCache(),
    pageCache: createPageCache({ themeAssetsDir: resolve(themeDir('default'), 'assets') }),
  };
}

function visitOf(path: string, warnings: string[]): PageVisit {
  // No cart cookie and no session: the cart count needs no query.
  const visitor = createVisitor({
    cartToken: undefined,
    sessionSecret: undefined,
    findSession: () => Promise.reject(new Error('not asked')),
  });
  return { site, path, visitor, log: { warn: (_details, message) => warnings.push(message) } };
}

describe('page loaders without a request', () => {
  test('a status page renders with a Home link alone when the database does not answer, and says why in the log', async () => {
    const warnings: string[] = [];
    const page = await loadStatusPage(appWith(unreachableDb), visitOf('/missing', warnings), 404, 'gone');
    expect(page.context.page).toMatchObject({ template: 'not-found', path: '/missing', status: 404 });
    expect(page.context.navigation.map((link) => link.title)).toEqual(['Home']);
    expect(page.cartQuantity).toBe(0);
    expect(page.cacheKey).toBeNull();
    expect(warnings).toEqual(['navigation unavailable for an error page']);
  });

  test('the assets each island set links are remembered by the app that rendered the page, not shared', async () => {
    const [one, other] = [appWith(unreachableDb), appWith(unreachableDb)];
    const first = await loadStatusPage(one, visitOf('/a', []), 404, 'gone');
    const again = await loadStatusPage(one, visitOf('/b', []), 404, 'gone');
    expect(one.pageCache.assets.byKey.size).toBe(1);
    expect(again.context.assets).toBe(first.context.assets);
    expect(other.pageCache.assets.byKey.size).toBe(0);
  });

  test('an error other than 404 carries its message in an alert', async () => {
    const page = await loadStatusPage(appWith(unreachableDb), visitOf('/cart/add', []), 409, 'Sold out');
    expect(page.context.page).toMatchObject({ template: 'error', status: 409, serverError: false });
    expect(page.context.alert).toEqual({ title: 'We could not do that', message: 'Sold out' });
  });
});
