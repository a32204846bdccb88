import { afterEach, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';
import { migrateToLatest } from './migrate';
import { writeTransaction } from './dialect';
import { newId, nowIso } from './id';

describe.each(testEngines())('migrations on %s', (engine) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.drop();
    handle = undefined;
  });

  test('creates every table and a second run applies nothing', async () => {
    handle = await createTestDatabase(engine);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const count = await handle.db.kysely
      .selectFrom('cart_entries')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test('a failed write transaction leaves nothing behind', async () => {
    handle = await createTestDatabase(engine);
    const { db } = handle;
    await expect(
      writeTransaction(db, async (trx) => {
        await trx
          .insertInto('websites')
          .values({ id: newId(), title: 'Gone', currency: 'USD', language: 'en-US', settings: '{}', created_at: nowIso() })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.kysely.selectFrom('websites').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
