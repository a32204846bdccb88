import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixedQuery } from './fixed-query';
import { newId, newToken, nowIso } from './id';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';
import { batchedWriter } from './write-batch';

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
    INSERT_WEBSITE.run(engine, handle.db.kysely, [id, title, 'USD', 'en', '{}', nowIso()]);

  test('a fixed query runs with its parameters in order and reports changed rows', async () => {
    const id = newId();
    expect(await insertSite(id, 'Fixed')).toBe(1);
    expect(await WEBSITE_TITLE.first(engine, handle.db.kysely, [id])).toEqual({ title: 'Fixed' });
    expect(await WEBSITE_TITLE.rows(engine, handle.db.kysely, [newId()])).toEqual([]);
  });

  test('writes queued together all land, and one failing write fails alone', async () => {
    const write = batchedWriter(handle.db);
    const ids = Array.from({ length: 20 }, () => newId());
    const taken = newId();
    await insertSite(taken, 'Taken');
    const results = await Promise.allSettled([
      ...ids.map((id) =>
        write(async (trx) => {
          await INSERT_WEBSITE.run(engine, trx, [id, `Batch ${id}`, 'USD', 'en', '{}', nowIso()]);
        }),
      ),
      // A duplicate primary key: this write must fail without taking the others with it.
      write(async (trx) => {
        await INSERT_WEBSITE.run(engine, trx, [taken, 'Again', 'USD', 'en', '{}', nowIso()]);
      }),
    ]);
    expect(results.slice(0, ids.length).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results[ids.length]?.status).toBe('rejected');
    for (const id of ids) {
      expect(await WEBSITE_TITLE.first(engine, handle.db.kysely, [id])).toEqual({ title: `Batch ${id}` });
    }
    expect(await WEBSITE_TITLE.first(engine, handle.db.kysely, [taken])).toEqual({ title: 'Taken' });
  });
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
