import type { BundleName } from '@plinth/storefront/manifest';
import type { FooterContext, HeaderContext, NavigationLink, PageContext } from '@plinth/theme';
import type { ResolvedLink } from '@plinth/contracts';
import { getHeaderFooter } from '../header-footer';
import { siteStylesBlock } from '../site-styles';
import type { StorefrontNavigation } from '../navigation';
import type { Site } from '../sites';
import { trackerPageTag } from '../tracker';
import { languageSwitcher as languageSwitcherContext } from './language-choice';
import { pageAssets, type PageAssetCache } from './page-assets';
import { CRUMB_SENTINEL } from './page-render';

export const PAGE_TYPE = {
  mainContent: 1,
  contentItem: 50,
  notFound: 100,
  error: 101,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  subscriptionConfirmed: 206,
  orderStatus: 211,
} as const;

export interface ShellInput {
  pageType: number;
  template: string;
  title: string;
  description?: string;
  /** The islands it hydrates, and the plain scripts it loads (a block page's gallery). */
  islands: BundleName[];
  /** Stylesheets of the page's own, after the theme's and the islands' (the account pages' card layout). */
  styles?: string[];
  /** The block page's or the product's id, for analytics (the path otherwise). */
  pageId?: string;
}

/** Which page of which site is asked for: the plain values page builders need from a request. */
export interface PageTarget {
  site: Site;
  /** The URL's path, without the query. */
  path: string;
  /** The Host it was asked for, without the port (the analytics environment); absent in plain tests. */
  hostname?: string;
  /**
   * The language the visitor chose in the footer's switcher, one of the site's (language-choice.ts);
   * the site's default when absent. It sets <html lang> and is part of the page cache key.
   */
  language?: string;
}

/**
 * The parts every storefront page shares: website, page info, header, navigations, footer, the
 * assets to inline or link (page-assets.ts) and the site's styles (modules/site-styles). `navigation` comes from loadStorefrontNavigation
 * (modules/navigation); `assetCache` is the app's (app.pageCache.assets).
 */
export function pageShell(
  { site, path, hostname, language = site.language }: PageTarget,
  input: ShellInput,
  navigation: StorefrontNavigation,
  assetCache: PageAssetCache,
): Omit<PageContext, 'collection' | 'items' | 'item'> {
  const assets = pageAssets(assetCache, input.islands, input.styles);
  const year = new Date().getFullYear();
  const tracker = trackerPageTag(site, { path, template: input.template, pageId: input.pageId, hostname });
  return {
    website: {
      id: site.id,
      siteTitle: site.title,
      currency: site.currency,
      language,
      year,
      ...(site.tagline ? { tagline: site.tagline } : {}),
    },
    page: {
      pageType: input.pageType,
      template: input.template,
      title: input.title,
      path,
      description: input.description ?? `${input.title} at ${site.title}`,
    },
    navigation: toNavigationLinks(navigation.main, path),
    secondaryNavigation: toNavigationLinks(navigation.secondary, path),
    ...headerAndFooter(site, year),
    ...withLanguageSwitcher(site, language, path),
    assets,
    ...withSiteStyles(site),
    ...(tracker ? { tracker } : {}),
  };
}

/** The owner's header and footer with the defaults spelled out, so templates print them as they are. */
function headerAndFooter(site: Site, year: number): { header: HeaderContext; footer: FooterContext } {
  const { header, footer } = getHeaderFooter(site);
  return {
    header: { ...header, title: header.title || site.title },
    footer: { ...footer, text: footer.text || `© ${year} ${site.title}` },
  };
}

/** The footer's language switcher while the site offers more than its default language (decision 0051). */
function withLanguageSwitcher(
  site: Site,
  language: string,
  path: string,
): Pick<PageContext, 'languageSwitcher'> {
  const languageSwitcher = languageSwitcherContext(site, language, path, CRUMB_SENTINEL);
  return languageSwitcher ? { languageSwitcher } : {};
}

/** The owner's fonts and colours, built once per settings change; nothing for the theme's own look. */
function withSiteStyles(site: Site): Pick<PageContext, 'siteStyles'> {
  const siteStyles = siteStylesBlock(site);
  return siteStyles ? { siteStyles } : {};
}

/** A link is active on its own page and the pages under it; Home only on the home page itself. */
function isActive(url: string, path: string): boolean {
  if (!url.startsWith('/')) return false;
  const bare = url.split(/[?#]/)[0] ?? url;
  return bare === '/' ? path === '/' : path === bare || path.startsWith(`${bare}/`);
}

function toNavigationLinks(links: readonly ResolvedLink[], path: string): NavigationLink[] {
  return links.map((link): NavigationLink => {
    if (link.url === null) {
      const items = toNavigationLinks(link.items, path);
      const active = items.some((item) => item.active);
      return { title: link.title, url: '', active, newWindow: false, items };
    }
    const { title, url, newWindow } = link;
    return { title, url, active: isActive(url, path), newWindow, items: [] };
  });
}
