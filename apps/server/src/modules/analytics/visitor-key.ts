import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@plinth/db';
import { deleteSaltsCreatedBefore, findSalt, insertSaltIfAbsent } from './queries';

/** A salt is deleted this long after it was made, so a visitor hash can never be recomputed later. */
export const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface VisitorKeys {
  /**
   * The cookieless visitor key: sha256 of the site's salt for the UTC day of `nowMs`, the client address
   * and its user agent. The same visitor gets the same key all day on one site and another key the next
   * day or on another site; without the salt (deleted after 48 h) the address cannot be recovered.
   */
  cookielessKey(websiteId: string, address: string, userAgent: string, nowMs: number): Promise<string>;
  /** Deletes the salts older than SALT_LIFETIME_MS (run periodically and whenever a new salt is made). */
  purgeOldSalts(nowMs: number): Promise<number>;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Daily salts per site, in analytics_salts so every process of a deployment hashes alike; each process
 * keeps the salts it has read in memory (at most one per site and day, dropped with the day).
 */
export function createVisitorKeys(db: Db): VisitorKeys {
  let cacheDay = '';
  let cache = new Map<string, Promise<string>>();

  const purgeOldSalts = (nowMs: number) =>
    deleteSaltsCreatedBefore(db.kysely, new Date(nowMs - SALT_LIFETIME_MS).toISOString());

  const loadSalt = async (websiteId: string, day: string, nowMs: number): Promise<string> => {
    const stored = await findSalt(db.kysely, websiteId, day);
    if (stored) return stored;
    await insertSaltIfAbsent(db.kysely, {
      website_id: websiteId,
      day,
      salt: randomBytes(32).toString('base64url'),
      created_at: new Date(nowMs).toISOString(),
    });
    await purgeOldSalts(nowMs);
    const salt = await findSalt(db.kysely, websiteId, day);
    if (!salt) throw new Error(`Invariant failed: the analytics salt of ${websiteId} for ${day} is missing`);
    return salt;
  };

  const saltOf = (websiteId: string, nowMs: number): Promise<string> => {
    const day = utcDay(nowMs);
    if (day !== cacheDay) {
      cacheDay = day;
      cache = new Map();
    }
    let salt = cache.get(websiteId);
    if (!salt) {
      salt = loadSalt(websiteId, day, nowMs);
      // A failed read (the database away) is not remembered: the next event tries again.
      salt.catch(() => cache.delete(websiteId));
      cache.set(websiteId, salt);
    }
    return salt;
  };

  return {
    async cookielessKey(websiteId, address, userAgent, nowMs) {
      const salt = await saltOf(websiteId, nowMs);
      return createHash('sha256').update(`${salt}|${address}|${userAgent}`).digest('hex');
    },
    purgeOldSalts,
  };
}
