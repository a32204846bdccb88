import {
  CENSUS_QUICK_VIEW_BASE,
  COOKIE_ALLOWED_COOKIE,
  TRACKER_QUEUE_GLOBAL,
  type AnalyticsEventName,
  type TrackerQueueEntry,
} from '@plinth/contracts';
import { readCookie } from './cookies.client';
import { baseFields, sourceEnvironment, withFields } from './event-fields.client';
import { postText, sendEvent } from './send.client';
import { loadScript, trackerState, type TrackerWindow } from './tracker.client';

/** Sends one event; rejects with the seed's messages (no payload, bad environment, HTTP status). */
export type Track = (name: string, fields?: Record<string, unknown>) => Promise<void>;

const ADD_TO_CART: AnalyticsEventName = 'AddToCart';
const QUICK_VIEW: AnalyticsEventName = 'QuickView';
const PRODUCT_VIEW: AnalyticsEventName = 'ProductView';
const SEARCH: AnalyticsEventName = 'Search';

/**
 * The events API for islands (decision 0043), loaded by the tracker: sends what islands queued in
 * window.plinthAnalytics before it loaded, then replaces the queue with one whose push sends at once.
 * The same rules as the page view apply (a skipped page sends nothing). Also shows the cookie banner
 * while the visitor has not answered it, and loads the performance collector once the page has loaded
 * and the browser is idle. Returns the track function, or null when nothing is tracked here.
 */
export function startEvents(win: TrackerWindow = window): Track | null {
  const queued = win[TRACKER_QUEUE_GLOBAL];
  const state = trackerState(win);
  if (!state) return null;
  const { config, identity } = state;
  if (config.cookieBanner && readCookie(COOKIE_ALLOWED_COOKIE) === null) loadScript(config.bannerSrc);
  const collect = () => (win.requestIdleCallback ?? setTimeout)(() => loadScript(config.collectorSrc));
  if (document.readyState === 'complete') collect();
  else win.addEventListener('load', collect, { once: true });
  const track: Track = async (name, fields = {}) => {
    const environment = sourceEnvironment(config.sourceEnvironment);
    // AddToCart names its site and page (issue 12 part 3), which islands do not know, and where it
    // was added: 'pdp' by the product page's own form, 'plp' by a listing's button or quick view.
    const own =
      name === ADD_TO_CART
        ? {
            website_id: config.websiteId,
            page_id: config.pageId,
            product_page: config.templateId === 'product' ? 'pdp' : 'plp',
            ...fields,
          }
        : fields;
    // Seed 001 §7's census call for a quick view, beside the event.
    if (name === QUICK_VIEW && typeof fields.item_id === 'string') {
      postText(CENSUS_QUICK_VIEW_BASE + encodeURIComponent(fields.item_id), '').catch(() => undefined);
    }
    await sendEvent(config.endpoint, name, withFields(baseFields(config, identity, name, environment), own));
  };
  const push = (...entries: TrackerQueueEntry[]) => {
    for (const [name, fields] of entries) track(name, fields).catch(() => undefined);
    return entries.length;
  };
  // A product page is a product view (its page id is the product's).
  if (config.templateId === 'product') push([PRODUCT_VIEW, { product_id: config.pageId }]);
  // The search page (which has no page view) is a search, counted on its first page only.
  const search = config.templateId === 'search' && searchFields();
  if (search) push([SEARCH, search]);
  if (Array.isArray(queued)) push(...queued);
  win[TRACKER_QUEUE_GLOBAL] = { push };
  return track;
}

/** What the search page asked and found: `q` from the address, the count the page prints. */
function searchFields(): { query: string; results: number } | null {
  const params = new URLSearchParams(location.search);
  const query = (params.get('q') ?? '').trim().slice(0, 256);
  const total = document.querySelector('[data-search-total]')?.getAttribute('data-search-total');
  if (!query || !total || (params.get('page') ?? '1') !== '1') return null;
  return { query, results: Number(total) };
}
