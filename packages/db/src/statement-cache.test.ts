import BetterSqlite3 from 'better-sqlite3';
import { expect, test } from 'vitest';
import { withStatementCache } from './statement-cache';

test('prepares each SQL text once and evicts the oldest past its capacity', () => {
  const sqlite = new BetterSqlite3(':memory:');
  let prepared = 0;
  const counting = {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      prepared += 1;
      return sqlite.prepare(sql);
    },
  };
  const cached = withStatementCache(counting, 2);
  expect(cached.prepare('select 1 as a').all([])).toEqual([{ a: 1 }]);
  expect(cached.prepare('select 1 as a').all([])).toEqual([{ a: 1 }]);
  expect(prepared).toBe(1);
  cached.prepare('select 2 as a');
  cached.prepare('select 3 as a');
  cached.prepare('select 1 as a');
  expect(prepared).toBe(4);
  cached.close();
});
