import { islandAssets } from '@plinth/storefront/manifest';
import type { IslandName } from '@plinth/storefront/server';
import type { FastifyRequest } from 'fastify';
import type { NavigationLink, PageContext } from '../../render/page-context';

export const PAGE_TYPE = {
  mainContent: 1,
  contentItem: 50,
  notFound: 100,
  error: 101,
  showCart: 200,
} as const;

const THEME_STYLES = ['/assets/theme/site.css'];

export interface ShellInput {
  pageType: number;
  template: string;
  title: string;
  description?: string;
  islands: IslandName[];
}

/** The parts every storefront page shares: website, page info, navigation and the assets to link. */
export function pageShell(
  request: FastifyRequest,
  input: ShellInput,
): Omit<PageContext, 'collection' | 'items' | 'item'> {
  const { site } = request;
  const path = request.url.split('?')[0] ?? '/';
  const assets = assetsFor(input.islands);
  return {
    website: {
      id: site.id,
      siteTitle: site.title,
      currency: site.currency,
      language: site.language,
      year: new Date().getFullYear(),
      ...(site.tagline ? { tagline: site.tagline } : {}),
    },
    page: {
      pageType: input.pageType,
      template: input.template,
      title: input.title,
      path,
      description: input.description ?? `${input.title} at ${site.title}`,
    },
    navigation: navigationFor(path),
    assets,
  };
}

const assetCache = new Map<string, PageContext['assets']>();

/** The manifest lookup is the same for every page of a kind, so it is done once per island set. */
function assetsFor(islands: readonly IslandName[]): PageContext['assets'] {
  const key = islands.join(',');
  let assets = assetCache.get(key);
  if (!assets) {
    const found = islandAssets(islands);
    assets = {
      styles: [...THEME_STYLES, ...found.styles],
      scripts: found.scripts,
      modulePreloads: found.modulePreloads,
    };
    assetCache.set(key, assets);
  }
  return assets;
}

/** Until owners edit navigation (a later issue), every site links its home page and its shop. */
function navigationFor(path: string): NavigationLink[] {
  const links = [
    { title: 'Home', url: '/' },
    { title: 'Shop', url: '/shop' },
  ];
  return links.map((link) => ({
    ...link,
    active: link.url === '/' ? path === '/' : path === link.url || path.startsWith(`${link.url}/`),
  }));
}
