import { createTestDatabase, testEngines } from '@plinth/db/test';
import { writeTransaction } from '@plinth/db';
import { describe, expect, test } from 'vitest';
import { seedDemoSite } from '../../demo/seed';
import { createVisitorKeys, SALT_LIFETIME_MS } from './visitor-key';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON = Date.parse('2026-11-25T12:00:00Z');
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testEngines())('cookieless visitor keys (%s)', (engine) => {
  test('one key per visitor, site and UTC day; another the next day; salts gone after 48 hours', async () => {
    const handle = await createTestDatabase(engine);
    const { db } = handle;
    try {
      const siteId = await writeTransaction(db, (trx) => seedDemoSite(trx));
      const keys = createVisitorKeys(db);
      const morning = await keys.cookielessKey(siteId, '198.51.100.7', UA, NOON - 6 * 60 * 60 * 1000);
      const evening = await keys.cookielessKey(siteId, '198.51.100.7', UA, NOON + 6 * 60 * 60 * 1000);
      expect(morning).toMatch(/^[0-9a-f]{64}$/);
      expect(evening).toBe(morning);
      // A second process (its own memory) reads the same salt from the database.
      expect(await createVisitorKeys(db).cookielessKey(siteId, '198.51.100.7', UA, NOON)).toBe(morning);
      expect(await keys.cookielessKey(siteId, '198.51.100.8', UA, NOON)).not.toBe(morning);
      expect(await keys.cookielessKey(siteId, '198.51.100.7', `${UA} x`, NOON)).not.toBe(morning);
      expect(await keys.cookielessKey(siteId, '198.51.100.7', UA, NOON + DAY_MS)).not.toBe(morning);

      const days = async () =>
        (await db.kysely.selectFrom('analytics_salts').select('day').orderBy('day').execute()).map(
          (r) => r.day,
        );
      expect(await days()).toEqual(['2026-11-25', '2026-11-26']);
      // Making the salt of 2026-11-28 purges the salt made on the 25th (over 48 hours before).
      await keys.cookielessKey(siteId, '198.51.100.7', UA, NOON + 3 * DAY_MS);
      expect(await days()).toEqual(['2026-11-26', '2026-11-28']);
      expect(await keys.purgeOldSalts(NOON + 3 * DAY_MS + SALT_LIFETIME_MS + 1)).toBe(2);
      expect(await days()).toEqual([]);
    } finally {
      await handle.drop();
    }
  });
});
