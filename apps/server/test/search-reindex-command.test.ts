import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, searchDocuments, writeTransaction, type Db } from '@plinth/db';
import { afterAll, describe, expect, test } from 'vitest';
import { runSearchReindex, SEARCH_REINDEX_EXIT } from '../src/cli/search-reindex-command';
import { loadConfig, type Config } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';

const scratch = mkdtempSync(join(tmpdir(), 'plinth-search-reindex-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
function freshConfig(): Config {
  folders += 1;
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    DATA_DIR: join(scratch, `d${folders}`),
  });
}

async function withDb<T>(config: Config, use: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ sqlitePath: config.sqlitePath });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

async function run(config: Config, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSearchReindex(argv, config, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run search:reindex, in process on a temporary SQLite database', () => {
  test('indexes the products and pages written without the index, printing its progress', async () => {
    const config = freshConfig();
    const websiteId = await withDb(config, async (db) => {
      await migrateToLatest(db);
      return writeTransaction(db, (trx) => seedDemoSite(trx));
    });
    const find = () =>
      withDb(config, (db) =>
        searchDocuments(db.kysely, {
          websiteId,
          terms: ['linen', 'shirt'],
          config: 'english',
          at: new Date().toISOString(),
          limit: 10,
          offset: 0,
        }),
      );
    const catalogVersion = () =>
      withDb(config, async (db) => {
        const row = await db.kysely
          .selectFrom('websites')
          .select('catalog_version')
          .where('id', '=', websiteId)
          .executeTakeFirstOrThrow();
        return Number(row.catalog_version);
      });
    expect((await find()).total).toBe(0);
    const before = await catalogVersion();
    const result = await run(config, '--site', 'localhost');
    expect(result.err).toBe('');
    expect(result.code).toBe(SEARCH_REINDEX_EXIT.done);
    expect(result.out).toContain('Plinth Supply Co.');
    expect(result.out).toMatch(/done: \d+ searchable of \d+ products and \d+ pages in [\d.]+ s/);
    expect(result.out).toContain('Rebuilt the search index of 1 site.');
    expect((await find()).hits.map((h) => h.url)).toEqual(['/shop/p/linen-shirt']);
    // Running servers build their cached result pages again: they are keyed by the catalogue version.
    expect(await catalogVersion()).toBe(before + 1);
    // Again: the same index, no duplicates.
    expect((await run(config)).code).toBe(SEARCH_REINDEX_EXIT.done);
    expect((await find()).total).toBe(1);
  });

  test('names a host no site answers on, and an unknown option', async () => {
    const config = freshConfig();
    const unknown = await run(config, '--site', 'nowhere.test');
    expect(unknown.code).toBe(SEARCH_REINDEX_EXIT.invalid);
    expect(unknown.err).toBe('npm run search:reindex: no site answers on nowhere.test.');
    expect((await run(config, '--sites', 'x')).code).toBe(SEARCH_REINDEX_EXIT.invalid);
    expect((await run(config, '--help')).out).toContain('Usage: npm run search:reindex');
  });
});
