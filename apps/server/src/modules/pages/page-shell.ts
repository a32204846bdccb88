import type { BundleName } from '@plinth/storefront/manifest';
import type { FooterContext, HeaderContext, NavigationLink, PageContext, PageInfo } from '@plinth/theme';
import { documentTitle, type ResolvedLink } from '@plinth/contracts';
import { getHeaderFooter } from '../header-footer';
import { siteStylesBlock } from '../site-styles';
import type { StorefrontNavigation } from '../navigation';
import { absoluteUrl, canonicalOrigin } from '../seo';
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
  search: 102,
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
  /** The owner's SEO title: the whole `<title>` when not empty (documentTitle). */
  seoTitle?: string;
  /** og:image and twitter:image: a URL on the site ("/uploads/…") or absolute, and its alt text. */
  socialImage?: { url: string; alt: string } | null;
  /** og:type; "website" when absent. */
  ogType?: string;
  /** The page's schema.org JSON-LD, ready to print in its script element (scriptSafeJson). */
  jsonLd?: string;
  /** The page's one address when it is not the path asked for; null for none (error pages). */
  canonicalPath?: string | null;
  /** Keeps the page out of search engines (meta robots and X-Robots-Tag): cart, checkout, account, search. */
  noindex?: boolean;
}

/** Which page of which site is asked for: the plain values page builders need from a request. */
export interface PageTarget {
  site: Site;
  /** The URL's path, without the query. */
  path: string;
  /** The Host it was asked for, without the port (the analytics environment); absent in plain tests. */
  hostname?: string;
  /**
   * Where canonical links point (seo's canonicalOrigin: the request's scheme and port, the site's
   * primary host); absent in plain tests, which get http:// and the primary host.
   */
  origin?: string;
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
  { site, path, hostname, origin, language = site.language }: PageTarget,
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
      description: input.description ?? defaultDescription(site, input.title),
      ...seoHead(site, path, origin, input),
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

/** The site's own description on a page named like the site (the home page), else "{title} at {site}". */
function defaultDescription(site: Site, title: string): string {
  if (title === site.title) return site.description || site.title;
  return `${title} at ${site.title}`;
}

/** The target's canonical origin; plain tests without one get http:// and the site's primary host. */
export function targetOrigin({ site, origin }: Pick<PageTarget, 'site' | 'origin'>): string {
  return origin ?? canonicalOrigin(site, { protocol: 'http', hostname: 'localhost', port: null });
}

/** The head's search and sharing fields (issue 13 part 6, decision 0050). */
function seoHead(
  site: Site,
  path: string,
  origin: string | undefined,
  input: ShellInput,
): Pick<
  PageInfo,
  | 'headTitle'
  | 'shareTitle'
  | 'canonicalUrl'
  | 'ogType'
  | 'twitterCard'
  | 'socialImage'
  | 'socialImageAlt'
  | 'jsonLd'
  | 'noindex'
> {
  const base = targetOrigin({ site, origin });
  const canonicalPath = input.canonicalPath === undefined ? path : input.canonicalPath;
  const image = input.socialImage ?? null;
  return {
    headTitle: documentTitle({ title: input.title, seoTitle: input.seoTitle }, site.title),
    shareTitle: input.seoTitle?.trim() || input.title,
    ...(canonicalPath !== null ? { canonicalUrl: absoluteUrl(base, canonicalPath) } : {}),
    ogType: input.ogType ?? 'website',
    twitterCard: image ? 'summary_large_image' : 'summary',
    ...(image ? { socialImage: absoluteUrl(base, image.url) } : {}),
    ...(image?.alt ? { socialImageAlt: image.alt } : {}),
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
    ...(input.noindex ? { noindex: true } : {}),
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
