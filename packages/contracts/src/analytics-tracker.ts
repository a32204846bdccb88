/**
 * The tracker's side of the analytics contract (issue 12 parts 1 to 3, decision 0043): the page's config
 * element, the member-role cookie, the queue islands send events through, the environment by hostname,
 * and the cart events' fields. Zod-free, like analytics.ts: the 2 KB tracker and the islands import it.
 */
import type {
  AddToCartFields,
  AnalyticsEventName,
  CartAnalyticsFields,
  SourceEnvironment,
} from './analytics';

/** The id of the `<script type="application/json">` holding the page's TrackerConfig. */
export const TRACKER_CONFIG_ELEMENT_ID = 'plinth-tracker-config';

/**
 * Readable by page scripts (not HttpOnly): the signed-in editor member's role on this site, a SITE_ROLE
 * code, set at owner sign-in and cleared at sign-out. The tracker skips members (seed 001 §6) with it;
 * it grants nothing (the server checks the httpOnly session on every owner request).
 */
export const MEMBER_ROLE_COOKIE = 'ss_member_role';
/**
 * SITE_ROLE.VIEWER (roles.ts), the one role the tracker still counts; its own constant so the 2 KB
 * tracker does not bundle the role tables (a test checks they agree).
 */
export const MEMBER_VIEWER_ROLE = 10;

/**
 * The global islands send events through without importing the tracker (decision 0043): an array of
 * [eventName, fields] pairs until the tracker loads, then an object whose push sends at once. Either
 * way `push([name, fields])` works, so an island never waits for, or depends on, the tracker.
 */
export const TRACKER_QUEUE_GLOBAL = 'plinthAnalytics';
export type TrackerQueueEntry = [AnalyticsEventName, Record<string, unknown>];
export interface TrackerQueue {
  push(...entries: TrackerQueueEntry[]): unknown;
}

/**
 * Sends an analytics event from an island (issue 12 part 3). Never throws: analytics must not break
 * the storefront. The tracker adds the page, visitor and session fields and applies the skip rules.
 */
export function trackEvent(name: AnalyticsEventName, fields: object = {}): void {
  try {
    const host = window as unknown as Record<string, TrackerQueue | undefined>;
    (host[TRACKER_QUEUE_GLOBAL] ??= [] as TrackerQueueEntry[]).push([
      name,
      fields as Record<string, unknown>,
    ]);
  } catch {
    // No window (server render) or a page script replaced the global: the event is dropped.
  }
}

/**
 * Seed 001 §7: the environment a browser reports from its hostname: 'dev' on a developer's machine,
 * 'staging' on internal hosts (a 'staging' label, or .internal), else 'prod'.
 */
export function sourceEnvironmentOf(hostname: string): SourceEnvironment {
  if (/^(localhost|127\.|\[::1\]$|::1$)|\.(localhost|local|test)$/.test(hostname)) return 'dev';
  return /(^|\.)staging[.-]|\.internal$/.test(hostname) ? 'staging' : 'prod';
}

/** The cart facts analytics events read; a ShoppingCart (cart.ts) has them all. */
export interface CartForAnalytics {
  id: string;
  currency: string;
  subtotalCents: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  entries: readonly {
    itemId: string;
    title: string;
    quantity: number;
    purchasePriceCents: number;
    chosenVariant: { sku: string };
    productUrl: string;
  }[];
}

/**
 * Cart analytics (issue 12 part 3) for a cart as it is now. Entries do not carry their product type,
 * so the types are the cart's (physical, digital or both); every cart purchase is one-time (a
 * subscription is bought on its own, through the product's subscribe flow).
 */
export function cartAnalyticsFields(cart: CartForAnalytics): CartAnalyticsFields {
  const items = cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const types = cart.purelyDigital ? ['digital'] : cart.hasDigital ? ['physical', 'digital'] : ['physical'];
  return {
    cart_id: cart.id,
    num_items_in_cart: items,
    product_types_list: items === 0 ? [] : types,
    purchase_type_list: items === 0 ? [] : ['one_time'],
    cart_value: cart.subtotalCents,
    currency_code: cart.currency,
  };
}

/**
 * Add to cart's own fields (issue 12 part 3) for the entry just added; the tracker adds website_id,
 * page_id and product_page ('pdp' on a product page, else 'plp') unless the island gives them.
 */
export function addToCartFields(
  cart: CartForAnalytics,
  entry: CartForAnalytics['entries'][number],
): Omit<AddToCartFields, 'website_id' | 'page_id' | 'product_page'> {
  // A product's URL is /{collection}/{product}: the collection's part names it.
  const collection = entry.productUrl.split('/')[1] ?? '';
  return {
    cart_id: cart.id,
    product_id: entry.itemId,
    product_name: entry.title,
    sku: entry.chosenVariant.sku,
    quantity: entry.quantity,
    unit_price: entry.purchasePriceCents,
    currency_code: cart.currency,
    product: {
      item_id: entry.itemId,
      item_type: cart.purelyDigital ? 'digital' : 'physical',
      item_title: entry.title,
      item_collection_id: collection,
      item_collection_name: collection,
    },
  };
}
