// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { placeConfig, removeBeacon, resetPage, settle, stubBeacon, testConfig } from '../test/test-page';
import { readCookie } from './cookies.client';
import { startTracker, type TrackerWindow } from './tracker.client';

type Sent = ReturnType<typeof stubBeacon>;

/** The events the beacon carried: schema name and parsed content. */
function events(sent: Sent) {
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

function scripts(): string[] {
  return [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

let sent: Sent;
beforeEach(() => {
  resetPage();
  sent = stubBeacon();
  window.history.replaceState(null, '', '/shop?sort=new#top');
  delete (window as TrackerWindow).plinthAnalytics;
  delete (window as TrackerWindow).plinthCensusDisabled;
});
afterEach(() => {
  vi.restoreAllMocks();
  removeBeacon();
});

describe('the page view', () => {
  test('carries the newer event shape and the older page view fields', async () => {
    placeConfig(testConfig());
    await startTracker();
    await settle();
    const [view] = events(sent);
    expect(view?.name).toBe('PageView');
    const analyticsId = readCookie('SS_ANALYTICS_ID');
    expect(view?.content).toMatchObject({
      analytics_id: analyticsId,
      session_id: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      marketing_id: '',
      page_host: location.host,
      page_path: '/shop',
      page_query: '?sort=new',
      page_referrer: '',
      browser_language: navigator.language,
      browser_width: window.innerWidth,
      browser_height: window.innerHeight,
      user_agent: navigator.userAgent,
      timestamp: expect.any(Number) as number,
      context_website_id: 'site-1',
      member_account_id: '',
      resolved_locale: 'en-US',
      destination_url: `${location.origin}/shop?sort=new#top`,
      custom_schema_name: 'PageView',
      source_environment: 'dev',
      is_first_session: true,
      websiteId: 'site-1',
      templateId: 'shop',
      pageHash: '#top',
      pagePath: '/shop',
    });
    expect(view?.content.browser_locale).toEqual(expect.any(String));
    expect(scripts()).toEqual(['/assets/tracker/events.TEST.js']);
  });

  test("a signed-in shopper's id comes from the SiteUserInfo cookie", async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u-7"}')}; Path=/`;
    placeConfig(testConfig());
    await startTracker();
    await settle();
    expect(events(sent)[0]?.content).toMatchObject({ member_account_id: 'u-7', memberAccountId: 'u-7' });
  });

  test("cookieless: no analytics cookie or stored id, the seed's cookies cleared, the event marked", async () => {
    document.cookie = 'ss_cvr=1; Path=/';
    document.cookie = 'ss_cid=2; Path=/';
    placeConfig(testConfig({ cookieless: true }));
    await startTracker();
    await settle();
    expect(readCookie('SS_ANALYTICS_ID')).toBeNull();
    expect(readCookie('ss_cvr')).toBeNull();
    expect(readCookie('ss_cid')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(events(sent)[0]?.content).toMatchObject({ analytics_id: '', session_id: '', cookieless: true });
  });

  test('a restrictive policy with the banner: cookieless until the visitor allows cookies', async () => {
    placeConfig(testConfig({ restrictiveCookiePolicy: true, cookieBanner: true }));
    await startTracker();
    expect(readCookie('SS_ANALYTICS_ID')).toBeNull();
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    await startTracker();
    expect(readCookie('SS_ANALYTICS_ID')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('an editor member is not counted, and island events are dropped', async () => {
    document.cookie = 'ss_member_role=1; Path=/';
    const win = window as TrackerWindow;
    win.plinthAnalytics = [['AddToCart', {}]];
    placeConfig(testConfig());
    await startTracker();
    await settle();
    expect(sent).toHaveLength(0);
    expect(scripts()).toEqual([]);
    expect(win.plinthAnalytics.push(['QuickView', {}])).toBe(0);
    expect(readCookie('SS_ANALYTICS_ID')).toBeNull();
  });

  test('the census-disabled global flag stops the tracker', async () => {
    (window as TrackerWindow).plinthCensusDisabled = true;
    placeConfig(testConfig());
    await startTracker();
    expect(sent).toHaveLength(0);
  });

  test('pages the server marks untracked, and /search, send no page view but keep the events API', async () => {
    placeConfig(testConfig({ trackPageView: false }));
    await startTracker();
    window.history.replaceState(null, '', '/search?q=mug');
    placeConfig(testConfig());
    await startTracker();
    await settle();
    expect(events(sent)).toHaveLength(0);
    expect(scripts()).toContain('/assets/tracker/events.TEST.js');
  });

  test("an unknown sourceEnvironment rejects with the seed's message and sends nothing", async () => {
    placeConfig(testConfig({ sourceEnvironment: 'qa' as 'dev' }));
    await expect(startTracker()).rejects.toThrow(
      'sourceEnvironment needs to be set to one of dev, staging, or prod',
    );
    expect(sent).toHaveLength(0);
  });

  test('a page without the config is not tracked', async () => {
    await startTracker();
    expect(sent).toHaveLength(0);
  });
});
