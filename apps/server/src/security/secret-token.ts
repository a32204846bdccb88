import { createHash } from 'node:crypto';
import { newToken } from '@plinth/db';

/**
 * Secrets that browsers hold (session cookies, invitation links) are stored only as their SHA-256, so
 * the database alone cannot be used to act as anyone.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = newToken(32);
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Shape check before any lookup: 43 base64url characters (32 bytes). */
export function looksLikeSecret(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
