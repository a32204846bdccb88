import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_ROLE } from '@plinth/contracts';
import { migrateToLatest, openDatabase, writeTransaction, type Db } from '@plinth/db';
import { afterAll, describe, expect, test } from 'vitest';
import { IMPORT_EXIT, runImportCommand } from '../src/cli/import-command';
import { loadConfig, type Config } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';
import { addTestMember, TEST_OWNER } from './fixtures/create-test-app';
import { createPng } from './fixtures/create-test-images';
import { IMPORT_FIXTURES } from './fixtures/import-runs';

const scratch = mkdtempSync(join(tmpdir(), 'plinth-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function freshConfig(): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000', DATA_DIR: join(scratch, 'data') });
}

async function run(config: Config, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCommand(argv, config, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withDb<T>(config: Config, look: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ sqlitePath: config.sqlitePath });
  try {
    return await look(db);
  } finally {
    await db.close();
  }
}

describe('npm run import, in process on a temporary SQLite database', () => {
  const config = freshConfig();

  test('imports a Shopify CSV into the site of a host, printing progress and the report', async () => {
    await withDb(config, async (db) => {
      await migrateToLatest(db);
      await writeTransaction(db, (trx) => seedDemoSite(trx));
      await addTestMember(db, { ...TEST_OWNER, role: SITE_ROLE.ADMIN });
    });
    const result = await run(
      config,
      '--site',
      'localhost',
      '--shopify-csv',
      join(IMPORT_FIXTURES, 'bad-prices.csv'),
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(IMPORT_EXIT.done);
    expect(result.out).toContain('Importing bad-prices.csv into');
    expect(result.out).toContain('3 of 3 done');
    expect(result.out).toContain('Done: 2 imported, 0 updated, 1 skipped (of 3).');
    expect(result.out).toContain(
      'Skipped: product "bad" (line 3): Variant Price "abc" is not a price (write it like 1234.50).',
    );
    const again = await run(
      config,
      '--site',
      'localhost',
      '--shopify-csv',
      join(IMPORT_FIXTURES, 'bad-prices.csv'),
    );
    expect(again.out).toContain('Done: 0 imported, 2 updated, 1 skipped (of 3).');
  });

  test('imports a WordPress export with a media folder: posts, pages and the image file', async () => {
    const media = join(scratch, 'media', '2024', '03');
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, 'loom.png'), createPng(5, 5));
    const result = await run(
      config,
      ...['--site', 'localhost', '--wordpress', join(IMPORT_FIXTURES, 'wordpress-export.xml')],
      ...['--media', join(scratch, 'media')],
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(IMPORT_EXIT.done);
    expect(result.out).toContain('Done: 7 imported, 0 updated, 1 skipped (of 8).');
    expect(result.out).toContain('Skipped: nav_menu_item "Main menu link" (item 8 (line 133))');
    const files = await withDb(config, (db) =>
      db.kysely.selectFrom('files').select('file_name').where('file_name', '=', 'loom.png').execute(),
    );
    expect(files).toHaveLength(1);
  });

  test('a file refused whole exits 3 with the reason', async () => {
    const result = await run(
      config,
      '--site',
      'localhost',
      '--shopify-csv',
      join(IMPORT_FIXTURES, 'missing-columns.csv'),
    );
    expect(result.code).toBe(IMPORT_EXIT.refused);
    expect(result.err).toMatch(
      /^The file was refused, nothing was imported: Line 1: the file has no "Handle" column\./,
    );
  });

  test('bad arguments, an unknown host and a missing file exit 2 with what to fix', async () => {
    expect(await run(config, '--shopify-csv', 'a.csv')).toMatchObject({
      code: IMPORT_EXIT.invalid,
      err: expect.stringContaining('--site <host> is required') as unknown,
    });
    expect(
      await run(config, '--site', 'localhost', '--shopify-csv', 'a.csv', '--wordpress', 'b.xml'),
    ).toMatchObject({
      code: IMPORT_EXIT.invalid,
      err: expect.stringContaining('give exactly one file') as unknown,
    });
    expect(
      await run(config, '--site', 'nowhere.test', '--shopify-csv', join(IMPORT_FIXTURES, 'bad-prices.csv')),
    ).toMatchObject({
      code: IMPORT_EXIT.invalid,
      err: expect.stringContaining('no site answers on nowhere.test') as unknown,
    });
    expect(
      await run(config, '--site', 'localhost', '--shopify-csv', join(scratch, 'none.csv')),
    ).toMatchObject({
      code: IMPORT_EXIT.invalid,
      err: expect.stringContaining('is not a file') as unknown,
    });
  });
});
