/**
 * A golden file, after Squarespace's template-compiler fixtures: lines before the first section are a comment,
 * then sections each start with a line holding only their name.
 *
 *   :JSON      the PageContext, as JSON
 *   :TEMPLATE  a template name under templates/ ("shop"); the page is rendered inside layout.html
 *   :ISLANDS   optional; JSON map of island name to server-rendered HTML
 *   :LOGS      optional; one expected logger message (or part of one) a line; without it nothing may be logged
 *   :OUTPUT    expected HTML. When it starts with <!DOCTYPE it is the whole document; otherwise it is the
 *              content of <main>. Compared after normalising whitespace.
 */
export interface GoldenFile {
  json: unknown;
  template: string;
  islands: Record<string, string>;
  logs: string[];
  output: string;
  wholeDocument: boolean;
}

export function parseGoldenFile(text: string): GoldenFile {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const header = /^:([A-Z]+)\s*$/.exec(line);
    if (header?.[1]) sections.set(header[1], (current = []));
    else current?.push(line);
  }
  const section = (name: string): string | null => sections.get(name)?.join('\n').trim() ?? null;
  const required = (name: string): string => {
    const value = section(name);
    if (value === null) throw new Error(`golden file has no :${name} section`);
    return value;
  };
  const output = required('OUTPUT');
  return {
    json: JSON.parse(required('JSON')),
    template: required('TEMPLATE'),
    islands: JSON.parse(section('ISLANDS') ?? '{}') as Record<string, string>,
    logs: (section('LOGS') ?? '').split('\n').filter((line) => line.trim() !== ''),
    output,
    wholeDocument: /^<!DOCTYPE/i.test(output),
  };
}

/** Whitespace between tags and runs of whitespace are not part of what a golden file pins down. */
export function normaliseHtml(html: string): string {
  return html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim();
}

export function mainContent(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match?.[1]) throw new Error('rendered page has no <main>');
  return match[1];
}
