// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setCookies } from '../../test/fixtures/cookies';
import { isSiteUserAuthenticated, mayHaveCart, readSiteUserInfo } from './site-user-info.client';

let clearCookies = () => {};
afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('readSiteUserInfo', () => {
  test('reads the URL-encoded JSON the server sets', () => {
    clearCookies = setCookies({ SiteUserInfo: JSON.stringify({ authenticated: true, siteUserId: 'u1' }) });
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u1' });
    expect(isSiteUserAuthenticated()).toBe(true);
  });

  test('no cookie: signed out, quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSiteUserInfo()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  test('an unparsable cookie: signed out, and reported with console.error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clearCookies = setCookies({ SiteUserInfo: '{"authenticated":tru' });
    expect(readSiteUserInfo()).toBeNull();
    expect(isSiteUserAuthenticated()).toBe(false);
    expect(error).toHaveBeenCalledWith('Unparsable SiteUserInfo cookie; treating the visitor as signed out.');
  });

  test('authenticated: false is signed out', () => {
    clearCookies = setCookies({ SiteUserInfo: JSON.stringify({ authenticated: false, siteUserId: null }) });
    expect(isSiteUserAuthenticated()).toBe(false);
  });
});

describe('mayHaveCart', () => {
  test('only with a cart cookie or a signed-in visitor', () => {
    expect(mayHaveCart()).toBe(false);
    clearCookies = setCookies({ plinth_cart: 'token-token-token-1' });
    expect(mayHaveCart()).toBe(true);
    clearCookies();
    clearCookies = setCookies({ SiteUserInfo: JSON.stringify({ authenticated: true, siteUserId: 'u1' }) });
    expect(mayHaveCart()).toBe(true);
  });
});
