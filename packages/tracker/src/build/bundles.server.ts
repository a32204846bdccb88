import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  TRACKER_DIST_DIR,
  TRACKER_MANIFEST_FILE,
  type TrackerBundleName,
  type TrackerManifest,
} from '../manifest.server';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Each bundle's entry module. */
const ENTRIES: Record<TrackerBundleName, string> = {
  tracker: join(SRC, 'entry.client.ts'),
  events: join(SRC, 'events/entry.client.ts'),
  collector: join(SRC, 'perf/entry.client.ts'),
  banner: join(SRC, 'banner/entry.client.ts'),
  recorder: join(SRC, 'recorder/entry.client.ts'),
};

/**
 * Properties that never leave a bundle (the contract's key and message tables, the visitor's ids), so
 * minified names are safe for them: what this saves keeps the tracker within its 2 KB. Never a field
 * of an event, of the page's config or of an answer.
 */
const INTERNAL_PROPERTIES =
  /^(analyticsId|analyticsExpiration|sessionId|isFirstSession|hasLanded|marketingId|firstSession|isNew|noPayload|httpStatus|storeAnalyticsId|overwritten)$/;

export interface BuiltBundle {
  name: TrackerBundleName;
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Gzip level 9, as the size budget counts. */
export function gzipSize(code: Buffer): number {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * Builds the three browser bundles into `outdir` (minified IIFEs, content-hashed names, so the server
 * serves them as immutable) and writes manifest.json mapping each name to its file.
 */
export async function buildTrackerBundles(outdir: string = TRACKER_DIST_DIR): Promise<BuiltBundle[]> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: ENTRIES,
    outdir,
    entryNames: '[name].[hash]',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    mangleProps: INTERNAL_PROPERTIES,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const manifest = {} as TrackerManifest;
  const built: BuiltBundle[] = [];
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = output.entryPoint === undefined ? '' : resolve(output.entryPoint);
    const name = (Object.keys(ENTRIES) as TrackerBundleName[]).find((n) => ENTRIES[n] === entry);
    if (!name) continue;
    const code = readFileSync(file);
    manifest[name] = basename(file);
    built.push({ name, file, bytes: code.length, gzipBytes: gzipSize(code) });
  }
  writeFileSync(join(outdir, TRACKER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return built;
}
