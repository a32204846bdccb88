import { describe, expect, test } from 'vitest';
import { buildPageOnce, createPageCache, type BuiltPage } from './page-render';

const page = (validUntil?: number): BuiltPage =>
  ({ context: {}, islands: {}, ...(validUntil === undefined ? {} : { validUntil }) }) as unknown as BuiltPage;

describe('buildPageOnce', () => {
  test('reuses a built page until its validUntil, then builds it again', async () => {
    const app = { pageCache: createPageCache({ themeAssetsDir: '/nonexistent' }) };
    let builds = 0;
    const build = async () => {
      builds += 1;
      return page(1000);
    };
    await buildPageOnce(app, 'k', build, 0);
    await buildPageOnce(app, 'k', build, 999);
    expect(builds).toBe(1);
    await buildPageOnce(app, 'k', build, 1000);
    expect(builds).toBe(2);
  });

  test('a page without validUntil holds until its key changes', async () => {
    const app = { pageCache: createPageCache({ themeAssetsDir: '/nonexistent' }) };
    let builds = 0;
    const build = async () => {
      builds += 1;
      return page();
    };
    await buildPageOnce(app, 'k', build, 0);
    await buildPageOnce(app, 'k', build, Number.MAX_SAFE_INTEGER);
    expect(builds).toBe(1);
  });
});
