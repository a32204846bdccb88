import { describe, expect, test } from 'vitest';
import { createTestDatabase } from './test-database';
import { migrateToLatest } from './migrate';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL introspector', () => {
  test('sees the current schema only, so other schemas coming and going cannot break a migration', async () => {
    const mine = await createTestDatabase('postgres');
    const other = await createTestDatabase('postgres');
    try {
      const tables = await mine.db.kysely.introspection.getTables();
      const [schema] = await mine.db.kysely.introspection.getSchemas();
      expect(tables.map((table) => table.name)).toContain('websites');
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema?.name]));
      // Migrating while another schema is dropped at the same moment (a parallel test run finishing).
      await Promise.all([migrateToLatest(mine.db), other.drop()]);
    } finally {
      await mine.drop();
    }
  });
});
