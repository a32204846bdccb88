import { isSignedInReading, parseSiteUserInfo, type SiteUserInfo } from '@plinth/commerce';
import { COOKIE } from '@plinth/contracts';
import { hasCartCookie, readCookie } from './cookies.client';

/**
 * The signed-in state page scripts read (seed 001 section 6): the SiteUserInfo cookie the server sets
 * at sign-in. An unparsable cookie counts as signed out and is reported with console.error (seed 001
 * section 8), since something other than Plinth wrote it.
 */
export function readSiteUserInfo(): SiteUserInfo | null {
  const reading = parseSiteUserInfo(readCookie(COOKIE.siteUserInfo));
  if (reading.state === 'unparsable') {
    console.error(`Unparsable ${COOKIE.siteUserInfo} cookie; treating the visitor as signed out.`);
    return null;
  }
  return reading.state === 'present' && isSignedInReading(reading) ? reading.info : null;
}

export function isSiteUserAuthenticated(): boolean {
  return readSiteUserInfo() !== null;
}

/**
 * Seed 000 section 1: a cart is loaded at page start only if the visitor is signed in or a cart cookie
 * exists; everyone else has no cart to load.
 */
export function mayHaveCart(): boolean {
  return hasCartCookie() || isSiteUserAuthenticated();
}
