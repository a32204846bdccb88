import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildServer, SERVER_DIST_DIR } from '../src/cli/server-bundle';
import {
  BUILT_MIGRATE_ENTRY,
  BUILT_SEED_ENTRY,
  BUILT_SERVER_ENTRY,
  PROCESS_TEST_TIMEOUT_MS,
  PROCESS_TIMEOUT_MS,
  request,
  runToExit,
  ScratchSchema,
  startServer,
  type RunningServer,
} from './fixtures/server-process';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

/**
 * Review I9: production runs the bundle `npm run build` writes to apps/server/dist on plain node (no
 * tsx). The bundle must still find every file the server reads at run time (theme templates and CSS,
 * island bundles, the editor, demo images, CLDR data) and every package it leaves external.
 */

const scratch = mkdtempSync(join(tmpdir(), 'plinth-built-'));
const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = postgresUrl ? new ScratchSchema(postgresUrl) : undefined;
const servers: RunningServer[] = [];

beforeAll(async () => {
  // Built here too, so the test checks the current sources when run on its own (about a second).
  await buildServer();
  await schema?.create();
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await schema?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

async function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(
    { NODE_ENV: 'production', ...env },
    PROCESS_TIMEOUT_MS,
    BUILT_SERVER_ENTRY,
  );
  servers.push(server);
  const deadline = Date.now() + PROCESS_TIMEOUT_MS;
  while ((await request(server.url('/healthz'))).status !== 200) {
    if (!server.alive() || Date.now() > deadline) {
      throw new Error(`/healthz never answered 200:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/** The local addresses (`href`/`src`) of a page that start with `prefix`. */
function linked(html: string, prefix: string): string[] {
  const pattern = new RegExp(`(?:href|src)="(${prefix.replace(/[/.]/g, '\\$&')}[^"]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

const ENGINES = [
  { engine: 'SQLite', env: () => ({ DATA_DIR: join(scratch, 'sqlite') }) },
  ...(schema
    ? [{ engine: 'PostgreSQL', env: () => ({ DATA_DIR: join(scratch, 'pg'), DATABASE_URL: schema.url() }) }]
    : []),
];

describe('the built server on plain node', () => {
  test.each(ENGINES)(
    'serves /healthz, the home page and a product page with its scripts, styles and images ($engine)',
    async ({ env }) => {
      const server = await startBuiltServer(env());

      const home = await request(server.url('/'));
      expect(home.status, server.output()).toBe(200);
      expect(home.text).toContain('Plinth Supply Co.');

      const product = await request(server.url('/shop/p/linen-shirt'));
      expect(product.status, server.output()).toBe(200);
      expect(product.text).toContain('Linen Shirt');
      // Money formatted through the theme's CLDR data, read from node_modules at run time.
      expect(product.text).toContain('$68.00');

      // Island bundles (packages/storefront/dist), theme CSS (themes/default) and demo images
      // (apps/server/demo): each located from its own package, not from apps/server/dist.
      const assets = [
        ...linked(product.text, '/assets/islands/').slice(0, 1),
        ...linked(product.text, '/assets/theme/').slice(0, 1),
        ...linked(product.text, '/assets/demo/').slice(0, 1),
      ];
      expect(assets).toHaveLength(3);
      for (const asset of assets) expect((await request(server.url(asset))).status, asset).toBe(200);

      // The editor's single-page app (apps/editor/dist).
      const editor = await request(server.url('/config'));
      expect(editor.status).toBe(200);
      expect(editor.text).toContain('<div id="root"');
    },
  );

  test('db:migrate and db:seed run from the build', async () => {
    const env = { DATA_DIR: join(scratch, 'cli') };
    const migrated = await runToExit(BUILT_MIGRATE_ENTRY, env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Applied: 0001-sites-create');

    const seeded = await runToExit(BUILT_SEED_ENTRY, env);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Seeded the demo site "Plinth Supply Co."');
  });

  test('source maps point stack traces at the TypeScript sources', () => {
    const map = JSON.parse(readFileSync(join(SERVER_DIST_DIR, 'main.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources).toContain('../src/main.ts');
    expect(map.sources).toContain('../../../packages/db/src/migrate.ts');
  });
});
