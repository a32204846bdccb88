import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The repository's eslint.config.js, without type information (the snippets are not on disk). */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layout lint rules (CONTRIBUTING.md, decision 0018)', () => {
  test("a module imports another module's files only through its index", async () => {
    const deep = "import { listSiteCollections } from '../navigation/queries';\nvoid listSiteCollections;\n";
    const viaIndex =
      "import { loadStorefrontNavigation } from '../navigation';\nvoid loadStorefrontNavigation;\n";
    const ownFile = "import { findRootCategory } from './queries';\nvoid findRootCategory;\n";
    const shared = "import { AppError } from '../../app-error';\nvoid AppError;\n";
    const file = 'apps/server/src/modules/store-pages/example.ts';
    expect(await ruleIds(file, deep)).toContain('no-restricted-imports');
    expect(await ruleIds(file, viaIndex)).toEqual([]);
    expect(await ruleIds(file, ownFile)).toEqual([]);
    expect(await ruleIds(file, shared)).toEqual([]);
    const fromPlugin = "import { findMembership } from '../modules/members/queries';\nvoid findMembership;\n";
    expect(await ruleIds('apps/server/src/plugins/example.ts', fromPlugin)).toContain(
      'no-restricted-imports',
    );
  });

  test('a module never imports plugins/; plugins import modules through their index', async () => {
    const file = 'apps/server/src/modules/pages/example.ts';
    const crumb = "import { rotateCrumb } from '../../plugins/crumb';\nvoid rotateCrumb;\n";
    const redisType =
      "import type { SharedRedis } from '../../plugins/redis';\nexport type R = SharedRedis;\n";
    const neutral = "import { isApiPath } from '../../api-path';\nvoid isApiPath;\n";
    expect(await ruleIds(file, crumb)).toContain('no-restricted-imports');
    expect(await ruleIds(file, redisType)).toContain('no-restricted-imports');
    expect(await ruleIds(file, neutral)).toEqual([]);
    const moduleIndex = "import { openCatalog } from '../modules/catalog';\nvoid openCatalog;\n";
    expect(await ruleIds('apps/server/src/plugins/example.ts', moduleIndex)).toEqual([]);
  });

  test('Kysely statements, sql`` and fixedQuery appear only in queries.ts', async () => {
    const code = [
      "import { fixedQuery, sql, type Executor } from '@plinth/db';",
      'export async function f(db: Executor) {',
      "  await db.selectFrom('websites').selectAll().execute();",
      "  await db.deleteFrom('carts').execute();",
      "  await fixedQuery('delete from carts').run(db, []);",
      '  return sql`select 1`;',
      '}',
      '',
    ].join('\n');
    const inService = await ruleIds('apps/server/src/modules/sites/service-example.ts', code);
    expect(inService.filter((id) => id === 'no-restricted-syntax')).toHaveLength(4);
    expect(await ruleIds('apps/server/src/modules/sites/queries.ts', code)).toEqual([]);
    expect(await ruleIds('apps/server/test/example.test.ts', code)).toEqual([]);
  });

  test('file names are kebab-case, React components PascalCase', async () => {
    const code = 'export const x = 1;\n';
    expect(await ruleIds('apps/server/src/modules/sites/siteStore.ts', code)).toContain(
      'plinth/filename-case',
    );
    expect(await ruleIds('apps/server/src/modules/sites/Site.ts', code)).toContain('plinth/filename-case');
    expect(await ruleIds('apps/server/src/modules/sites/site-store.ts', code)).toEqual([]);
    expect(await ruleIds('apps/editor/src/panels/Example.tsx', code)).toEqual([]);
    expect(await ruleIds('packages/storefront/src/CartPill.island.tsx', code)).toEqual([]);
    expect(await ruleIds('packages/db/src/migrations/0010-example-change.ts', code)).toEqual([]);
  });

  test('editor code must not import server code', async () => {
    const code = "import { readFileSync } from 'node:fs';\nvoid readFileSync;\n";
    expect(await ruleIds('apps/editor/src/panels/example.ts', code)).toContain('no-restricted-imports');
  });
});
