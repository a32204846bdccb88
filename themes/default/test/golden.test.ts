import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createThemeRenderer, TemplateRenderError, type PageContext } from '@plinth/theme';
import { mainContent, normaliseHtml, parseGoldenFile } from '@plinth/theme/golden';

const THEME_DIR = fileURLToPath(new URL('..', import.meta.url));
const GOLDEN_DIR = join(THEME_DIR, 'test', 'golden');
const goldenFiles = readdirSync(GOLDEN_DIR).filter((name) => name.endsWith('.txt'));

describe('default theme golden files', () => {
  test('there are golden files to run', () => {
    expect(goldenFiles.length).toBeGreaterThanOrEqual(6);
  });

  test.each(goldenFiles)('%s', (fileName) => {
    const golden = parseGoldenFile(readFileSync(join(GOLDEN_DIR, fileName), 'utf8'));
    const logged: string[] = [];
    const renderer = createThemeRenderer({
      themeDir: THEME_DIR,
      logger: { error: (obj, msg) => logged.push(`${msg} ${JSON.stringify(obj)}`) },
    });

    const html = renderer.render(golden.template, golden.json as PageContext, golden.islands);

    const actual = golden.wholeDocument ? html : mainContent(html);
    expect(normaliseHtml(actual)).toBe(normaliseHtml(golden.output));
    expect(logged).toHaveLength(golden.logs.length);
    for (const expected of golden.logs) {
      expect(logged.some((entry) => entry.includes(expected))).toBe(true);
    }
  });
});

describe('default theme templates', () => {
  test('a template with a syntax error throws TemplateRenderError with its line number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plinth-theme-'));
    try {
      cpSync(THEME_DIR, dir, {
        recursive: true,
        filter: (path) => !path.includes(`${join(THEME_DIR, 'test')}`),
      });
      writeFileSync(
        join(dir, 'templates', 'broken.html'),
        '<h1>{page.title|html}</h1>\n<ul>\n{.repeated section items}\n</ul>\n',
      );
      const renderer = createThemeRenderer({ themeDir: dir, logger: { error: () => undefined } });
      const { json } = parseGoldenFile(readFileSync(join(GOLDEN_DIR, 'alert.txt'), 'utf8'));

      const render = () => renderer.render('broken', json as PageContext, {});

      expect(render).toThrow(TemplateRenderError);
      expect(render).toThrow(
        expect.objectContaining({ template: 'templates/broken.html', line: 3, column: 1 }) as Error,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('lists the page templates the server can choose', () => {
    const renderer = createThemeRenderer({ themeDir: THEME_DIR, logger: { error: () => undefined } });
    expect(renderer.templateNames()).toEqual([
      'account',
      'account-create',
      'account-login',
      'blog',
      'blog-item',
      'cart',
      'checkout',
      'collection-filtered',
      'error',
      'event',
      'events',
      'events-calendar',
      'form-result',
      'home',
      'not-found',
      'order-confirmed',
      'order-status',
      'page',
      'page-locked',
      'page-members-only',
      'product',
      'search',
      'shop',
      'subscription-confirmed',
    ]);
  });
});
