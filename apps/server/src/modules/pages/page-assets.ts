import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import {
  ISLANDS_DIST_DIR,
  ISLANDS_PUBLIC_BASE,
  islandAssets,
  type BundleName,
} from '@plinth/storefront/manifest';
import type { PageContext } from '@plinth/theme';
import { deflateChunk, type DeflatedChunk } from './page-gzip';

/**
 * How much CSS (gzip, as the page sends it) a page carries in its head instead of linking: one TCP
 * initial congestion window (10 segments of about 1,460 bytes, RFC 6928). Up to that, inlined CSS
 * arrives in the round trip that brings the page, where a link costs a request and a round trip more
 * before the first paint; past it, inlined CSS would need extra round trips of its own while every later
 * page view paid its bytes again, so the rest stays linked (cached). Decision 0025.
 */
export const INLINE_STYLES_MAX_GZIP_BYTES = 14 * 1024;

const THEME_PUBLIC_BASE = '/assets/theme/';
/** The theme's stylesheet, first on every page. */
const THEME_STYLES = [`${THEME_PUBLIC_BASE}site.css`];

export type PageAssets = PageContext['assets'] & { inlineStyles: string[] };

/**
 * A stylesheet ready to go into pages, both ways, each deflated once for gzip answers: its `<style>`
 * element for a first visit, and its `<link>` for a returning visitor, whose browser has the file.
 */
export interface InlineStyle {
  inline: DeflatedChunk;
  link: DeflatedChunk;
}

/**
 * The page assets of one app (plugins/caches.ts): each page kind's asset lists, and each stylesheet's
 * `<style>` piece, read from disk once (like templates: a changed theme file needs a restart).
 */
export interface PageAssetCache {
  /** Public URL prefix to folder, for the stylesheets a page may inline. */
  roots: readonly { prefix: string; dir: string }[];
  byKey: Map<string, PageAssets>;
  /** By URL; null when the stylesheet must stay linked (missing, or not safe to inline). */
  styles: Map<string, InlineStyle | null>;
  /** Templates already reported for leaving out a style marker (logged once each). */
  reportedTemplates: Set<string>;
}

export function createPageAssetCache(options: {
  themeAssetsDir: string;
  islandsDir?: string;
}): PageAssetCache {
  return {
    roots: [
      { prefix: THEME_PUBLIC_BASE, dir: options.themeAssetsDir },
      { prefix: ISLANDS_PUBLIC_BASE, dir: options.islandsDir ?? ISLANDS_DIST_DIR },
    ],
    byKey: new Map(),
    styles: new Map(),
    reportedTemplates: new Set(),
  };
}

/**
 * A page's assets: the theme's stylesheet, the islands' stylesheets and `extraStyles` in that order, the
 * leading ones inlined while their gzip total stays within INLINE_STYLES_MAX_GZIP_BYTES and the rest
 * linked (so the cascade keeps its order); the islands' scripts and preloads. Worked out once per kind.
 */
export function pageAssets(
  cache: PageAssetCache,
  islands: readonly BundleName[],
  extraStyles: readonly string[] = [],
): PageAssets {
  const key = `${islands.join(',')}|${extraStyles.join(',')}`;
  let assets = cache.byKey.get(key);
  if (!assets) {
    const found = islandAssets(islands);
    const all = [...THEME_STYLES, ...found.styles, ...extraStyles];
    const inlineStyles: string[] = [];
    let total = 0;
    for (const href of all) {
      const style = inlineStyle(cache, href);
      if (!style || total + style.inline.deflated.length > INLINE_STYLES_MAX_GZIP_BYTES) break;
      total += style.inline.deflated.length;
      inlineStyles.push(href);
    }
    assets = {
      inlineStyles,
      styles: all.slice(inlineStyles.length),
      scripts: found.scripts,
      modulePreloads: found.modulePreloads,
    };
    cache.byKey.set(key, assets);
  }
  return assets;
}

/** The stylesheet's `<style>` piece, or null when it must stay linked. Read once per URL. */
export function inlineStyle(cache: PageAssetCache, href: string): InlineStyle | null {
  let style = cache.styles.get(href);
  if (style === undefined) {
    const css = stylesheetText(cache, href);
    style =
      css === null
        ? null
        : {
            inline: deflateChunk(Buffer.from(styleElement(href, css))),
            link: deflateChunk(Buffer.from(`<link rel="stylesheet" href="${escapeAttribute(href)}">`)),
          };
    cache.styles.set(href, style);
  }
  return style;
}

function stylesheetText(cache: PageAssetCache, href: string): string | null {
  const root = cache.roots.find(({ prefix }) => href.startsWith(prefix));
  if (!root || !href.endsWith('.css')) return null;
  const file = resolve(root.dir, href.slice(root.prefix.length));
  if (!file.startsWith(resolve(root.dir) + sep)) return null;
  let css: string;
  try {
    css = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  // `</style` would end the element early; `@import` would load (and block on) another file anyway.
  if (/<\/style/i.test(css) || /@import/i.test(css)) return null;
  return absoluteUrls(css, href);
}

const CSS_URL = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;

/**
 * Relative `url()`s resolve against the stylesheet's own URL when it is linked; inlined, they would
 * resolve against the page's, so they are made absolute first.
 */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(CSS_URL, (whole, quote: string, ref: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const url = new URL(ref, `http://stylesheet${href}`);
    return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
  });
}

function styleElement(href: string, css: string): string {
  return `<style data-href="${escapeAttribute(href)}">${css.trim()}</style>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
