import { MEMBER_VIEWER_ROLE, SITE_ROLE } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { testConfig } from '../test/test-page';
import { isCookieless, isSkipped, tracksPageView } from './rules.client';

describe('skip rules (seed 001 §6)', () => {
  const config = testConfig();

  test('a visitor who is not a signed-in member is counted', () => {
    expect(isSkipped(config, '/shop', null, false)).toBe(false);
  });

  test('a signed-in member is skipped unless their only role is viewer and the page is not under /config', () => {
    expect(isSkipped(config, '/shop', String(SITE_ROLE.ADMIN), false)).toBe(true);
    expect(isSkipped(config, '/shop', String(SITE_ROLE.EDITOR), false)).toBe(true);
    expect(isSkipped(config, '/shop', String(SITE_ROLE.VIEWER), false)).toBe(false);
    expect(isSkipped(config, '/config', String(SITE_ROLE.VIEWER), false)).toBe(true);
    expect(isSkipped(config, '/config/pages/1/preview', String(SITE_ROLE.VIEWER), false)).toBe(true);
    expect(isSkipped(config, '/configure-me', String(SITE_ROLE.VIEWER), false)).toBe(false);
    expect(isSkipped(config, '/shop', `${SITE_ROLE.VIEWER},${SITE_ROLE.BILLING}`, false)).toBe(true);
  });

  test("the census-disabled flag, and the page's own skip, stop everything", () => {
    expect(isSkipped(config, '/shop', null, true)).toBe(true);
    expect(isSkipped(testConfig({ skip: true }), '/shop', null, false)).toBe(true);
  });

  test("the tracker's viewer role is the role table's", () => {
    expect(MEMBER_VIEWER_ROLE).toBe(SITE_ROLE.VIEWER);
  });
});

describe('cookieless mode (seed 001 §6)', () => {
  test('cookieless when the server says so (cookieless mode or a cloneable site)', () => {
    expect(isCookieless(testConfig({ cookieless: true }), 'true')).toBe(true);
    expect(isCookieless(testConfig(), null)).toBe(false);
  });

  test('a restrictive policy is cookieless when absolute, without a banner, or until cookies are allowed', () => {
    const restrictive = { restrictiveCookiePolicy: true, cookieBanner: true };
    expect(isCookieless(testConfig({ ...restrictive }), null)).toBe(true);
    expect(isCookieless(testConfig({ ...restrictive }), 'false')).toBe(true);
    expect(isCookieless(testConfig({ ...restrictive }), 'true')).toBe(false);
    expect(isCookieless(testConfig({ ...restrictive, absolute: true }), 'true')).toBe(true);
    expect(isCookieless(testConfig({ ...restrictive, cookieBanner: false }), 'true')).toBe(true);
  });
});

describe('page views', () => {
  test("/search gets no page view; other pages follow the server's trackPageView", () => {
    expect(tracksPageView(testConfig(), '/search')).toBe(false);
    expect(tracksPageView(testConfig(), '/search/shoes')).toBe(false);
    expect(tracksPageView(testConfig(), '/searchlight')).toBe(true);
    expect(tracksPageView(testConfig({ trackPageView: false }), '/shop')).toBe(false);
  });
});
