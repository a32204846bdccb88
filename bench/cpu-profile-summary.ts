/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time by function and by
 * module, and inclusive time by function (each function counted once per sample, so recursion does not
 * inflate it). Used by add-to-cart.ts; also runnable on its own:
 *   node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface Entry {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time by function, heaviest first. */
  selfByFunction: Entry[];
  /** Self time by module: a package name, a file of this repository, or a V8/Node category. */
  selfByModule: Entry[];
  /** Inclusive time by function: how much time was spent in it or below it. */
  inclusiveByFunction: Entry[];
}

/** A short, stable name for where code lives: `kysely`, `apps/server/src/modules/cart/service.ts`, `(gc)`. */
export function moduleOf(url: string, functionName: string): string {
  if (!url && functionName === 'writev') return '(native: socket writes)';
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const path = url.replace(/^file:\/\//, '');
  // better-sqlite3 runs SQLite synchronously inside the driver's call, so the profile books SQLite's
  // own work as this function's self time.
  if (/kysely\/dist\/(esm|cjs)\/dialect\/sqlite\/sqlite-driver/.test(path)) return 'SQLite (better-sqlite3)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg?.[1]) return pkg[1];
  if (path.startsWith('node:')) return path;
  const repo = /\/(apps|packages|themes)\/(.+)$/.exec(path);
  if (repo) return `${repo[1]}/${repo[2]}`;
  return path;
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = moduleOf(url, functionName);
  const name = functionName || '(anonymous)';
  if (functionName === 'writev' && !url) return 'writev (socket writes)';
  return url ? `${name} ${where}:${lineNumber + 1}` : name;
}

function top(map: Map<string, number>, totalMs: number, limit: number): Entry[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => ({ name, ms, share: totalMs > 0 ? ms / totalMs : 0 }));
}

/**
 * `window` keeps only the samples taken between two instants of the monotonic clock, in microseconds
 * (`process.hrtime.bigint() / 1000n` in any process of this machine: V8 stamps samples with the same
 * clock on Linux), so start-up and other loads are left out. Without samples in it, all are kept.
 */
export function summariseProfile(
  profile: CpuProfile,
  limit = 15,
  window?: { fromUs: number; toUs: number },
): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // Time per sample from the deltas; fall back on an even split of the profile's duration.
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const evenMs = samples.length > 0 ? (profile.endTime - profile.startTime) / 1000 / samples.length : 0;
  const collect = (inWindow: (atUs: number) => boolean) => {
    const byNode = new Map<number, number>();
    let at = profile.startTime;
    samples.forEach((id, i) => {
      at += deltas[i] ?? 0;
      if (!inWindow(at)) return;
      const next = deltas[i + 1];
      const ms = next !== undefined && next >= 0 ? next / 1000 : evenMs;
      byNode.set(id, (byNode.get(id) ?? 0) + ms);
    });
    return byNode;
  };
  let selfMsByNode = window
    ? collect((at) => at >= window.fromUs && at <= window.toUs)
    : new Map<number, number>();
  if (selfMsByNode.size === 0) selfMsByNode = collect(() => true);

  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of selfMsByNode) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName } = node.callFrame;
    if (functionName === '(idle)') continue;
    totalMs += ms;
    const name = label(node);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + ms);
    const mod = moduleOf(node.callFrame.url, functionName);
    selfByModule.set(mod, (selfByModule.get(mod) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const ancestor = byId.get(at);
      if (!ancestor) break;
      const key = label(ancestor);
      if (seen.has(key) || key === '(root)') continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  return {
    totalMs,
    selfByFunction: top(selfByFunction, totalMs, limit),
    selfByModule: top(selfByModule, totalMs, limit),
    inclusiveByFunction: top(inclusive, totalMs, limit),
  };
}

export function readProfile(path: string): CpuProfile {
  return JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
}

export function formatEntries(entries: readonly Entry[]): string {
  return entries
    .map((e) => `${(e.share * 100).toFixed(1).padStart(5)}%  ${e.ms.toFixed(0).padStart(6)} ms  ${e.name}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, limitText] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
  const summary = summariseProfile(readProfile(file), Number(limitText ?? 25));
  console.log(`busy time ${summary.totalMs.toFixed(0)} ms (idle left out)\n`);
  console.log(`self time by module:\n${formatEntries(summary.selfByModule)}\n`);
  console.log(`self time by function:\n${formatEntries(summary.selfByFunction)}\n`);
  console.log(`inclusive time by function:\n${formatEntries(summary.inclusiveByFunction)}`);
}
