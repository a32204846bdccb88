// @vitest-environment jsdom
import { ANALYTICS_ID_LIFETIME_DAYS, ANALYTICS_KEYS, COOKIELESS_CLEARED_COOKIES } from '@plinth/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetPage } from '../test/test-page';
import { readCookie } from './cookies.client';
import { analyticsIdOf, forgetVisitor, identityOf, sessionValue } from './identity.client';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY_MS = 86_400_000;

beforeEach(resetPage);
afterEach(() => vi.restoreAllMocks());

describe('the analytics id', () => {
  test('a new visitor gets an id in storage, expiring 390 days on, and in a 390-day cookie', () => {
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { id, isNew } = analyticsIdOf(NOW);
    expect(isNew).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(ANALYTICS_KEYS.analyticsId)).toBe(id);
    expect(Number(localStorage.getItem(ANALYTICS_KEYS.analyticsExpiration))).toBe(NOW + 390 * DAY_MS);
    expect(readCookie('SS_ANALYTICS_ID')).toBe(id);
    expect(cookieWrites).toHaveBeenCalledWith(
      `SS_ANALYTICS_ID=${id}; Max-Age=${ANALYTICS_ID_LIFETIME_DAYS * 86_400}; Path=/; SameSite=Lax`,
    );
  });

  test('a returning visitor keeps the id while the stored expiry (ms) is after now', () => {
    const first = analyticsIdOf(NOW).id;
    const again = analyticsIdOf(NOW + 389 * DAY_MS);
    expect(again).toEqual({ id: first, isNew: false });
    // The lifetime starts again from the visit.
    expect(Number(localStorage.getItem(ANALYTICS_KEYS.analyticsExpiration))).toBe(NOW + (389 + 390) * DAY_MS);
  });

  test('an expired stored id is not used; the cookie, when the browser still has it, is', () => {
    localStorage.setItem(ANALYTICS_KEYS.analyticsId, 'old-id');
    localStorage.setItem(ANALYTICS_KEYS.analyticsExpiration, String(NOW - 1));
    expect(analyticsIdOf(NOW).id).not.toBe('old-id');
    resetPage();
    localStorage.setItem(ANALYTICS_KEYS.analyticsId, 'old-id');
    localStorage.setItem(ANALYTICS_KEYS.analyticsExpiration, String(NOW));
    document.cookie = 'SS_ANALYTICS_ID=cookie-id; Path=/';
    expect(analyticsIdOf(NOW)).toEqual({ id: 'cookie-id', isNew: false });
  });

  test('storage that refuses the id logs "Unable to store analyticsId" and the cookie still keeps it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id } = analyticsIdOf(NOW);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
    expect(readCookie('SS_ANALYTICS_ID')).toBe(id);
  });
});

describe('the session', () => {
  test('the first page of a first visit starts a session, marked first, and lands', () => {
    const first = identityOf(NOW, '');
    expect(first.firstSession).toBe(true);
    expect(first.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(sessionStorage.getItem('SS_SESSION_ID')!)).toEqual({ value: first.sessionId });
    expect(sessionValue('SS_IS_FIRST_SESSION', NOW)).toBe('true');
    expect(sessionValue('SS_HAS_LANDED', NOW)).toBe('true');
    const second = identityOf(NOW + 1000, '');
    expect(second).toMatchObject({
      sessionId: first.sessionId,
      analyticsId: first.analyticsId,
      firstSession: false,
    });
  });

  test("a returning visitor's new session is not a first session", () => {
    const id = identityOf(NOW, '').analyticsId;
    sessionStorage.clear();
    const next = identityOf(NOW + DAY_MS, '');
    expect(next).toMatchObject({ analyticsId: id, firstSession: false });
    expect(sessionValue('SS_IS_FIRST_SESSION', NOW + DAY_MS)).toBe('false');
  });

  test('a session entry past its expires (ms) reads as absent', () => {
    sessionStorage.setItem('SS_SESSION_ID', JSON.stringify({ value: 'abc', expires: NOW }));
    expect(sessionValue('SS_SESSION_ID', NOW)).toBeNull();
    expect(sessionValue('SS_SESSION_ID', NOW - 1)).toBe('abc');
  });

  test('?mid= becomes the SS_MID marketing id cookie, read on later pages', () => {
    expect(identityOf(NOW, '?mid=spring-mail').marketingId).toBe('spring-mail');
    expect(identityOf(NOW, '').marketingId).toBe('spring-mail');
  });
});

describe('forgetting the visitor (cookieless)', () => {
  test('clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt and the stored ids', () => {
    for (const name of COOKIELESS_CLEARED_COOKIES) document.cookie = `${name}=1; Path=/`;
    document.cookie = 'keep_me=1; Path=/';
    identityOf(NOW, '?mid=x');
    forgetVisitor();
    for (const name of [...COOKIELESS_CLEARED_COOKIES, 'SS_ANALYTICS_ID', 'SS_MID'])
      expect(readCookie(name)).toBeNull();
    expect(readCookie('keep_me')).toBe('1');
    expect(localStorage.getItem('SS_ANALYTICS_ID')).toBeNull();
    expect(sessionStorage.getItem('SS_SESSION_ID')).toBeNull();
  });
});
