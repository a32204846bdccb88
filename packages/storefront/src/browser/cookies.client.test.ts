// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { currentCrumb } from './cookies.client';

/** What document.cookie reads as; a stub, since jsdom's page is http and refuses __Host- cookies. */
function browserCookies(header: string) {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(header);
}

describe('currentCrumb', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the page value when the browser has no crumb cookie', () => {
    browserCookies('plinth_cart=abc');
    expect(currentCrumb('from-page')).toBe('from-page');
  });

  test('the crumb cookie over http', () => {
    browserCookies('plinth_cart=abc; crumb=from-cookie');
    expect(currentCrumb('from-page')).toBe('from-cookie');
  });

  test('__Host-crumb (https) wins over a plain crumb cookie, in either order', () => {
    browserCookies('crumb=planted; __Host-crumb=real');
    expect(currentCrumb('from-page')).toBe('real');
    browserCookies('__Host-crumb=real; crumb=planted');
    expect(currentCrumb('from-page')).toBe('real');
  });
});
