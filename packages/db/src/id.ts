import { randomFillSync } from 'node:crypto';

// Random bytes are drawn 4 KB at a time: one system call per about a hundred ids instead of one each
// (on the add-to-cart path, two or three a request). The bytes are used once each, never again.
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

function random(bytes: number): Buffer {
  if (bytes > POOL_SIZE) return randomFillSync(Buffer.alloc(bytes));
  if (offset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const out = Buffer.from(pool.subarray(offset, offset + bytes));
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return out;
}

/**
 * 24 hex characters: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation time
 * and look like the object ids storefront themes already expect.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + random(8).toString('hex');
}

/** An unguessable token for cookies (cart, crumb): 24 random bytes, base64url. */
export function newToken(bytes = 24): string {
  return random(bytes).toString('base64url');
}

let lastMs = Number.NaN;
let lastIso = '';

/** The current time as ISO 8601; formatted once per millisecond (it showed in add-to-cart profiles). */
export function nowIso(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
