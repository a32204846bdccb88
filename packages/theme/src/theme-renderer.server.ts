import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Compiler, type Code } from '@squarespace/template-engine';
import { getEnglishCldr } from './cldr-english.server';
import { codeFrame, positionAt } from './code-frame';
import { fillIslandMarkers } from './island-markers';
import { LruCache } from './lru-cache';
import type { PageContext } from './page-context';
import { TemplateRenderError } from './template-render-error';
import { parseTemplate, type TemplateProblem } from './template-parse';
import { loadThemePartials, type ThemeSource } from './theme-partials.server';

export interface ThemeRenderer {
  /** The page template's output wrapped in the layout, with island markers filled. Throws TemplateRenderError. */
  render(template: string, context: PageContext, islands: Record<string, string>): string;
  /** Names of the theme's page templates ("shop" for templates/shop.html), sorted. */
  templateNames(): string[];
}

export interface ThemeRendererOptions {
  themeDir: string;
  logger: { error(obj: object, msg: string): void };
}

/** What layout.html is executed with: the page context plus the page template's HTML, output raw. */
export type LayoutContext = PageContext & { mainContent: string };

export const TEMPLATE_CACHE_CAPACITY = 100;
const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]*$/;

interface CompiledTemplate extends ThemeSource {
  code: Code;
}

/**
 * Partials are read and parsed here, once; page templates and the layout are parsed on first use and kept in
 * an LRU cache, so edits to theme files need a restart. A partial that fails to parse is logged now and makes
 * every render throw, because any template may apply it.
 */
export function createThemeRenderer({ themeDir, logger }: ThemeRendererOptions): ThemeRenderer {
  const compiler = new Compiler();
  const cldr = getEnglishCldr();
  const cache = new LruCache<string, CompiledTemplate>(TEMPLATE_CACHE_CAPACITY);
  // Bounded: listing-button-<itemId> names grow with the catalogue.
  const reportedIslands = new LruCache<string, true>(1000);

  const fail = (file: ThemeSource, problem: TemplateProblem | null, reason: string): TemplateRenderError => {
    const position = problem ? positionAt(file.source, problem.offset) : { line: 0, column: 0 };
    const frame = problem ? codeFrame(file.source, position) : '';
    const error = new TemplateRenderError(file.path, position.line, position.column, reason, frame);
    logger.error(
      { template: file.path, line: position.line, column: position.column, codeFrame: frame },
      error.message,
    );
    return error;
  };

  const partials = loadThemePartials(themeDir);
  const partialErrors = partials.failures.map(({ file, problem }) => fail(file, problem, problem.message));

  const compiled = (path: string): CompiledTemplate => {
    const hit = cache.get(path);
    if (hit) return hit;
    let source: string;
    try {
      source = readFileSync(join(themeDir, path), 'utf8');
    } catch {
      throw fail({ path, source: '' }, null, 'template not found');
    }
    const { code, problems } = parseTemplate(source);
    const problem = problems[0];
    if (problem) throw fail({ path, source }, problem, problem.message);
    const template = { path, source, code };
    cache.set(path, template);
    return template;
  };

  const execute = (template: CompiledTemplate, json: object): string => {
    const { ctx, errors } = compiler.execute({ code: template.code, json, partials: partials.codes, cldr });
    const first = errors[0];
    if (first) {
      const located = locateRuntimeError(first.message, [template, ...partials.sources]);
      throw fail(located?.file ?? template, located?.problem ?? null, first.message);
    }
    return ctx.render();
  };

  return {
    render(template, context, islands) {
      if (!TEMPLATE_NAME.test(template))
        throw fail({ path: template, source: '' }, null, 'invalid template name');
      if (partialErrors[0]) throw partialErrors[0];
      const main = execute(compiled(`templates/${template}.html`), context);
      const layoutContext: LayoutContext = { ...context, mainContent: main };
      const html = execute(compiled('layout.html'), layoutContext);
      return fillIslandMarkers(html, islands, (island) => {
        const key = `${template}\u0000${island}`;
        if (reportedIslands.get(key)) return;
        reportedIslands.set(key, true);
        logger.error(
          { template, island },
          `Island marker "${island}" has no rendered island; it renders as nothing`,
        );
      });
    },

    templateNames() {
      return readdirSync(join(themeDir, 'templates'))
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.slice(0, -'.html'.length))
        .sort();
    },
  };
}

/**
 * Run-time errors carry no position either; most name the thing at fault in quotes (a partial, an expression),
 * so the first file mentioning it is the best guess. Null when nothing matches: the error is reported without one.
 */
function locateRuntimeError(
  message: string,
  files: ThemeSource[],
): { file: ThemeSource; problem: TemplateProblem } | null {
  const quoted = /'([^']+)'|"([^"]+)"/.exec(message);
  const needle = quoted?.[1] ?? quoted?.[2];
  if (!needle) return null;
  for (const file of files) {
    const offset = file.source.indexOf(needle);
    if (offset >= 0) return { file, problem: { message, offset } };
  }
  return null;
}
