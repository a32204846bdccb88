import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RootCode } from '@squarespace/template-engine';
import { parseTemplate, type TemplateProblem } from './template-parse';

export interface ThemeSource {
  /** Path under the theme folder, e.g. "partials/price.html". */
  path: string;
  source: string;
}

export interface ThemePartials {
  /** Parsed partials by name ("price" for partials/price.html), ready for `{@|apply price}`. */
  codes: Record<string, RootCode>;
  sources: ThemeSource[];
  /** The first syntax problem of each partial that failed to parse; those partials are left out of `codes`. */
  failures: { file: ThemeSource; problem: TemplateProblem }[];
}

/** Reads and parses every `partials/*.html` of a theme once, at start-up. */
export function loadThemePartials(themeDir: string): ThemePartials {
  const result: ThemePartials = { codes: {}, sources: [], failures: [] };
  const dir = join(themeDir, 'partials');
  if (!existsSync(dir)) return result;
  for (const fileName of readdirSync(dir).sort()) {
    if (!fileName.endsWith('.html')) continue;
    const file = { path: `partials/${fileName}`, source: readFileSync(join(dir, fileName), 'utf8') };
    const { code, problems } = parseTemplate(file.source);
    result.sources.push(file);
    const problem = problems[0];
    if (problem) result.failures.push({ file, problem });
    else result.codes[fileName.slice(0, -'.html'.length)] = code as RootCode;
  }
  return result;
}
