import { sql } from '@plinth/db';
import { createTestDatabase } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import {
  findTableWrites,
  isQueriesFile,
  ownerOf,
  readServerFile,
  serverSourceFiles,
  UNKNOWN_TABLE,
} from './fixtures/table-writes';
import { KNOWN_SHARED_WRITERS, TABLE_WRITERS } from './fixtures/table-writers';

/** Every table write in apps/server/src, with the owner (module) of the file it is in. */
function serverWrites() {
  return serverSourceFiles().flatMap((file) =>
    findTableWrites(readServerFile(file), file).map((write) => ({ ...write, file, owner: ownerOf(file) })),
  );
}

/** The tables the migrations leave, without Kysely's bookkeeping and SQLite's full-text shadow tables. */
async function migratedTables(): Promise<string[]> {
  const database = await createTestDatabase('sqlite');
  try {
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'table' order by name`.execute(database.db.kysely);
    const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql)).map((row) => row.name);
    return rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('kysely_migration') && !name.startsWith('sqlite_'))
      .filter(
        (name) => !virtual.some((fts) => new RegExp(`^${fts}_(data|idx|config|docsize|content)$`).test(name)),
      );
  } finally {
    await database.drop();
  }
}

const writers: Record<string, string> = TABLE_WRITERS;
const shared: Record<string, Record<string, string> | undefined> = KNOWN_SHARED_WRITERS;

describe('the table-write scanner', () => {
  test('finds Kysely writes, with aliases, and the table a checkout snippet should not write', () => {
    const checkout = [
      "await trx.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', id).execute();",
      "await trx.insertInto('orders as o').values(order).execute();",
      "await db.deleteFrom('cart_entries').where('cart_id', '=', id).execute();",
      "await db.replaceInto('jobs').values(job).execute();",
      "await db.selectFrom('variants').selectAll().execute();",
      "await insertRows(trx, 'order_lines', lines);",
      "await insertRowsTogether(trx, [{ table: 'orders', rows: [o] }, { table: 'purchase_records', rows: [r] }]);",
      "await insertNewRows(trx, 'jobs', jobs, 'dedupe_key');",
    ].join('\n');
    expect(findTableWrites(checkout).map((w) => [w.table, w.statement, w.line])).toEqual([
      ['carts', 'updateTable', 1],
      ['orders', 'insertInto', 2],
      ['cart_entries', 'deleteFrom', 3],
      ['jobs', 'replaceInto', 4],
      ['order_lines', 'insertRows', 6],
      ['orders', 'insertRowsTogether', 7],
      ['purchase_records', 'insertRowsTogether', 7],
      ['jobs', 'insertNewRows', 8],
    ]);
  });

  test('finds raw SQL in sql``, fixedQuery strings and + chains, quoted or aliased; not comments or reads', () => {
    const raw = [
      '// insert into comments_are_not_code (a) values (1)',
      "const A = fixedQuery('insert into carts (id) values (?)');",
      'const B = fixedQuery(\'delete from "cart_entries" where id = ?\');',
      "const C = fixedQuery('update ' + 'variants as v set stock_qty = ? where v.id = ?');",
      'const D = sql`INSERT OR REPLACE INTO websites (id) values (${id})`;',
      "const E = fixedQuery('update carts c set updated_at = ? where c.id = ?');",
      "const F = fixedQuery('select * from carts for update');",
      "const G = fixedQuery('insert into jobs (id) values (?) on conflict (id) do update set run_at = ?');",
    ].join('\n');
    expect(findTableWrites(raw).map((w) => [w.table, w.statement])).toEqual([
      ['carts', 'insert into'],
      ['cart_entries', 'delete from'],
      ['variants', 'update'],
      ['websites', 'insert or replace into'],
      ['carts', 'update'],
      ['jobs', 'insert into'],
    ]);
  });

  test('traces a table given as a parameter to its literal type or its callers, else reports it unknown', () => {
    const traced = [
      "type Setup = 'coupons' | 'tax_rules';",
      'export const purge = (db: Executor, table: Setup) => db.deleteFrom(table).execute();',
      'function insertRows(table: string) { return fixedQuery(`insert into ${table} (id) values (?)`); }',
      "const one = insertRows('orders');",
      'export const unknown = (db: Executor, name: string) => db.updateTable(name).execute();',
    ].join('\n');
    expect(findTableWrites(traced).map((w) => w.table)).toEqual([
      'coupons',
      'tax_rules',
      'orders',
      UNKNOWN_TABLE,
    ]);
  });
});

describe('TABLE_WRITERS (code review §4.1, issue 23 §1)', () => {
  test('names every table the migrations leave, and no other', async () => {
    expect(Object.keys(TABLE_WRITERS).sort()).toEqual(await migratedTables());
  });

  test('only a queries.ts file writes a table, and it always names the table', () => {
    const writes = serverWrites();
    const outside = writes.filter((w) => !isQueriesFile(w.file)).map((w) => `${w.file}:${w.line} ${w.table}`);
    expect(outside, 'move these statements into the module’s queries.ts').toEqual([]);
    const unknown = writes.filter((w) => w.table === UNKNOWN_TABLE).map((w) => `${w.file}:${w.line}`);
    expect(unknown, 'write the table as a literal, or type the parameter as a union of table names').toEqual(
      [],
    );
  });

  test('a module writes only the tables the map gives it, or an entry of KNOWN_SHARED_WRITERS', () => {
    const strays = serverWrites()
      .filter((w) => w.table !== UNKNOWN_TABLE)
      .filter((w) => writers[w.table] !== w.owner && shared[w.table]?.[w.owner] === undefined)
      .map((w) =>
        w.table in writers
          ? `${w.file}:${w.line} ${w.statement} ${w.table}: ${writers[w.table]} owns it`
          : `${w.file}:${w.line} ${w.statement} ${w.table}: not in TABLE_WRITERS`,
      );
    expect(strays, 'call the owner through its index, or add the table to TABLE_WRITERS').toEqual([]);
  });

  test('every KNOWN_SHARED_WRITERS entry is still needed (the list only shrinks)', () => {
    const writes = serverWrites();
    const stale = Object.entries(shared).flatMap(([table, modules]) =>
      Object.keys(modules ?? {})
        .filter((module) => !writes.some((w) => w.table === table && w.owner === module))
        .map((module) => `${table} ← ${module}`),
    );
    expect(stale, 'these modules no longer write the table: remove the entries').toEqual([]);
    const owners = Object.entries(shared).filter(([table, modules]) => writers[table]! in (modules ?? {}));
    expect(owners, 'an owner is not a shared writer of its own table').toEqual([]);
  });
});
