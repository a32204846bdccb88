import type { SearchContext } from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { invariant } from '../../app-error';
import { openCatalog } from '../catalog';
import { loadStorefrontNavigation } from '../navigation';
import { nextSearchChange, searchSite } from '../search';
import { cartQuantity, pageCacheKey } from './loaders';
import { pageShell, PAGE_TYPE } from './page-shell';
import { buildPageOnce, type LoadedPage } from './page-render';
import { visitNow, type PageApp, type PageVisit } from './page-visit';

const SEARCH_STYLES = '/assets/theme/search.css';

/**
 * The search page (/search?q=, page type 102; issue 22 part 4, decision 0054). Its HTML is cached
 * per query and page under the catalogue version, which every change to a product or a page raises,
 * until the next time a scheduled product or page changes what is found (or the menus change).
 */
export async function loadSearchPage(
  app: PageApp,
  visit: PageVisit,
  request: { query: string; page: number },
): Promise<LoadedPage> {
  const { site } = visit;
  const catalog = await openCatalog(app, site);
  const now = visitNow(visit);
  const cacheKey = `${pageCacheKey(visit, 'search', catalog.version)}|${request.page}|${request.query}`;
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const search = await searchSite(app.db.kysely, { site, ...request, nowMs: now });
      const navigation = await loadStorefrontNavigation(app, site, catalog.version, now);
      const nextChange = await nextSearchChange(app.db.kysely, site.id, now);
      const shell = pageShell(
        visit,
        {
          pageType: PAGE_TYPE.search,
          template: 'search',
          title: searchTitle(search),
          description: `Search ${site.title}`,
          islands: PAGE_ISLANDS.status,
          styles: [SEARCH_STYLES],
          // One address for the search page; results are kept out of search engines (robots meta
          // tag and X-Robots-Tag, as cart, checkout and account pages).
          canonicalPath: '/search',
          noindex: true,
        },
        navigation,
        app.pageCache.assets,
      );
      return {
        context: { ...shell, search },
        islands: {},
        validUntil: Math.min(navigation.validUntil ?? Infinity, nextChange ?? Infinity),
      };
    },
    now,
  );
  invariant(built, 'the search page is always built');
  return { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey };
}

function searchTitle(search: SearchContext): string {
  return search.query === '' ? 'Search' : `Search: ${search.query}`;
}
