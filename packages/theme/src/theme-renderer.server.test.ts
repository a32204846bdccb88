import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { PageContext } from './page-context';
import { TemplateRenderError } from './template-render-error';
import { createThemeRenderer } from './theme-renderer.server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function createTheme(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-render-'));
  dirs.push(dir);
  const all = { 'layout.html': '<title>{page.title|html}</title><main>{mainContent}</main>', ...files };
  for (const [path, source] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

function setup(files: Record<string, string>) {
  const logged: { obj: object; msg: string }[] = [];
  const themeDir = createTheme(files);
  const renderer = createThemeRenderer({
    themeDir,
    logger: { error: (obj, msg) => logged.push({ obj, msg }) },
  });
  return { renderer, logged, themeDir };
}

function thrownBy(run: () => unknown): TemplateRenderError {
  try {
    run();
  } catch (error) {
    return error as TemplateRenderError;
  }
  throw new Error('expected a throw');
}

const context = {
  website: { id: 'w', siteTitle: 'Shop & Co', currency: 'USD', language: 'en', year: 2025 },
  page: {
    pageType: 1,
    template: 'page',
    title: 'A <b>page</b>',
    path: '/',
    description: '',
    headTitle: 'A <b>page</b>',
    shareTitle: 'A <b>page</b>',
    ogType: 'website',
    twitterCard: 'summary',
  },
  navigation: [],
  secondaryNavigation: [],
  header: { title: 'Shop & Co', announcement: '', showCartLink: true, showAccountLink: true },
  footer: { text: '© 2025 Shop & Co', links: [], showPoweredBy: true },
  assets: { styles: [], scripts: [] },
} satisfies PageContext;

describe('createThemeRenderer', () => {
  test('renders the page template into the layout, escaping through the theme formatters', () => {
    const { renderer } = setup({ 'templates/page.html': '<h1>{website.siteTitle|html}</h1>' });
    expect(renderer.render('page', context, {})).toBe(
      '<title>A &lt;b&gt;page&lt;/b&gt;</title><main><h1>Shop &amp; Co</h1></main>',
    );
  });

  test('applies partials and fills island markers in the page and the layout', () => {
    const { renderer } = setup({
      'layout.html': '<header><!--island:cart-pill--></header>{mainContent}',
      'templates/page.html': '{website|apply site-name}<!--island:listing-button-p1-->',
      'partials/site-name.html': '<b>{siteTitle|html}</b>',
    });
    const islands = { 'cart-pill': '<a>Cart</a>', 'listing-button-p1': '<button>Add</button>' };
    expect(renderer.render('page', context, islands)).toBe(
      '<header><a>Cart</a></header><b>Shop &amp; Co</b><button>Add</button>',
    );
  });

  test('parses a template once and serves later renders from the cache', () => {
    const { renderer, themeDir } = setup({ 'templates/page.html': 'first' });
    expect(renderer.render('page', context, {})).toContain('first');
    writeFileSync(join(themeDir, 'templates', 'page.html'), 'second');
    expect(renderer.render('page', context, {})).toContain('first');
  });

  test('logs a missing island once per template and island', () => {
    const { renderer, logged } = setup({ 'templates/page.html': '<!--island:product-form-->' });
    renderer.render('page', context, {});
    renderer.render('page', context, {});
    expect(logged).toHaveLength(1);
    expect(logged[0]?.obj).toEqual({ template: 'page', island: 'product-form' });
  });

  test('a syntax error throws TemplateRenderError with template, line and column, and logs a code frame', () => {
    const { renderer, logged } = setup({
      'templates/page.html': '<ul>\n  {.section items}\n  <li>x</li>\n</ul>\n',
    });
    const error = thrownBy(() => renderer.render('page', context, {}));
    expect(error).toBeInstanceOf(TemplateRenderError);
    expect(error).toMatchObject({ template: 'templates/page.html', line: 2, column: 3 });
    expect(error.message).toContain('templates/page.html:2:3');
    expect(logged[0]?.obj).toMatchObject({ template: 'templates/page.html', line: 2, column: 3 });
    expect((logged[0]?.obj as { codeFrame: string }).codeFrame).toContain('> 2 |   {.section items}');
  });

  test('an unknown formatter is a syntax error at its tag', () => {
    const { renderer } = setup({ 'templates/page.html': 'a\nb {page.title|shout}' });
    expect(() => renderer.render('page', context, {})).toThrow(
      expect.objectContaining({ line: 2, column: 3 }) as Error,
    );
  });

  test('a missing partial is an execution error located at the tag that applies it', () => {
    const { renderer } = setup({ 'templates/page.html': '<p>\n  {@|apply product-card}</p>' });
    expect(() => renderer.render('page', context, {})).toThrow(
      expect.objectContaining({ template: 'templates/page.html', line: 2 }) as Error,
    );
  });

  test('a broken partial is logged at start and fails every render with its position', () => {
    const { renderer, logged } = setup({ 'templates/page.html': 'ok', 'partials/card.html': '{.if x}\n' });
    expect(logged[0]?.obj).toMatchObject({ template: 'partials/card.html', line: 1, column: 1 });
    expect(() => renderer.render('page', context, {})).toThrow(TemplateRenderError);
  });

  test('refuses template names that are not plain names, and missing templates', () => {
    const { renderer } = setup({});
    expect(() => renderer.render('../layout', context, {})).toThrow(TemplateRenderError);
    expect(() => renderer.render('nope', context, {})).toThrow(expect.objectContaining({ line: 0 }) as Error);
  });

  test('formats money through the English CLDR data', () => {
    const { renderer } = setup({ 'templates/page.html': '{price|money}' });
    const withPrice = { ...context, price: { value: '1234.5', currency: 'USD' } };
    expect(renderer.render('page', withPrice, {})).toContain('$1,234.50');
  });

  test('lists template names without extensions', () => {
    const { renderer } = setup({ 'templates/shop.html': '', 'templates/cart.html': '' });
    expect(renderer.templateNames()).toEqual(['cart', 'shop']);
  });
});
