import type { ResolvedLink } from '@plinth/contracts';
import { getSiteLayout } from '../../api/navigation-api';
import { listPages } from '../../api/pages-api';
import { listProducts } from '../../api/products-api';
import { HOME_PAGE, type SitePage } from './link-target';

export interface NavigationData {
  main: ResolvedLink[];
  secondary: ResolvedLink[];
  /** False when GetSiteLayout had no main navigation ("Unable to find site main navigation"). */
  hasMain: boolean;
  pages: SitePage[];
}

/**
 * Both navigations and the pages a link can lead to: Home, the site's block pages (live or not, with
 * their status) and its store pages. The store pages come from the products API; a role that cannot
 * read products still edits links to Home and the block pages.
 */
export async function loadNavigation(canReadStore: boolean, signal: AbortSignal): Promise<NavigationData> {
  const [siteLayout, collections, blockPages] = await Promise.all([
    getSiteLayout(signal),
    canReadStore
      ? listProducts('', signal).then(
          (list) => list.collections,
          () => [],
        )
      : Promise.resolve([]),
    listPages(signal).then(
      (list) => list.pages,
      () => [],
    ),
  ]);
  const find = (identifier: string, index: number) =>
    siteLayout.layout.find((entry) => entry.identifier === identifier) ?? siteLayout.layout[index];
  return {
    main: find('mainNavigation', 0)?.links ?? [],
    secondary: find('secondaryNavigation', 1)?.links ?? [],
    hasMain: siteLayout.layout[0] !== undefined,
    pages: [
      HOME_PAGE,
      ...blockPages.map((p): SitePage => ({
        title: p.title,
        value: p.id,
        group: 'page',
        status: p.statusLabel,
      })),
      ...collections.map((c): SitePage => ({ title: c.title, value: c.id, group: 'store' })),
    ],
  };
}
