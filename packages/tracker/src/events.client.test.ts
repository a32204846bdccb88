// @vitest-environment jsdom
import { trackEvent } from '@plinth/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { placeConfig, removeBeacon, resetPage, settle, stubBeacon, testConfig } from '../test/test-page';
import { startEvents } from './events.client';
import type { TrackerWindow } from './tracker.client';

let sent: ReturnType<typeof stubBeacon>;
function events() {
  return sent
    .filter((s) => s.url === '/api/v1/clanker/events')
    .map((s) => {
      const body = JSON.parse(s.body) as { eventContent: string; eventSchemaName: string };
      return {
        name: body.eventSchemaName,
        content: JSON.parse(body.eventContent) as Record<string, unknown>,
      };
    });
}

beforeEach(() => {
  resetPage();
  sent = stubBeacon();
  window.history.replaceState(null, '', '/shop');
  delete (window as TrackerWindow).plinthAnalytics;
});
afterEach(() => {
  vi.restoreAllMocks();
  removeBeacon();
});

describe('events from islands', () => {
  test('events queued before the API loaded are sent, and later ones at once', async () => {
    trackEvent('FormSubmission', { form_id: 'f-1' });
    placeConfig(testConfig());
    startEvents();
    trackEvent('AccountCreated');
    await settle();
    expect(events().map((e) => e.name)).toEqual(['FormSubmission', 'AccountCreated']);
    expect(events()[0]?.content).toMatchObject({ form_id: 'f-1', custom_schema_name: 'FormSubmission' });
  });

  test("add to cart from a listing is 'plp', with the site and page ids", async () => {
    placeConfig(testConfig({ pageId: '/shop', templateId: 'shop' }));
    startEvents();
    trackEvent('AddToCart', { cart_id: 'c-1', product_id: 'p-1' });
    await settle();
    expect(events()[0]?.content).toMatchObject({
      website_id: 'site-1',
      page_id: '/shop',
      product_page: 'plp',
      cart_id: 'c-1',
      product_id: 'p-1',
    });
  });

  test("the product page is a product view, and its own add to cart is 'pdp'", async () => {
    placeConfig(testConfig({ pageId: 'prod-9', templateId: 'product' }));
    startEvents();
    trackEvent('AddToCart', { cart_id: 'c-1' });
    await settle();
    expect(events().map((e) => [e.name, e.content.product_page ?? e.content.product_id])).toEqual([
      ['ProductView', 'prod-9'],
      ['AddToCart', 'pdp'],
    ]);
  });

  test('the search page is a Search event with the query and the count, on its first page only', async () => {
    document.body.innerHTML = '<p class="search-summary" data-search-total="12">12 results</p>';
    window.history.replaceState(null, '', '/search?q=linen+shirt');
    placeConfig(testConfig({ pageId: '/search', templateId: 'search' }));
    startEvents();
    await settle();
    expect(events().map((e) => [e.name, e.content.query, e.content.results])).toEqual([
      ['Search', 'linen shirt', 12],
    ]);
    sent.length = 0;
    window.history.replaceState(null, '', '/search?q=linen+shirt&page=2');
    delete (window as TrackerWindow).plinthAnalytics;
    startEvents();
    await settle();
    expect(events()).toEqual([]);
  });

  test('a quick view also calls the census at /api/census/RecordQuickView/{id}', async () => {
    placeConfig(testConfig());
    startEvents();
    trackEvent('QuickView', { item_id: 'item 1' });
    await settle();
    expect(sent.map((s) => s.url)).toEqual([
      '/api/census/RecordQuickView/item%201',
      '/api/v1/clanker/events',
    ]);
  });

  test("overwriting a field the tracker fills warns, and the caller's value is sent", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    placeConfig(testConfig());
    const track = startEvents();
    await track?.('Search', { page_path: '/elsewhere' });
    await settle();
    expect(warn).toHaveBeenCalledWith('Overwriting auto-populated field page_path');
    expect(events()[0]?.content.page_path).toBe('/elsewhere');
  });

  test('shows the cookie banner while unanswered, and loads the collector after load', async () => {
    placeConfig(testConfig({ cookieBanner: true }));
    const idle = vi.fn((run: () => void) => run());
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = idle;
    startEvents();
    await settle();
    const srcs = [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(srcs).toEqual(['/assets/tracker/banner.TEST.js', '/assets/tracker/collector.TEST.js']);
    expect(idle).toHaveBeenCalled();
  });
});
