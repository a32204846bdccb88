import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { containsPattern, forUpdate, writeTransaction } from './dialect';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';

describe.each(testEngines())('forUpdate on %s', (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.drop();
  });

  test('takes the engine from the executor it is given, a transaction included', async () => {
    const expected = engine === 'postgres' ? / for update$/ : /"id" = \$1$|"id" = \?$/;
    const query = (db: typeof handle.db.kysely) =>
      db.selectFrom('websites').select('id').where('id', '=', 'x');
    expect(forUpdate(handle.db.kysely, query(handle.db.kysely)).compile().sql).toMatch(expected);
    expect(forUpdate(handle.db, query(handle.db.kysely)).compile().sql).toMatch(expected);
    const inTransaction = await writeTransaction(handle.db, async (trx) => {
      const locked = forUpdate(trx, query(trx));
      await locked.execute();
      return locked.compile().sql;
    });
    expect(inTransaction).toMatch(expected);
  });

  test('containsPattern takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
