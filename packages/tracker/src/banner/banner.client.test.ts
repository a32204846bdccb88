// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { resetPage } from '../../test/test-page';
import { readCookie } from '../cookies.client';
import { showCookieBanner } from './banner.client';

beforeEach(resetPage);

describe('the cookie banner', () => {
  test('is a labelled region with Decline and Allow; Allow sets ss_cookieAllowed=true and closes it', () => {
    const banner = showCookieBanner();
    expect(banner?.getAttribute('aria-label')).toBe('Cookie consent');
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.cookie-banner button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Decline', 'Allow']);
    buttons[1]?.click();
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(document.querySelector('.cookie-banner')).toBeNull();
  });

  test('Decline sets ss_cookieAllowed=false; once answered it is not shown again', () => {
    showCookieBanner();
    document.querySelector<HTMLButtonElement>('.cookie-banner button')?.click();
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(showCookieBanner()).toBeNull();
  });
});
