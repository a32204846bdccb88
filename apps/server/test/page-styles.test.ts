import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { testEngines } from '@plinth/db/test';
import { islandAssets } from '@plinth/storefront/manifest';
import { describe, expect, test } from 'vitest';
import { STOREFRONT_CSP } from '../src/plugins/security-headers';
import { themeDir } from '../src/paths';
import { useTestApp, Visitor } from './fixtures/create-test-app';

const SITE_CSS = readFileSync(join(themeDir('default'), 'assets', 'site.css'), 'utf8').trim();
const PAGES = ['/', '/shop', '/shop/p/linen-shirt', '/cart', '/account/login', '/no-such-page'];

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end).toBeGreaterThan(0);
  return html.slice(0, end);
}

describe.each(testEngines())('stylesheets inlined into the page head on %s', (engine) => {
  const t = useTestApp(engine);

  test.each(PAGES)(
    '%s carries the theme and island CSS in <style> and links no render-blocking stylesheet',
    async (url) => {
      const response = await new Visitor(t.app).get(url);
      expect(response.headers['content-type']).toContain('text/html');
      const head = headOf(response.body);
      expect(head).toContain(`<style data-href="/assets/theme/site.css">${SITE_CSS}</style>`);
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(response.body).not.toContain('<!--style:');
      // Inline styles need no change to the policy: it limits scripts, not styles.
      expect(response.headers['content-security-policy']).toBe(STOREFRONT_CSP);
    },
  );

  test('the product page inlines its islands’ CSS after the theme’s, before the scripts', async () => {
    const head = headOf((await new Visitor(t.app).get('/shop/p/linen-shirt')).body);
    const islandStyles = islandAssets(['product-form', 'cart-pill']).styles;
    expect(islandStyles.length).toBeGreaterThan(0);
    const positions = ['/assets/theme/site.css', ...islandStyles].map((href) =>
      head.indexOf(`<style data-href="${href}">`),
    );
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(head.indexOf('<script')).toBeGreaterThan(positions.at(-1) ?? Infinity);
  });

  test('?format=json names the inlined stylesheets and links none', async () => {
    const context = (await new Visitor(t.app).get('/shop?format=json')).json<{
      assets: { inlineStyles: string[]; styles: string[] };
    }>();
    expect(context.assets.inlineStyles[0]).toBe('/assets/theme/site.css');
    expect(context.assets.styles).toEqual([]);
  });

  test('a returning visitor (one who brings a crumb) gets the same stylesheets linked, in the same order', async () => {
    const visitor = new Visitor(t.app);
    const first = headOf((await visitor.get('/shop/p/linen-shirt')).body);
    const again = headOf((await visitor.get('/shop/p/linen-shirt')).body);
    const inlined = [...first.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
    const linked = [...again.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(inlined.length).toBeGreaterThan(1);
    expect(linked).toEqual(inlined);
    expect(again).not.toContain('<style');
    // A crumb the server did not issue is no proof of an earlier visit.
    const stranger = new Visitor(t.app);
    stranger.cookies.set('crumb', 'made-up-crumb-value-0123456789');
    expect(headOf((await stranger.get('/shop/p/linen-shirt')).body)).toContain('<style data-href=');
  });

  test('gzipped pages come from the cached pieces with the same styles, view after view', async () => {
    const withoutCrumb = (visitor: Visitor, html: string) =>
      html.replaceAll(visitor.cookies.get('crumb') ?? '', '~');
    for (const returning of [false, true]) {
      const first = new Visitor(t.app);
      if (returning) await first.get('/');
      const plain = withoutCrumb(first, (await first.get('/shop')).body);
      for (let i = 0; i < 2; i += 1) {
        // A first visit each time, or the same returning visitor again.
        const visitor = returning ? first : new Visitor(t.app);
        const zipped = await visitor.request({
          method: 'GET',
          url: '/shop',
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(withoutCrumb(visitor, gunzipSync(zipped.rawPayload).toString('utf8'))).toBe(plain);
      }
    }
    // One piece per stylesheet, shared by every page that carries it.
    const sitePiece = t.app.pageCache.assets.styles.get('/assets/theme/site.css');
    expect(sitePiece?.inline.raw.toString()).toBe(
      `<style data-href="/assets/theme/site.css">${SITE_CSS}</style>`,
    );
  });
});
