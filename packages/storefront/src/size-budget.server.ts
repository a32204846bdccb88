import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  PAGE_CONTENT_ISLANDS,
  PAGE_ISLANDS,
  PAGE_SCRIPTS,
  type BundleName,
  type PageKind,
} from './island-names';
import { entryKey, type Manifest } from './manifest.server';

/**
 * The JavaScript budget of storefront pages (issue 8): what a page loads before the visitor interacts,
 * i.e. its island entries and every chunk they import statically (dynamic imports load later, on use),
 * each file counted once, gzip-compressed at level 9 as the server's precompressed .gz files are.
 */
export interface PageBudget {
  /** The name printed in the table. */
  page: string;
  kind: PageKind;
  maxGzipBytes: number;
  /**
   * The content islands and scripts this page has, when it has only some of its kind's (a block page
   * with a form); by default all of PAGE_CONTENT_ISLANDS and PAGE_SCRIPTS, the most the kind loads.
   */
  content?: readonly BundleName[];
}

const KB = 1024;
/** Any storefront page. */
export const PAGE_MAX_GZIP_BYTES = 90 * KB;
/** The product page, the one shoppers land on from search and ads. */
export const PRODUCT_PAGE_MAX_GZIP_BYTES = 81 * KB;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { page: 'product', kind: 'product', maxGzipBytes: PRODUCT_PAGE_MAX_GZIP_BYTES },
  { page: 'home / store page', kind: 'collection', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  { page: 'shop list', kind: 'collection', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  { page: 'cart', kind: 'cart', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  { page: 'checkout', kind: 'checkout', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  { page: 'account pages', kind: 'account', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  { page: 'not found / error', kind: 'status', maxGzipBytes: PAGE_MAX_GZIP_BYTES },
  {
    page: 'block page with a gallery and a product',
    kind: 'block',
    maxGzipBytes: PAGE_MAX_GZIP_BYTES,
    content: ['listing-button', 'gallery'],
  },
  {
    page: 'block page with a form',
    kind: 'block',
    maxGzipBytes: PAGE_MAX_GZIP_BYTES,
    content: ['site-form'],
  },
];

export interface PageSize {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  maxGzipBytes: number;
  over: boolean;
}

/** The files (relative to the dist folder) a page with these islands loads before interaction. */
export function filesBeforeInteraction(manifest: Manifest, islands: readonly string[]): string[] {
  const files: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the island manifest has no chunk ${key}: run \`npm run build\``);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const island of islands) visit(entryKey(island as never));
  return files;
}

/** Measures each page against its budget; `readFile` reads a built file by its manifest path. */
export function measurePages(
  manifest: Manifest,
  readFile: (file: string) => Buffer,
  budgets: readonly PageBudget[] = PAGE_BUDGETS,
): PageSize[] {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFile(file);
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  return budgets.map(({ page, kind, maxGzipBytes, content }) => {
    const files = filesBeforeInteraction(manifest, [
      ...PAGE_ISLANDS[kind],
      ...(content ?? [...(PAGE_CONTENT_ISLANDS[kind] ?? []), ...(PAGE_SCRIPTS[kind] ?? [])]),
    ]);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      rawBytes += sizeOf(file).raw;
      gzipBytes += sizeOf(file).gzip;
    }
    return { page, files, rawBytes, gzipBytes, maxGzipBytes, over: gzipBytes > maxGzipBytes };
  });
}

export function formatTable(rows: readonly PageSize[]): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const width = Math.max(20, ...rows.map((r) => r.page.length));
  const lines = [
    `${'page'.padEnd(width)} ${'gzip'.padStart(9)} ${'budget'.padStart(9)} ${'raw'.padStart(9)}  files`,
    ...rows.map(
      (r) =>
        `${r.page.padEnd(width)} ${kb(r.gzipBytes).padStart(9)} ${kb(r.maxGzipBytes).padStart(9)} ` +
        `${kb(r.rawBytes).padStart(9)}  ${r.files.length}${r.over ? '  OVER BUDGET' : ''}`,
    ),
  ];
  return lines.join('\n');
}

/** Reads the built manifest in `distDir` and measures every page. */
export function measureBuild(distDir: string, budgets?: readonly PageBudget[]): PageSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return measurePages(manifest, (file) => readFileSync(join(distDir, file)), budgets);
}
