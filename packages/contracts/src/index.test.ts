import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * Every module the file loads at run time, following relative imports: `import type` and `export type`
 * lines are erased by the compiler and load nothing, so they are skipped.
 */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms);
  for (const [, typeOnly, specifier] of statements) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('.')) runtimeImports(resolve(dirname(file), `${specifier}.ts`), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('the zod-free entry', () => {
  test('loads no zod, directly or through another module', () => {
    const loaded = [...runtimeImports(resolve(SRC, 'index.ts'))];
    expect(loaded.filter((m) => !m.startsWith('/'))).toEqual([]);
    expect(loaded.some((m) => m.endsWith('/cart.ts'))).toBe(false);
  });

  test('the walk sees a value import of zod where there is one', () => {
    expect(runtimeImports(resolve(SRC, 'schemas.ts'))).toContain('zod');
  });

  test('still offers the values the islands need, and the schema entry the schemas', async () => {
    const plain = await import('./index');
    const schemas = await import('./schemas');
    expect(plain.CART_API.entries).toBe('/api/commerce/shopping-cart/entries');
    expect(plain.COOKIE.crumb).toBe('crumb');
    expect(plain.ACCOUNT_PAGE.signIn).toBe('/account/login');
    expect('cartEntrySchema' in plain).toBe(false);
    expect(typeof schemas.addToCartRequestSchema.safeParse).toBe('function');
  });
});
