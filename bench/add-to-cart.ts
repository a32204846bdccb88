/**
 * Add-to-cart throughput on SQLite and on PostgreSQL (when 127.0.0.1:5432 answers): 50 connections,
 * each request a new visitor (no cart cookie, so every add creates a cart), beside /healthz and the
 * product page measured against the same server in the same run. A second, profiled run of the add
 * (node --cpu-prof) says where the time goes. Called from run.ts; also runnable on its own:
 *   node --import tsx bench/add-to-cart.ts
 * Settings: BENCH_SECONDS (8), BENCH_PROFILE (1; 0 skips the profiled runs), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/postgres: where the throwaway database is created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { readProfile, summariseProfile, type ProfileSummary } from './cpu-profile-summary';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const CONNECTIONS = 50;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ADD_TO_CART_GOALS = {
  sqlite: { requestsPerSecond: 5000, p99Ms: 25 },
  postgres: { requestsPerSecond: 1500, p99Ms: 25 },
  productShareOfHealthz: 0.2,
} as const;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the run. */
  total: number;
}

export interface EngineReport {
  engine: 'sqlite' | 'postgres';
  health: LoadResult;
  product: LoadResult;
  add: LoadResult;
  /** Null when profiling was off or the profile could not be read. */
  profile: ProfileSummary | null;
}

export interface AddToCartReport {
  durationS: number;
  connections: number;
  engines: EngineReport[];
  /** Why PostgreSQL was left out, when it was. */
  postgresSkipped: string | null;
}

export async function runAddToCartBench(
  options: { durationS?: number; profile?: boolean } = {},
): Promise<AddToCartReport> {
  const durationS = options.durationS ?? Number(process.env.BENCH_SECONDS ?? 8);
  const profile = options.profile ?? process.env.BENCH_PROFILE !== '0';
  const { results: engines, postgresSkipped } = await onEachEngine((target) =>
    benchEngine(target, durationS, profile),
  );
  return { durationS, connections: CONNECTIONS, engines, postgresSkipped };
}

export interface Target {
  engine: 'sqlite' | 'postgres';
  databaseUrl: string;
}

async function benchEngine(target: Target, durationS: number, profile: boolean): Promise<EngineReport> {
  const measured = await withServer(target, null, async (base) => {
    const { itemId, sku, crumb } = await addToCartTarget(base);
    const health = await load(base, '/healthz', durationS);
    const product = await load(base, '/shop/p/linen-shirt', durationS, {
      headers: { cookie: `crumb=${crumb}` },
    });
    const add = await load(
      base,
      '/api/commerce/shopping-cart/entries',
      durationS,
      addRequest(itemId, sku, crumb),
    );
    return { health, product, add };
  });
  let summary: ProfileSummary | null = null;
  if (profile) {
    const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-prof-'));
    try {
      const window = await withServer(target, dir, async (base) => {
        const { itemId, sku, crumb } = await addToCartTarget(base);
        const fromUs = Number(process.hrtime.bigint() / 1000n);
        await load(base, '/api/commerce/shopping-cart/entries', durationS, addRequest(itemId, sku, crumb));
        return { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
      });
      // tsx's loader thread writes a profile too; the main thread's is the one that was busy.
      const summaries = readdirSync(dir)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) =>
          summariseProfile(readProfile(join(dir, name)), Number(process.env.BENCH_TOP ?? 12), window),
        )
        .sort((a, b) => b.totalMs - a.totalMs);
      summary = summaries[0] ?? null;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { engine: target.engine, ...measured, profile: summary };
}

function addRequest(itemId: string, sku: string, crumb: string) {
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
    body: JSON.stringify({ itemId, sku, quantity: 1, additionalFields: null }),
  };
}

/**
 * Starts a server on a random port of 127.0.0.1, runs `use` (given the base URL and the server's
 * process id), and stops it (waiting for its exit).
 */
export async function withServer<T>(
  target: Target,
  profileDir: string | null,
  use: (base: string, pid: number) => Promise<T>,
  /** A data folder prepared beforehand (site-search.ts); removed afterwards like a fresh one. */
  preparedDataDir?: string,
): Promise<T> {
  const port = 20000 + Math.floor(Math.random() * 40000);
  const dataDir = preparedDataDir ?? mkdtempSync(join(tmpdir(), 'plinth-bench-'));
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: target.databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base, server);
    return await use(base, server.pid ?? 0);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function load(
  base: string,
  path: string,
  durationS: number,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const result = await autocannon({
    url: base + path,
    connections,
    duration: durationS,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

export async function addToCartTarget(base: string): Promise<{ itemId: string; sku: string; crumb: string }> {
  const response = await fetch(`${base}/shop/p/sticker-pack?format=json`);
  const crumb = /crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const context = (await response.json()) as { item: { id: string; variants: { sku: string }[] } };
  const sku = context.item.variants[0]?.sku;
  if (!crumb || !sku) throw new Error('could not read the crumb or the sku from the product page');
  return { itemId: context.item.id, sku, crumb };
}

async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer on ${base} within 60 s`);
}

export async function createThrowawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `plinth_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** What run.ts prints: one block per engine, the goals beside the figures, and where the time went. */
/**
 * Runs `bench` on SQLite, then on a throwaway PostgreSQL database when one answers (BENCH_ENGINES
 * picks: "sqlite", "postgres" or both), and says why PostgreSQL was skipped.
 */
export async function onEachEngine<R>(
  bench: (target: Target) => Promise<R>,
): Promise<{ results: R[]; postgresSkipped: string | null }> {
  const only = process.env.BENCH_ENGINES?.split(',');
  const results: R[] = [];
  if (!only || only.includes('sqlite')) results.push(await bench({ engine: 'sqlite', databaseUrl: '' }));
  if (only && !only.includes('postgres')) return { results, postgresSkipped: 'BENCH_ENGINES' };
  let postgresSkipped: string | null = null;
  const database = await createThrowawayDatabase().catch((error: unknown) => {
    postgresSkipped = `PostgreSQL at ${PG_ADMIN_URL} did not answer (${String(error)})`;
    return null;
  });
  if (database) {
    try {
      results.push(await bench({ engine: 'postgres', databaseUrl: database.url }));
    } finally {
      await database.drop();
    }
  }
  return { results, postgresSkipped };
}

/** One printed row of a load result: name, requests per second, p99, and any failures. */
export function loadRow(name: string, r: LoadResult, width: number): string {
  const warn = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  return `${name.padEnd(width)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms${warn}`;
}

export function formatAddToCartReport(report: AddToCartReport): string {
  const lines = [
    `\nAdd to cart (${report.durationS} s each, ${report.connections} connections, a new cart each request)\n`,
  ];
  for (const r of report.engines) {
    const goal = ADD_TO_CART_GOALS[r.engine];
    const ratio = r.product.requestsPerSecond / r.health.requestsPerSecond;
    const addRatio = r.add.requestsPerSecond / r.health.requestsPerSecond;
    lines.push(`${r.engine}:`);
    lines.push(`  ${row('GET /healthz', r.health)}`);
    lines.push(`  ${row('GET /shop/p/linen-shirt (returning)', r.product)}`);
    lines.push(
      `  ${row('POST /api/commerce/shopping-cart/entries', r.add)}` +
        `   (goal: ${goal.requestsPerSecond} req/s, p99 ${goal.p99Ms} ms or less)`,
    );
    lines.push(
      `  add to cart / healthz ${(addRatio * 100).toFixed(1)}%; product page / healthz ` +
        `${(ratio * 100).toFixed(1)}% (goal: ${ADD_TO_CART_GOALS.productShareOfHealthz * 100}% or more)`,
    );
    if (r.profile) lines.push(`  where the time goes (add to cart, self time): ${whereTimeGoes(r.profile)}`);
    lines.push(`  ${p99Meaning(r.add, report.connections)}`);
  }
  if (report.postgresSkipped) lines.push(`postgres: skipped, ${report.postgresSkipped}`);
  return lines.join('\n');
}

function row(name: string, r: LoadResult): string {
  const rps = r.requestsPerSecond.toFixed(0).padStart(7);
  const warn = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  return `${name.padEnd(42)} ${rps} req/s   p99 ${String(r.p99Ms).padStart(4)} ms${warn}`;
}

/**
 * What p99 means here: with every connection sending its next request as soon as it has an answer,
 * about `connections / throughput` of each latency is waiting in the queue (Little's law), not work.
 */
function p99Meaning(add: LoadResult, connections: number): string {
  const queuedMs = add.requestsPerSecond > 0 ? (connections / add.requestsPerSecond) * 1000 : 0;
  return (
    `p99 here is mostly queueing: ${connections} connections always waiting on 2 shared cores, so the ` +
    `mean latency is ${connections} / ${add.requestsPerSecond.toFixed(0)} req/s = ${queuedMs.toFixed(1)} ms ` +
    'whatever the work per add; p99 adds the pauses (garbage collection, WAL checkpoints, the load ' +
    'generator taking the cores). A 25 ms p99 at this concurrency needs well over ' +
    `${Math.round(connections / 0.025)} req/s and no pause longer than what is left.`
  );
}

/** The heaviest modules by self time, e.g. "better-sqlite3 31%, (garbage collector) 9%, fastify 8%". */
function whereTimeGoes(summary: ProfileSummary): string {
  return summary.selfByModule
    .slice(0, 6)
    .map((e) => `${e.name} ${(e.share * 100).toFixed(0)}%`)
    .join(', ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await runAddToCartBench();
  console.log(formatAddToCartReport(report));
  if (process.env.BENCH_VERBOSE === '1') {
    const { formatEntries } = await import('./cpu-profile-summary');
    for (const r of report.engines) {
      if (!r.profile) continue;
      console.log(`\n${r.engine} self time by function:\n${formatEntries(r.profile.selfByFunction)}`);
      console.log(
        `\n${r.engine} inclusive time by function:\n${formatEntries(r.profile.inclusiveByFunction)}`,
      );
    }
  }
}
