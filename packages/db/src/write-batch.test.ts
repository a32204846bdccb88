import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { writeTransaction } from './dialect';
import { fixedQuery, insertRows, insertRowsTogether, preparedStatementName } from './fixed-query';
import { newId, newToken, nowIso } from './id';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';
import { batchedCalls, batchedWriter } from './write-batch';

const INSERT_WEBSITE = fixedQuery(
  'insert into websites (id, title, currency, language, settings, created_at) values (?, ?, ?, ?, ?, ?)',
);
const WEBSITE_TITLE = fixedQuery<{ title: string }>('select title from websites where id = ?');

describe.each(testEngines())('fixed queries and batched writes on %s', (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => (handle as TestDatabase | undefined)?.drop());

  const insertSite = (id: string, title: string) =>
    INSERT_WEBSITE.run(handle.db.kysely, [id, title, 'USD', 'en', '{}', nowIso()]);

  test('a fixed query runs with its parameters in order and reports changed rows', async () => {
    const id = newId();
    expect(await insertSite(id, 'Fixed')).toBe(1);
    expect(await WEBSITE_TITLE.first(handle.db.kysely, [id])).toEqual({ title: 'Fixed' });
    expect(await WEBSITE_TITLE.rows(handle.db.kysely, [newId()])).toEqual([]);
  });

  test('a fixed query is a named prepared statement on PostgreSQL, prepared once per connection', async () => {
    if (engine !== 'postgres') return;
    const id = newId();
    await insertSite(id, 'Prepared');
    const prepared = await writeTransaction(handle.db, async (trx) => {
      await WEBSITE_TITLE.first(trx, [id]);
      await WEBSITE_TITLE.first(trx, [id]);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(trx);
      return rows;
    });
    const mine = prepared.filter((row) => row.statement.includes('select title from websites where id = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^plinth_[0-9a-f]{16}$/);
  });

  test('insertRows writes rows in one statement, leaves undefined columns to their defaults and answers RETURNING', async () => {
    const site = newId();
    await insertSite(site, 'Jobs');
    const job = (dedupeKey: string) => ({
      id: newId(),
      website_id: site,
      kind: 'test.kind',
      payload: '{}',
      dedupe_key: dedupeKey,
      state: 'queued',
      run_at: nowIso(),
      attempts: 0,
      max_attempts: 3,
      locked_until: null,
      locked_by: null,
      last_error: undefined, // left out: the column's default (null)
      created_at: nowIso(),
      updated_at: nowIso(),
      finished_at: null,
    });
    const key = newToken();
    const first = [job(`${key}:a`), job(`${key}:b`)];
    const conflict = 'on conflict (dedupe_key) do nothing returning id';
    const written = await insertRows<{ id: string }>(handle.db.kysely, 'jobs', first, conflict);
    expect(written.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
    // The same keys again (and one new): only the new row is written, and only it is answered.
    const again = [job(`${key}:a`), job(`${key}:c`)];
    const second = await insertRows<{ id: string }>(handle.db.kysely, 'jobs', again, conflict);
    expect(second).toEqual([{ id: again[1]!.id }]);
    const stored = await handle.db.kysely
      .selectFrom('jobs')
      .select(['dedupe_key', 'last_error'])
      .where('website_id', '=', site)
      .orderBy('dedupe_key')
      .execute();
    expect(stored).toEqual([
      { dedupe_key: `${key}:a`, last_error: null },
      { dedupe_key: `${key}:b`, last_error: null },
      { dedupe_key: `${key}:c`, last_error: null },
    ]);
    expect(await insertRows(handle.db.kysely, 'jobs', [])).toEqual([]);
  });

  test('insertRows refuses rows of different columns and names that are not plain identifiers', async () => {
    await expect(
      insertRows(handle.db.kysely, 'websites', [
        { id: newId(), title: 'A' },
        { id: newId(), currency: 'USD' },
      ]),
    ).rejects.toThrow('must set the same columns');
    await expect(insertRows(handle.db.kysely, 'websites', [{ 'id) values (1); --': 'x' }])).rejects.toThrow(
      'Not an identifier',
    );
    await expect(insertRows(handle.db.kysely, 'websites; drop table jobs', [{ id: 'x' }])).rejects.toThrow(
      'Not an identifier',
    );
  });

  test('insertRowsTogether writes a parent and its children in order, and nothing when a part fails', async () => {
    const at = nowIso();
    const site = (id: string) => ({
      id,
      title: 'Together',
      currency: 'USD',
      language: 'en',
      settings: '{}',
      created_at: at,
    });
    const cart = (id: string, websiteId: string) => ({
      id,
      website_id: websiteId,
      token: newToken(),
      is_purchased: 0,
      order_id: null,
      site_user_id: null,
      created_at: at,
      updated_at: at,
    });
    const siteId = newId();
    await writeTransaction(handle.db, (trx) =>
      insertRowsTogether(trx, [
        { table: 'websites', rows: [site(siteId)] },
        { table: 'carts', rows: [cart(newId(), siteId), cart(newId(), siteId)] },
        { table: 'carts', rows: [] },
      ]),
    );
    const carts = await handle.db.kysely
      .selectFrom('carts')
      .select('id')
      .where('website_id', '=', siteId)
      .execute();
    expect(carts).toHaveLength(2);

    const failing = newId();
    const taken = newId();
    await expect(
      writeTransaction(handle.db, (trx) =>
        insertRowsTogether(trx, [
          { table: 'websites', rows: [site(failing)] },
          { table: 'carts', rows: [cart(taken, failing), cart(taken, failing)] },
        ]),
      ),
    ).rejects.toThrow();
    const left = await handle.db.kysely
      .selectFrom('websites')
      .select('id')
      .where('id', '=', failing)
      .execute();
    expect(left).toEqual([]);
  });

  test('calls queued together reach runMany as one batch; when it fails each input is tried alone', async () => {
    const batches: number[][] = [];
    const call = batchedCalls<number, number>(
      async (inputs) => {
        batches.push(inputs);
        if (inputs.includes(13)) throw new Error('unlucky batch');
        return inputs.map((n) => n * 2);
      },
      async (n) => {
        if (n === 13) throw new Error('unlucky');
        return n * 2;
      },
    );
    expect(await Promise.all([1, 2, 3].map(call))).toEqual([2, 4, 6]);
    const mixed = await Promise.allSettled([4, 13, 5].map(call));
    expect(mixed.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual([8, 'rejected', 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 13, 5],
    ]);
    const wrongCount = batchedCalls<number, number>(
      async () => [1],
      async () => 0,
    );
    const settled = await Promise.allSettled([wrongCount(1), wrongCount(2)]);
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  test('writes queued together all land, and one failing write fails alone', async () => {
    const write = batchedWriter(handle.db);
    const ids = Array.from({ length: 20 }, () => newId());
    const taken = newId();
    await insertSite(taken, 'Taken');
    const results = await Promise.allSettled([
      ...ids.map((id) =>
        write(async (trx) => {
          await INSERT_WEBSITE.run(trx, [id, `Batch ${id}`, 'USD', 'en', '{}', nowIso()]);
        }),
      ),
      // A duplicate primary key: this write must fail without taking the others with it.
      write(async (trx) => {
        await INSERT_WEBSITE.run(trx, [taken, 'Again', 'USD', 'en', '{}', nowIso()]);
      }),
    ]);
    expect(results.slice(0, ids.length).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results[ids.length]?.status).toBe('rejected');
    for (const id of ids) {
      expect(await WEBSITE_TITLE.first(handle.db.kysely, [id])).toEqual({ title: `Batch ${id}` });
    }
    expect(await WEBSITE_TITLE.first(handle.db.kysely, [taken])).toEqual({ title: 'Taken' });
  });
});

test("only a fixed query's marked PostgreSQL text names a prepared statement", () => {
  const marked = `/* prepared: plinth_0123456789abcdef */ select 1`;
  expect(preparedStatementName(marked)).toBe('plinth_0123456789abcdef');
  expect(preparedStatementName('select 1')).toBeUndefined();
  expect(preparedStatementName('/* prepared: other */ select 1')).toBeUndefined();
});

test('ids and tokens from the random pool keep their shape and never repeat', () => {
  const ids = new Set(Array.from({ length: 5000 }, () => newId()));
  expect(ids.size).toBe(5000);
  for (const id of [...ids].slice(0, 50)) expect(id).toMatch(/^[0-9a-f]{24}$/);
  const tokens = new Set(Array.from({ length: 5000 }, () => newToken()));
  expect(tokens.size).toBe(5000);
  expect(newToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(newToken(5000)).toHaveLength(Math.ceil((5000 * 4) / 3));
});
