/**
 * Lighthouse (mobile, its default simulated throttling) on storefront pages, with the machine's Chromium.
 * `lighthouse` and `chrome-launcher` are the bench's dev dependencies; they are loaded at run time, so the
 * rest of the bench and the repository's type check work without them and the bench says how to add them.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LighthouseScore {
  path: string;
  /** 0 to 100; the median of the runs. */
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

export type LighthouseOutcome = { ok: true; scores: LighthouseScore[] } | { ok: false; reason: string };

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no background traffic. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath?: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/**
 * Loads a package from the bench folder, or from BENCH_LIGHTHOUSE_FROM (a folder whose node_modules has
 * it) when set. Specifiers are strings at run time, so TypeScript does not need the packages installed.
 */
async function load<T>(name: string): Promise<T> {
  const from = process.env.BENCH_LIGHTHOUSE_FROM ?? import.meta.dirname;
  const resolved = createRequire(join(from, 'package.json')).resolve(name);
  return (await import(pathToFileURL(resolved).href)) as T;
}

/** Runs Lighthouse `runs` times on each path (one Chromium for all) and keeps each page's median run. */
export async function lighthouseScores(
  base: string,
  paths: readonly string[],
  runs = 3,
): Promise<LighthouseOutcome> {
  let lighthouse: RunLighthouse;
  let launcher: ChromeLauncher;
  try {
    lighthouse = (await load<{ default: RunLighthouse }>('lighthouse')).default;
    launcher = await load<ChromeLauncher>('chrome-launcher');
  } catch {
    return {
      ok: false,
      reason:
        'lighthouse is not installed: npm install --save-dev --workspace @plinth/bench lighthouse@12 chrome-launcher@1',
    };
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await launcher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const results: LighthouseScore[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        results.push(toScore(path, result.lhr));
      }
      results.sort((a, b) => a.performance - b.performance);
      scores.push(results[Math.floor(results.length / 2)] as LighthouseScore);
    }
    return { ok: true, scores };
  } finally {
    chrome.kill();
  }
}

function toScore(path: string, lhr: Lhr): LighthouseScore {
  const category = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => Math.round(lhr.audits[name]?.numericValue ?? Number.NaN);
  return {
    path,
    performance: category('performance'),
    accessibility: category('accessibility'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
  };
}

export function printLighthouse(outcome: LighthouseOutcome): void {
  console.log('\nLighthouse, mobile (goal: performance 95 or more, accessibility 100)');
  if (!outcome.ok) {
    console.log(`  not run: ${outcome.reason}`);
    return;
  }
  for (const s of outcome.scores) {
    console.log(
      `  ${s.path.padEnd(22)} performance ${String(s.performance).padStart(3)}   accessibility ` +
        `${String(s.accessibility).padStart(3)}   FCP ${s.firstContentfulPaintMs} ms   LCP ` +
        `${s.largestContentfulPaintMs} ms   TBT ${s.totalBlockingTimeMs} ms`,
    );
  }
}
