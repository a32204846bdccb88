/**
 * The SiteUserInfo cookie (seed 000 section 6, seed 001 section 3): URL-encoded JSON
 * {authenticated, siteUserId} that page scripts read to know whether the visitor is signed in. It is a
 * hint for the page, never a credential: the server trusts only the httpOnly session cookie.
 */
export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string | null;
}

export type SiteUserInfoReading =
  { state: 'absent' } | { state: 'unparsable'; raw: string } | { state: 'present'; info: SiteUserInfo };

/** The cookie's decoded value as the visitor's state; anything but the expected JSON is unparsable. */
export function parseSiteUserInfo(raw: string | null | undefined): SiteUserInfoReading {
  if (raw === null || raw === undefined || raw === '') return { state: 'absent' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: 'unparsable', raw };
  }
  if (typeof value !== 'object' || value === null) return { state: 'unparsable', raw };
  const { authenticated, siteUserId } = value as Record<string, unknown>;
  if (typeof authenticated !== 'boolean') return { state: 'unparsable', raw };
  if (siteUserId !== undefined && siteUserId !== null && typeof siteUserId !== 'string')
    return { state: 'unparsable', raw };
  return { state: 'present', info: { authenticated, siteUserId: siteUserId ?? null } };
}

/** True only for a well-formed cookie that says so. */
export function isSignedInReading(reading: SiteUserInfoReading): boolean {
  return reading.state === 'present' && reading.info.authenticated && reading.info.siteUserId !== null;
}

export function serializeSiteUserInfo(info: SiteUserInfo): string {
  return JSON.stringify({ authenticated: info.authenticated, siteUserId: info.siteUserId });
}
