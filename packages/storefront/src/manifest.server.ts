import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BundleName } from './island-names';

export { PAGE_ISLANDS, PAGE_SCRIPTS, type BundleName, type PageKind } from './island-names';

/** Built island bundles; the server serves this folder at ISLANDS_PUBLIC_BASE. */
export const ISLANDS_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const ISLANDS_PUBLIC_BASE = '/assets/islands/';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest | undefined;

function loadManifest(): Manifest {
  if (manifest) return manifest;
  const path = `${ISLANDS_DIST_DIR}/.vite/manifest.json`;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (cause) {
    const message = `Island bundles are not built (${path} is missing or unreadable): run \`npm run build\`.`;
    throw new Error(message, { cause });
  }
  return manifest;
}

export function entryKey(name: BundleName): string {
  return `src/entries/${name}.client.tsx`;
}

export interface IslandAssets {
  /** Entry modules: one `<script type="module" src>` each. */
  scripts: string[];
  /** Stylesheets: one `<link rel="stylesheet">` each. */
  styles: string[];
  /** Chunks the entries import (React): `<link rel="modulepreload">` saves a request waterfall. */
  modulePreloads: string[];
}

/**
 * URLs a page needs for these islands, deduplicated. CSS is collected from each entry and every chunk it
 * imports, since Vite attaches CSS shared by several entries to the shared chunk.
 */
export function islandAssets(names: readonly BundleName[]): IslandAssets {
  return collectIslandAssets(loadManifest(), names);
}

export function collectIslandAssets(chunks: Manifest, names: readonly BundleName[]): IslandAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const modulePreloads = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = chunks[key];
    if (!chunk) throw new Error(`Island manifest has no chunk ${key}: run \`npm run build\`.`);
    for (const css of chunk.css ?? []) styles.add(ISLANDS_PUBLIC_BASE + css);
    for (const imported of chunk.imports ?? []) {
      modulePreloads.add(ISLANDS_PUBLIC_BASE + (chunks[imported]?.file ?? imported));
      visit(imported);
    }
  };
  for (const name of names) {
    const key = entryKey(name);
    const entry = chunks[key];
    if (!entry) throw new Error(`Island manifest has no entry ${key}: run \`npm run build\`.`);
    scripts.add(ISLANDS_PUBLIC_BASE + entry.file);
    visit(key);
  }
  return { scripts: [...scripts], styles: [...styles], modulePreloads: [...modulePreloads] };
}
