import { MEMBER_VIEWER_ROLE, type TrackerConfig } from '@plinth/contracts';

/**
 * Seed 001 §6: no event at all when the census is disabled (the page's flag or the global one), or for a
 * signed-in editor member, unless every role they hold is viewer and the page is not under /config.
 * `memberRoles` is the MEMBER_ROLE_COOKIE value (comma-separated role codes), null when not signed in.
 */
export function isSkipped(
  config: Pick<TrackerConfig, 'skip'>,
  path: string,
  memberRoles: string | null,
  censusDisabled: boolean,
): boolean {
  if (config.skip || censusDisabled) return true;
  if (memberRoles === null) return false;
  const viewerOnly = memberRoles.split(',').every((role) => role === String(MEMBER_VIEWER_ROLE));
  return !viewerOnly || /^\/config(\/|$)/.test(path);
}

/**
 * Seed 001 §6: counted without cookies when the site is (cookieless mode or cloneable: `cookieless`, the
 * server's part), or when a restrictive cookie policy is on and it is absolute, or there is no banner,
 * or the visitor has not allowed cookies in it (`allowed` is the COOKIE_ALLOWED_COOKIE value).
 */
export function isCookieless(
  config: Pick<TrackerConfig, 'cookieless' | 'restrictiveCookiePolicy' | 'absolute' | 'cookieBanner'>,
  allowed: string | null,
): boolean {
  return (
    config.cookieless ||
    (config.restrictiveCookiePolicy && (config.absolute || !config.cookieBanner || allowed !== 'true'))
  );
}

/** /search gets no page view (seed 001 §2); the server already marks the untracked page kinds. */
export function tracksPageView(config: Pick<TrackerConfig, 'trackPageView'>, path: string): boolean {
  return config.trackPageView && !/^\/search(\/|$)/.test(path);
}
