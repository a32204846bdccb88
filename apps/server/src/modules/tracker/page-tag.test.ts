import type { TrackerConfig } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { scriptSafeJson, trackerPageTag } from './page-tag';

const BUNDLES = {
  tracker: '/assets/tracker/tracker.A.js',
  events: '/assets/tracker/events.B.js',
  collector: '/assets/tracker/collector.C.js',
  banner: '/assets/tracker/banner.D.js',
  recorder: '/assets/tracker/recorder.E.js',
};
const site = { id: 'site-1', language: 'en-US', settings: {} };

function configOf(
  page: Parameters<typeof trackerPageTag>[1],
  settings: Record<string, unknown> = {},
): TrackerConfig {
  const tag = trackerPageTag({ ...site, settings }, page, BUNDLES);
  return JSON.parse(tag!.configJson) as TrackerConfig;
}

describe("the tracker's tag on a page", () => {
  test('a plain page: the config, the script and the page facts', () => {
    const tag = trackerPageTag(site, { path: '/shop', template: 'shop', hostname: 'localhost' }, BUNDLES);
    expect(tag).toMatchObject({ src: BUNDLES.tracker, elementId: 'plinth-tracker-config' });
    expect(JSON.parse(tag!.configJson)).toEqual({
      websiteId: 'site-1',
      endpoint: '/api/v1/clanker/events',
      sourceEnvironment: 'dev',
      cookieless: false,
      skip: false,
      trackPageView: true,
      memberAccountId: '',
      resolvedLocale: 'en-US',
      pageId: '/shop',
      templateId: 'shop',
      restrictiveCookiePolicy: false,
      absolute: false,
      cookieBanner: false,
      bannerSrc: BUNDLES.banner,
      eventsSrc: BUNDLES.events,
      collectorSrc: BUNDLES.collector,
    });
  });

  test('not found, the lock screen, member area access denied and /search get no page view', () => {
    for (const template of ['not-found', 'page-locked', 'page-members-only']) {
      expect(configOf({ path: '/x', template }).trackPageView).toBe(false);
    }
    expect(configOf({ path: '/search', template: 'page' }).trackPageView).toBe(false);
    for (const template of ['home', 'product', 'cart', 'checkout', 'page', 'error']) {
      expect(configOf({ path: '/x', template }).trackPageView).toBe(true);
    }
  });

  test("the editor's preview under /config is skipped; a product page names its product", () => {
    expect(configOf({ path: '/config/pages/p1/preview', template: 'page' }).skip).toBe(true);
    expect(configOf({ path: '/shop/mug', template: 'product', pageId: 'prod-1' }).pageId).toBe('prod-1');
  });

  test("the owner's settings: cookieless mode, a cloneable site, the restrictive policy and the banner", () => {
    const page = { path: '/', template: 'home' };
    expect(configOf(page, { analytics: { mode: 'cookieless' } }).cookieless).toBe(true);
    expect(configOf(page, { cloneable: true }).cookieless).toBe(true);
    expect(
      configOf(page, { analytics: { restrictiveCookiePolicy: true, absolute: true, cookieBanner: true } }),
    ).toMatchObject({ cookieless: false, restrictiveCookiePolicy: true, absolute: true, cookieBanner: true });
  });

  test('the environment follows the host: dev, staging or prod', () => {
    expect(configOf({ path: '/', template: 'home', hostname: 'shop.example.com' }).sourceEnvironment).toBe(
      'prod',
    );
    expect(configOf({ path: '/', template: 'home', hostname: 'staging.example.com' }).sourceEnvironment).toBe(
      'staging',
    );
  });

  test('the recorder loader only while the site offers session recording, and never on the checkout', () => {
    const offered = {
      analytics: {
        sessionRecording: true,
        sessionRecordingScriptUrl: 'https://replay.example.com/recorder.js',
        sessionRecordingExperiment: 'ACTIVE',
        sessionRecordingSamplePercent: 25,
      },
    };
    const tag = (path: string, settings: Record<string, unknown>) =>
      trackerPageTag({ ...site, settings }, { path, template: 'page' }, BUNDLES)?.recorderSrc;
    expect(tag('/shop', offered)).toBe(BUNDLES.recorder);
    expect(tag('/shop', {})).toBeUndefined();
    const off = (change: Record<string, unknown>) => ({ analytics: { ...offered.analytics, ...change } });
    expect(tag('/shop', off({ sessionRecording: false }))).toBeUndefined();
    expect(tag('/shop', off({ sessionRecordingScriptUrl: '' }))).toBeUndefined();
    expect(tag('/shop', off({ sessionRecordingExperiment: 'PAUSED' }))).toBeUndefined();
    expect(tag('/shop', off({ sessionRecordingSamplePercent: 0 }))).toBeUndefined();
    expect(tag('/shop', off({ mode: 'cookieless' }))).toBeUndefined();
    expect(tag('/checkout', offered)).toBeUndefined();
    expect(tag('/config/pages/p1/preview', offered)).toBeUndefined();
    // A stored address that is not an https URL or a path on this site is never loaded.
    expect(tag('/shop', off({ sessionRecordingScriptUrl: 'javascript:alert(1)' }))).toBeUndefined();
  });

  test('no tag when the bundles are not built', () => {
    expect(trackerPageTag(site, { path: '/', template: 'home' }, null)).toBeNull();
  });

  test('the JSON cannot end its script element', () => {
    const json = scriptSafeJson({ title: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><!-- & \u2028' });
  });
});
