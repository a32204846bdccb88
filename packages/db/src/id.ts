import { randomBytes } from 'node:crypto';

/**
 * 24 hex characters: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation time
 * and look like the object ids storefront themes already expect.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** An unguessable token for cookies (cart, crumb): 24 random bytes, base64url. */
export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}
