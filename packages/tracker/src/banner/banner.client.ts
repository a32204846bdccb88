import { ANALYTICS_ID_LIFETIME_DAYS, COOKIE_ALLOWED_COOKIE } from '@plinth/contracts';
import { readCookie, writeCookie } from '../cookies.client';

/** The banner's look: the theme's colours and buttons, a card over the page's bottom edge. */
const CSS = `.cookie-banner{position:fixed;z-index:50;inset:auto 1rem 1rem;max-width:34rem;margin-inline:auto;padding:1rem 1.25rem;display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:center;background:var(--color-bg,#fff);color:var(--color-text,#1b1b1b);border:1px solid var(--color-border,#dcdad6);border-radius:.5rem;box-shadow:0 .5rem 2rem rgb(0 0 0/.18);font:inherit}
.cookie-banner p{margin:0;flex:1 1 16rem;line-height:1.45}
.cookie-banner__actions{display:flex;gap:.5rem;flex:0 0 auto}
@media (max-width:432px){.cookie-banner{inset:auto .5rem .5rem}.cookie-banner__actions{flex:1 1 100%}.cookie-banner__actions .button{flex:1}}`;

/**
 * The cookie banner (issue 12 part 2): a labelled region at the bottom of the page; Allow or Decline
 * sets COOKIE_ALLOWED_COOKIE to 'true' or 'false' (kept as long as the analytics id) and removes it.
 * The next page is counted with or without cookies accordingly. Not shown once answered.
 */
export function showCookieBanner(): HTMLElement | null {
  if (readCookie(COOKIE_ALLOWED_COOKIE) !== null || document.querySelector('.cookie-banner')) return null;
  const style = document.createElement('style');
  style.textContent = CSS;
  const banner = document.createElement('section');
  banner.className = 'cookie-banner';
  banner.setAttribute('aria-label', 'Cookie consent');
  banner.innerHTML =
    '<p>We use a cookie to count visits to this site. Allow it? Without it, visits are counted anonymously.</p>' +
    '<div class="cookie-banner__actions"><button type="button" class="button" value="false">Decline</button>' +
    '<button type="button" class="button button--primary" value="true">Allow</button></div>';
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    writeCookie(COOKIE_ALLOWED_COOKIE, button.value, ANALYTICS_ID_LIFETIME_DAYS * 86_400);
    banner.remove();
    style.remove();
  });
  document.head.append(style);
  document.body.append(banner);
  return banner;
}
