import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SITE_ROLE } from '@plinth/contracts';
import { migrateToLatest, openDatabase, writeTransaction, type Db } from '@plinth/db';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { runSiteCreate, SITE_CREATE_EXIT } from '../src/cli/site-create-command';
import { loadConfig, TEST_PASSWORD_HASH_COST, type Config } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';
import { addMember } from '../src/modules/members';
import { createUser } from '../src/modules/owner-session';
import { PROCESS_TEST_TIMEOUT_MS } from './fixtures/server-process';
import { REPO_ROOT } from '../src/paths';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

const scratch = mkdtempSync(join(tmpdir(), 'plinth-site-create-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
function freshConfig(env: Record<string, string> = {}): Config {
  folders += 1;
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    DATA_DIR: join(scratch, `data-${folders}`),
    ...env,
  });
}

async function run(config: Config, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSiteCreate(argv, config, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Opens the command's SQLite file after it closed it, for a look at what it wrote. */
async function inspect<T>(config: Config, look: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ sqlitePath: config.sqlitePath });
  try {
    return await look(db);
  } finally {
    await db.close();
  }
}

describe('npm run site:create, in process on a temporary SQLite database', () => {
  test('on a new database: migrates, creates the site, and names the first administrator to come', async () => {
    const config = freshConfig({ PLINTH_ADMIN_EMAIL: 'first@example.com' });
    const result = await run(config, '--host', 'Example.TEST', '--title', 'My shop');
    expect(result.err).toBe('');
    expect(result.code).toBe(SITE_CREATE_EXIT.created);
    expect(result.out).toMatch(/^Created the site "My shop" \(id [A-Za-z0-9]+\) from the blank template\./);
    expect(result.out).toContain('Site:   http://example.test:3000/');
    expect(result.out).toContain('Editor: http://example.test:3000/config');
    expect(result.out).toContain('Administrator: first@example.com, the account the server creates');
    const sites = await inspect(config, (db) =>
      db.kysely
        .selectFrom('websites')
        .innerJoin('website_hosts', 'website_hosts.website_id', 'websites.id')
        .select(['websites.title', 'website_hosts.host'])
        .execute(),
    );
    expect(sites).toEqual([{ title: 'My shop', host: 'example.test' }]);
  });

  test('adds an existing account as Administrator; a taken host exits 3, an unknown owner 2', async () => {
    const config = freshConfig();
    const db = openDatabase({ sqlitePath: config.sqlitePath });
    try {
      await migrateToLatest(db);
      await writeTransaction(db, async (trx) => {
        const demo = await seedDemoSite(trx);
        const user = await createUser(
          trx,
          { email: 'ada@example.com', name: 'Ada', password: 'a long password' },
          TEST_PASSWORD_HASH_COST,
        );
        await addMember(trx, demo, user.id, SITE_ROLE.ADMIN);
      });
    } finally {
      await db.close();
    }

    const created = await run(
      config,
      '--host',
      'two.test',
      '--title',
      'Two',
      '--owner-email',
      'Ada@Example.com',
    );
    expect(created.code, created.err).toBe(SITE_CREATE_EXIT.created);
    expect(created.out).toContain('Administrator: ada@example.com');
    const members = await inspect(config, (look) =>
      look.kysely
        .selectFrom('website_members')
        .innerJoin('website_hosts', 'website_hosts.website_id', 'website_members.website_id')
        .select(['website_hosts.host', 'website_members.role'])
        .where('website_hosts.host', '=', 'two.test')
        .execute(),
    );
    expect(members).toEqual([{ host: 'two.test', role: SITE_ROLE.ADMIN }]);

    const taken = await run(
      config,
      '--host',
      'localhost',
      '--title',
      'Copy',
      '--owner-email',
      'ada@example.com',
    );
    expect(taken).toEqual({
      code: SITE_CREATE_EXIT.hostTaken,
      out: '',
      err: 'npm run site:create: The host name localhost already belongs to a site. Choose another.',
    });

    const unknown = await run(
      config,
      '--host',
      'three.test',
      '--title',
      'Three',
      '--owner-email',
      'zed@example.com',
    );
    expect(unknown.code).toBe(SITE_CREATE_EXIT.invalid);
    expect(unknown.err).toContain('no editor account uses zed@example.com');
    // Without --owner-email, the PLINTH_ADMIN_EMAIL account (owner@example.com here) must exist.
    const noOwner = await run(config, '--host', 'three.test', '--title', 'Three');
    expect(noOwner.code).toBe(SITE_CREATE_EXIT.invalid);
    expect(noOwner.err).toContain('--owner-email');
    const titles = await inspect(config, (look) =>
      look.kysely.selectFrom('websites').select('title').execute(),
    );
    expect(titles.map((t) => t.title).sort()).toEqual(['Plinth Supply Co.', 'Two']);
  });

  test('bad arguments exit 2 with every problem listed, before the database is opened', async () => {
    // A data folder that cannot be opened (a file is in the way): opening it would exit 1, not 2.
    writeFileSync(join(scratch, 'a-file'), 'not a folder');
    const config = freshConfig({ DATA_DIR: join(scratch, 'a-file', 'data') });
    const result = await run(config, '--host', 'https://x.test', '--template', 'shop');
    expect(result.code).toBe(SITE_CREATE_EXIT.invalid);
    expect(result.err.split('\n')).toEqual([
      'npm run site:create: --title is required.',
      'npm run site:create: --host https://x.test: Enter the host name alone, like shop.example.com: no https://, port or path.',
      'npm run site:create: Choose a starting template: blank.',
      'Run `npm run site:create -- --help` for the options.',
    ]);
  });
});

test('one real run of the command: a node process on a temporary data folder prints the id and the address', async () => {
  const dataDir = join(scratch, 'process');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/site-create.ts',
      '--host',
      'shop.example.test',
      '--title',
      'My shop',
    ],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: '8080',
      },
      timeout: PROCESS_TEST_TIMEOUT_MS - 5_000,
    },
  );
  expect(stderr).toBe('');
  expect(stdout).toMatch(/Created the site "My shop" \(id [A-Za-z0-9]+\)/);
  expect(stdout).toContain('Site:   http://shop.example.test:8080/');
  const failed = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/site-create.ts',
      '--host',
      'shop.example.test',
      '--title',
      'Again',
    ],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      timeout: PROCESS_TEST_TIMEOUT_MS - 5_000,
    },
  ).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(SITE_CREATE_EXIT.hostTaken);
  expect(failed?.stderr.trim()).toBe(
    'npm run site:create: The host name shop.example.test already belongs to a site. Choose another.',
  );
});
