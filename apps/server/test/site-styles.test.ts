import { DEFAULT_SITE_STYLES, type SiteFontList, type SiteStyles } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { PageContext } from '@plinth/theme';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, signedInOwner, Visitor } from './fixtures/create-test-app';

const URL = '/api/site-styles';

const CHOSEN: SiteStyles = {
  fonts: { heading: 'playfair-display', body: 'inter' },
  colors: { background: '#1b2430', text: 'auto', accent: '#f2c14e', headerBackground: '#1b2430cc' },
  blockSpacing: 'roomy',
};

const fontFaceUrls = (html: string) =>
  [...html.matchAll(/src:url\((\/assets\/fonts\/[^)]+)\)/g)].map((m) => m[1]);

describe.each(testEngines())('site styles on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  const put = (json: unknown) => owner.request({ method: 'PUT', url: URL, json });

  test('a site that never saved answers the theme’s own styles, and its pages carry no style block', async () => {
    const response = await owner.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SITE_STYLES);
    const html = (await new Visitor(t.app).get('/shop')).body;
    expect(html).not.toContain('data-site-styles');
    expect(html).not.toContain('/assets/fonts/');
  });

  test('saves the styles and applies them to block, store and account pages at once', async () => {
    const response = await put({ ...CHOSEN, colors: { ...CHOSEN.colors, accent: '#F2C14E' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(CHOSEN);
    expect((await owner.get(URL)).json()).toEqual(CHOSEN);

    for (const path of ['/', '/about', '/shop', '/shop/p/linen-shirt', '/cart', '/account/login', '/nope']) {
      const html = (await new Visitor(t.app).get(path)).body;
      const block = /<style data-site-styles>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(block, path).toContain("--font-heading:'Playfair Display', Georgia, serif;");
      expect(block, path).toContain("--font-body:'Inter', system-ui, sans-serif;");
      expect(block, path).toContain('--color-accent:#f2c14e;');
      // The dark-colour rule: light text on the dark background, dark text on the light accent.
      expect(block, path).toContain('--color-text:#f7f5f2;');
      expect(block, path).toContain('--color-accent-contrast:#1e1d1b;');
      expect(block, path).toContain('--color-header-bg:#1b2430cc;');
      expect(block, path).toContain('color-scheme:dark;');
      expect(block, path).toContain('font-display:swap');
      // Space between blocks: Roomy.
      expect(block, path).toContain('--site-block-gap:3rem;');
      // Only the chosen fonts' files: Playfair's heading weight, Inter's regular and bold.
      expect(
        fontFaceUrls(block).map((url) => url?.replace(/\.[0-9a-f]{10}\.woff2$/, '')),
        path,
      ).toEqual(['/assets/fonts/playfair-display-500', '/assets/fonts/inter-400', '/assets/fonts/inter-700']);
      expect(html, path).toMatch(
        /<link rel="preload" href="\/assets\/fonts\/inter-400\.[0-9a-f]{10}\.woff2" as="font" type="font\/woff2" crossorigin>/,
      );
      // After the theme's stylesheet, so its variables win.
      expect(html.indexOf('data-site-styles'), path).toBeGreaterThan(html.indexOf('/assets/theme/site.css'));
    }
    const context = (await new Visitor(t.app).get('/shop?format=json')).json<PageContext>();
    expect(context.siteStyles?.preloads).toHaveLength(1);
    await put(DEFAULT_SITE_STYLES);
    expect((await new Visitor(t.app).get('/about')).body).not.toContain('data-site-styles');
  });

  test('styles saved before Space between blocks existed read as Standard; an unknown spacing is refused', async () => {
    const { blockSpacing: _spacing, ...older } = CHOSEN;
    const saved = await put(older);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SiteStyles>().blockSpacing).toBe('standard');
    const refused = await put({ ...CHOSEN, blockSpacing: 'huge' });
    expect(refused.statusCode).toBe(400);
  });

  test('system fonts need no files; the same font for headings and text is loaded once', async () => {
    await put({ ...CHOSEN, fonts: { heading: 'system-mono', body: 'system-serif' } });
    let html = (await new Visitor(t.app).get('/shop')).body;
    expect(html).toContain('data-site-styles');
    expect(fontFaceUrls(html)).toEqual([]);
    expect(html).not.toContain('rel="preload"');

    await put({ ...CHOSEN, fonts: { heading: 'lora', body: 'lora' } });
    html = (await new Visitor(t.app).get('/shop')).body;
    expect(fontFaceUrls(html).map((url) => url?.slice(0, '/assets/fonts/lora-400'.length))).toEqual([
      '/assets/fonts/lora-400',
      '/assets/fonts/lora-500',
      '/assets/fonts/lora-700',
    ]);
    await put(DEFAULT_SITE_STYLES);
  });

  test.each([
    ['an unknown font', { fonts: { heading: 'comic-sans', body: 'inter' } }, 'fonts.heading'],
    ['a colour name', { colors: { ...CHOSEN.colors, background: 'navy' } }, 'colors.background'],
    ['three hex digits', { colors: { ...CHOSEN.colors, accent: '#fff' } }, 'colors.accent'],
    ['alpha where none is allowed', { colors: { ...CHOSEN.colors, text: '#ffffff80' } }, 'colors.text'],
    ['CSS smuggled in', { colors: { ...CHOSEN.colors, accent: '#fff;}<' } }, 'colors.accent'],
  ])('refuses %s with 400 and keeps what was saved', async (_name, change, field) => {
    const response = await put({ ...CHOSEN, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
    expect((await owner.get(URL)).json()).toEqual(DEFAULT_SITE_STYLES);
  });

  test('lists every catalogue font with its category and file addresses', async () => {
    const response = await owner.get('/api/site-styles/fonts');
    expect(response.statusCode).toBe(200);
    const { fonts } = response.json<SiteFontList>();
    expect(fonts).toHaveLength(20);
    const bebas = fonts.find((font) => font.id === 'bebas-neue');
    expect(bebas).toMatchObject({ family: 'Bebas Neue', category: 'display', license: 'OFL-1.1' });
    expect(bebas?.files.map((file) => file.weight)).toEqual([400]);
    expect(bebas?.files[0]?.url).toMatch(/^\/assets\/fonts\/bebas-neue-400\.[0-9a-f]{10}\.woff2$/);
    expect(fonts.find((font) => font.id === 'system-sans')?.files).toEqual([]);
  });

  test('serves a catalogue font file as woff2 for a year, and nothing else', async () => {
    const { fonts } = (await owner.get('/api/site-styles/fonts')).json<SiteFontList>();
    const url = fonts.find((font) => font.id === 'inter')?.files[0]?.url ?? '';
    const anonymous = new Visitor(t.app);
    const file = await anonymous.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    for (const wrong of [
      url.replace(/\.[0-9a-f]{10}\./, '.0000000000.'),
      '/assets/fonts/inter-300.0000000000.woff2',
      '/assets/fonts/comic-sans-400.0000000000.woff2',
      '/assets/fonts/..%2F..%2Fpackage.json',
      '/assets/fonts/%2e%2e%2finter%2fpackage.json',
      '/assets/fonts/../../package.json',
    ]) {
      expect((await anonymous.get(wrong)).statusCode, wrong).toBe(404);
    }
  });
});
