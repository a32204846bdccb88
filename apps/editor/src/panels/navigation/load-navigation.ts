import type { ResolvedLink } from '@plinth/contracts';
import { getSiteLayout } from '../../api/navigation-api';
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
 * Both navigations and the pages a link can lead to. The store pages come from the products API; a
 * role that cannot read products still edits links, with Home as the only page to choose.
 */
export async function loadNavigation(canReadStore: boolean, signal: AbortSignal): Promise<NavigationData> {
  const [siteLayout, collections] = await Promise.all([
    getSiteLayout(signal),
    canReadStore
      ? listProducts('', signal).then(
          (list) => list.collections,
          () => [],
        )
      : Promise.resolve([]),
  ]);
  const find = (identifier: string, index: number) =>
    siteLayout.layout.find((entry) => entry.identifier === identifier) ?? siteLayout.layout[index];
  return {
    main: find('mainNavigation', 0)?.links ?? [],
    secondary: find('secondaryNavigation', 1)?.links ?? [],
    hasMain: siteLayout.layout[0] !== undefined,
    pages: [HOME_PAGE, ...collections.map((c) => ({ title: c.title, value: c.id }))],
  };
}
