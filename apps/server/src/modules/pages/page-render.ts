import { renderIsland, type IslandName, type IslandProps } from '@plinth/storefront/server';
import type { FastifyRequest } from 'fastify';
import { STYLE_MARKER_PATTERN, type PageContext } from '@plinth/theme';
import { LruCache } from '../../lru-cache';
import type { LiveSitePageRow } from '../site-pages';
import { createPageAssetCache, inlineStyle, type InlineStyle, type PageAssetCache } from './page-assets';
import { deflateChunk, gzipFromPieces, type DeflatedChunk } from './page-gzip';

/** An island a page places: rendered only when the page's HTML is not already cached. */
export type IslandSpec = { [N in IslandName]: { name: N; props: IslandProps<N> } }[IslandName];

export interface LoadedPage {
  context: PageContext;
  /** Marker name (as in `<!--island:NAME-->`) to the island rendered there. The cart pill is added per request. */
  islands: Record<string, IslandSpec>;
  /** Total quantity in the visitor's cart, for the cart pill. */
  cartQuantity: number;
  /**
   * Everything the page's HTML depends on apart from the visitor's crumb and cart count, or null when
   * the page shows one visitor's data (the cart) and its HTML must not be reused.
   */
  cacheKey: string | null;
}

/**
 * Stands in for the visitor's crumb in cached HTML. Letters and digits only, so neither React nor JSON
 * escaping changes it, and it cannot occur by chance in a page.
 */
export const CRUMB_SENTINEL = 'PlinthCrumbSentinel7f3a9c';
const CART_PILL_SLOT = '<!--plinth:cart-pill-->';
const PAGE_CACHE_CAPACITY = 300;
/** Rows without documents, a few hundred bytes each; unknown slugs are kept too (bounded). */
const SITE_PAGE_LOOKUPS_CAPACITY = 1000;
const PILL_CACHE_MAX_QUANTITY = 200;

/** What a cache key stands for: the page's data, and its HTML once rendered. */
interface CachedPage {
  built: BuiltPage;
  parts?: PageParts;
}
export type BuiltPage = Pick<LoadedPage, 'context' | 'islands'> & {
  /**
   * When (ms, the app's clock) the page stops holding: the site's next scheduled publish time, when a
   * page goes live and the menus and links to it change (the navigation's validUntil). None: until
   * the key changes.
   */
  validUntil?: number;
};

/**
 * Built pages and their HTML by cache key, cart pills by quantity, and the page assets (with the inlined
 * stylesheets' pieces); one per app (plugins/caches.ts).
 */
export interface PageCache {
  pages: LruCache<string, CachedPage>;
  /**
   * Block page lookups (site-page-loader.ts) by site, catalogue version and slug, null for "no live
   * page there": every change visitors can see to a page raises the catalogue version, so an entry is
   * never stale, and the version is read from the database on each request (shared by all servers).
   */
  sitePages: LruCache<string, LiveSitePageRow | null>;
  /** By quantity and the two flags (cartPillHtml). */
  pills: Map<string, Buffer>;
  assets: PageAssetCache;
}

export function createPageCache(options: { themeAssetsDir: string; islandsDir?: string }): PageCache {
  return {
    pages: new LruCache<string, CachedPage>(PAGE_CACHE_CAPACITY),
    sitePages: new LruCache<string, LiveSitePageRow | null>(SITE_PAGE_LOOKUPS_CAPACITY),
    pills: new Map(),
    assets: createPageAssetCache(options),
  };
}

/**
 * What goes between two chunks: the visitor's crumb or cart pill, or an inlined stylesheet (the same
 * piece, deflated once, in every page that carries it).
 */
type Slot = 'crumb' | 'pill' | InlineStyle;

/** A rendered page as UTF-8 chunks with the slots between them, encoded once. */
interface PageParts {
  chunks: Buffer[];
  /** slots[i] goes between chunks[i] and chunks[i + 1]. */
  slots: Slot[];
  /** Each chunk deflated on its own for gzip answers, made on the first one (page-gzip.ts). */
  deflated?: DeflatedChunk[];
}

/**
 * Builds a page's context and island props once per cache key; a repeat view skips the work until
 * the built page's `validUntil` has passed at `nowMs` (a scheduled page went live: built again).
 * `build` answers null for a page that does not exist, which is not cached.
 */
export async function buildPageOnce(
  app: { pageCache: PageCache },
  key: string | null,
  build: () => Promise<BuiltPage | null>,
  nowMs: number = Date.now(),
): Promise<BuiltPage | null> {
  const { pages } = app.pageCache;
  const hit = key === null ? undefined : pages.get(key);
  if (hit && (hit.built.validUntil ?? Infinity) > nowMs) return hit.built;
  const built = await build();
  if (built && key !== null) pages.set(key, { built });
  return built;
}

/**
 * Renders a page's HTML. Pages that show no visitor-specific data are cached by `cacheKey`, so repeated
 * views skip the template and React work and the UTF-8 encoding; the crumb and the cart pill are
 * filled in per request.
 */
export function renderPageHtml(request: FastifyRequest, page: LoadedPage): Buffer {
  const out: Buffer[] = [];
  forEachPiece(request, page, false, (chunk) => out.push(chunk));
  return Buffer.concat(out);
}

/**
 * The same page gzip-compressed. A cached page's fixed chunks are deflated once and kept beside its HTML;
 * per request only the crumb and the cart pill are added, uncompressed (page-gzip.ts).
 */
export function renderPageGzip(request: FastifyRequest, page: LoadedPage): Buffer {
  const pieces: (DeflatedChunk | Buffer)[] = [];
  forEachPiece(request, page, true, (chunk, deflated) => pieces.push(deflated ?? chunk));
  return gzipFromPieces(pieces);
}

/**
 * Calls `visit` with the page's pieces in order: each fixed chunk (with its deflated form when `deflate`,
 * made once per cached page), the inlined stylesheets' shared pieces, and the visitor's crumb and cart
 * pill on their own.
 */
function forEachPiece(
  request: FastifyRequest,
  page: LoadedPage,
  deflate: boolean,
  visit: (bytes: Buffer, deflated?: DeflatedChunk) => void,
): void {
  const { pages, pills, assets } = request.server.pageCache;
  const cached = page.cacheKey === null ? undefined : pages.get(page.cacheKey);
  let parts = cached?.parts;
  if (parts === undefined) {
    const islands: Record<string, string> = { 'cart-pill': CART_PILL_SLOT };
    for (const [marker, spec] of Object.entries(page.islands)) islands[marker] = renderSpec(spec);
    const html = request.server.renderer.render(page.context.page.template, page.context, islands);
    parts = splitAtSlots(html, assets);
    reportMissingStyleMarkers(request, page.context, parts, assets);
    if (page.cacheKey !== null) {
      const built = cached?.built ?? { context: page.context, islands: page.islands };
      pages.set(page.cacheKey, { built, parts });
    }
  }
  if (deflate) parts.deflated ??= parts.chunks.map(deflateChunk);
  const crumb = Buffer.from(request.crumb);
  const pill = cartPillHtml(pills, {
    initialQuantity: page.cartQuantity,
    showLink: page.context.header.showCartLink,
    current: page.context.page.template === 'cart',
  });
  // A visitor who brought a crumb has loaded a page of this site before, so their browser has the
  // stylesheets (cached for an hour, then revalidated): they get links, not the CSS again (decision 0025).
  const styleWay = request.returningVisitor ? 'link' : 'inline';
  parts.chunks.forEach((chunk, i) => {
    visit(chunk, deflate ? parts.deflated?.[i] : undefined);
    const slot = parts.slots[i];
    if (slot === 'crumb') visit(crumb);
    else if (slot === 'pill') visit(pill);
    else if (slot) {
      const piece = slot[styleWay];
      visit(piece.raw, deflate ? piece : undefined);
    }
  });
}

const SLOT_PATTERN = new RegExp(`${CRUMB_SENTINEL}|${CART_PILL_SLOT}|${STYLE_MARKER_PATTERN}`, 'g');
const EMPTY = Buffer.alloc(0);
const NOTHING = { raw: EMPTY, deflated: EMPTY, crc: 0 };
const NO_STYLE: InlineStyle = { inline: NOTHING, link: NOTHING };

/** Cuts the page at its slots; a style marker for a stylesheet that cannot be inlined fills with nothing. */
function splitAtSlots(html: string, assets: PageAssetCache): PageParts {
  const chunks: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(SLOT_PATTERN)) {
    const href = match[1];
    const slot: Slot | null =
      href === undefined ? (match[0] === CRUMB_SENTINEL ? 'crumb' : 'pill') : inlineStyle(assets, href);
    chunks.push(Buffer.from(html.slice(last, match.index)));
    slots.push(slot ?? NO_STYLE);
    last = match.index + match[0].length;
  }
  chunks.push(Buffer.from(html.slice(last)));
  return { chunks, slots };
}

/**
 * A layout that prints no `<!--style:URL-->` for a stylesheet of `assets.inlineStyles` leaves the page
 * without it: logged once per template, so the theme can be fixed.
 */
function reportMissingStyleMarkers(
  request: FastifyRequest,
  context: PageContext,
  parts: PageParts,
  assets: PageAssetCache,
): void {
  const template = context.page.template;
  if (assets.reportedTemplates.has(template)) return;
  const placed = new Set(parts.slots.filter((slot) => typeof slot !== 'string'));
  const missing = (context.assets.inlineStyles ?? []).filter((href) => {
    const style = inlineStyle(assets, href);
    return style !== null && !placed.has(style);
  });
  if (missing.length === 0) return;
  assets.reportedTemplates.add(template);
  request.log.error({ template, missing }, 'The layout prints no <!--style:URL--> for inlined stylesheets');
}

function renderSpec(spec: IslandSpec): string {
  // The union is correlated by `name`; TypeScript cannot follow that through a generic call.
  return renderIsland(spec.name as 'cart-pill', spec.props as IslandProps<'cart-pill'>);
}

/**
 * The header's Cart link with the visitor's count (decision 0047), or only the added-to-cart popover
 * when the owner hides the link; marked as the current page on /cart.
 */
function cartPillHtml(pillCache: PageCache['pills'], props: Required<IslandProps<'cart-pill'>>): Buffer {
  const key = `${props.initialQuantity}:${props.showLink ? 1 : 0}${props.current ? 1 : 0}`;
  const cached = pillCache.get(key);
  if (cached !== undefined) return cached;
  const html = Buffer.from(renderIsland('cart-pill', props));
  if (props.initialQuantity <= PILL_CACHE_MAX_QUANTITY) pillCache.set(key, html);
  return html;
}
