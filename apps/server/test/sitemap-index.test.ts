import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor } from './fixtures/create-test-app';

const ORIGIN = 'http://127.0.0.1:3000';
const LIMIT = 5;

/**
 * /sitemap.xml becomes an index past SITEMAP_URL_LIMIT (50,000) addresses. The app here lowers the limit
 * to 5, so the demo site's addresses (home, /shop, 9 products, 7 categories) need four files.
 */
describe.each(testEngines())('the sitemap index on %s', (engine) => {
  const t = useTestApp(engine, {}, { sitemapUrlLimit: LIMIT });
  const view = (url: string) => new Visitor(t.app).get(url);
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

  test('past the limit, /sitemap.xml is an index and its files hold every address once', async () => {
    const index = await view('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index.body);
    expect(files).toEqual(files.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    expect(files.length).toBeGreaterThanOrEqual(4);

    const all: string[] = [];
    for (const file of files) {
      const child = await view(file.slice(ORIGIN.length));
      expect(child.statusCode).toBe(200);
      expect(child.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = locsOf(child.body);
      expect(locs.length).toBeLessThanOrEqual(LIMIT);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${ORIGIN}/shop/c/kitchen`);
    expect(all).toContain(`${ORIGIN}/shop/p/linen-shirt`);
    expect((await view(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
  });
});

describe('the sitemap without an index', () => {
  const t = useTestApp(testEngines()[0] ?? 'sqlite');
  test('under the limit there are no child files', async () => {
    expect((await new Visitor(t.app).get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});
