import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type Engine } from './connect';
import { migrateToLatest } from './migrate';
import { newId, nowIso } from './id';
import type { NewProduct } from './schema';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and removes everything the test created. */
  drop(): Promise<void>;
}

/** The engines the integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database: SQLite in memory, or a new PostgreSQL schema that is dropped afterwards,
 * so parallel runs never see each other's rows.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const db = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    return { db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `plinth_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(url, `CREATE SCHEMA ${schema}`);
  const db = openDatabase({ url, pgSchema: schema, poolSize: 4 });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await runAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A `products` row for a test to insert: a physical product with no images, options, subscription or
 * scarcity, created now. Name what the test is about; the rest has a default (code review D3).
 */
export function productRow(
  row: Pick<NewProduct, 'website_id' | 'collection_id'> & Partial<NewProduct>,
): NewProduct {
  const now = nowIso();
  const id = row.id ?? newId();
  return {
    id,
    url_id: `product-${id}`,
    title: 'Test Product',
    description: '',
    product_type: 1,
    images: '[]',
    options: '[]',
    is_subscribable: 0,
    subscription_plan: null,
    scarcity_enabled: 0,
    scarcity_text: null,
    custom_sold_out_text: null,
    custom_add_button_text: null,
    position: 0,
    created_at: now,
    updated_at: now,
    ...row,
  };
}
