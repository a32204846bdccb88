import { createHmac, timingSafeEqual } from 'node:crypto';

/** The server secret (server_secrets) that signs unsubscribe links. */
export const UNSUBSCRIBE_SECRET_NAME = 'restock-unsubscribe';

function mac(key: Buffer, signUpId: string): string {
  return createHmac('sha256', key).update(`restock-unsubscribe:${signUpId}`).digest('base64url').slice(0, 32);
}

/**
 * "{signUpId}.{mac}": names the sign-up and proves the server wrote it. The same for every send of one
 * notice (a retried job renders the same email), and nothing to store.
 */
export function unsubscribeToken(key: Buffer, signUpId: string): string {
  return `${signUpId}.${mac(key, signUpId)}`;
}

/** The sign-up a token names, or null when the server did not write it. */
export function signUpIdOfToken(key: Buffer, token: string): string | null {
  const match = /^([A-Za-z0-9]{1,32})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id = '', given = ''] = match;
  const expected = Buffer.from(mac(key, id));
  return timingSafeEqual(expected, Buffer.from(given)) ? id : null;
}
