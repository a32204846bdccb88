import { renderIsland, type IslandName, type IslandProps } from '@plinth/storefront/server';
import type { FastifyRequest } from 'fastify';
import type { PageContext } from '../../render/page-context';
import { LruCache } from '../../render/lru-cache';

/** An island a page places: rendered only when the page's HTML is not already cached. */
export type IslandSpec = { [N in IslandName]: { name: N; props: IslandProps<N> } }[IslandName];

export interface LoadedPage {
  context: PageContext;
  /** Marker name (as in `<!--island:NAME-->`) to the island rendered there. The cart pill is added per request. */
  islands: Record<string, IslandSpec>;
  /** Total quantity in the visitor's cart, for the cart pill. */
  cartQuantity: number;
  /** False when the page shows one visitor's data (the cart), so its HTML must not be reused. */
  cacheable: boolean;
}

/**
 * Stands in for the visitor's crumb in cached HTML. Letters and digits only, so neither React nor JSON
 * escaping changes it, and it cannot occur by chance in a page.
 */
export const CRUMB_SENTINEL = 'PlinthCrumbSentinel7f3a9c';
const CART_PILL_SLOT = '<!--plinth:cart-pill-->';
const PAGE_CACHE_CAPACITY = 300;
const PILL_CACHE_MAX_QUANTITY = 200;

const pageCache = new LruCache<string, string>(PAGE_CACHE_CAPACITY);
const pillCache = new Map<number, string>();

/**
 * Renders a page's HTML. Pages that show no visitor-specific data are cached by the exact data they
 * were rendered from (context and island props), so any change in the database shows at once while
 * repeated views skip the template and React work. The crumb and the cart pill are filled in last.
 */
export function renderPageHtml(request: FastifyRequest, page: LoadedPage): string {
  const key = page.cacheable
    ? `${JSON.stringify(page.context)}\n${JSON.stringify(page.islands)}`
    : null;
  let html = key === null ? undefined : pageCache.get(key);
  if (html === undefined) {
    const islands: Record<string, string> = { 'cart-pill': CART_PILL_SLOT };
    for (const [marker, spec] of Object.entries(page.islands)) islands[marker] = renderSpec(spec);
    html = request.server.renderer.render(page.context.page.template, page.context, islands);
    if (key !== null) pageCache.set(key, html);
  }
  return html.replace(CART_PILL_SLOT, cartPillHtml(page.cartQuantity)).replaceAll(CRUMB_SENTINEL, request.crumb);
}

function renderSpec(spec: IslandSpec): string {
  // The union is correlated by `name`; TypeScript cannot follow that through a generic call.
  return renderIsland(spec.name as 'cart-pill', spec.props as IslandProps<'cart-pill'>);
}

function cartPillHtml(quantity: number): string {
  const cached = pillCache.get(quantity);
  if (cached !== undefined) return cached;
  const html = renderIsland('cart-pill', { initialQuantity: quantity });
  if (quantity <= PILL_CACHE_MAX_QUANTITY) pillCache.set(quantity, html);
  return html;
}
