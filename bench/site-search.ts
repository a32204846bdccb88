/**
 * Site search (issue 22 part 4, decision 0054) on SQLite and on PostgreSQL (when it answers): a demo
 * site given 10,000 products and 10,000 blog posts by direct inserts, its index built by the rebuild
 * function (timed), then GET /search?q=<a common word> against /healthz at 10 connections, both the
 * same query again and again (a cached results page) and a different query each time (the raw
 * search). Prints the figures beside the goals; never fails on a number. Called from run.ts; also
 * runnable alone: node --import tsx bench/site-search.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  migrateToLatest,
  newId,
  nowIso,
  openDatabase,
  writeTransaction,
  type Db,
  type Insertable,
  type SitePagesTable,
} from '@plinth/db';
import { productRow } from '@plinth/db/test';
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed';
import { afterSearchRebuild, rebuildSiteSearch } from '../apps/server/src/modules/search';
import { load, loadRow, onEachEngine, withServer, type LoadResult, type Target } from './add-to-cart';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const CONNECTIONS = 10;
const COMMON_WORD = 'garden';
/** Turns of /healthz and the cached page (bench/README.md). */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);
const GOALS = { sqlite: 0.3, postgres: 0.2, p99Ms: 25, buildS: 60 } as const;

// A vocabulary of 1,000 made-up words drawn with a fixed seed: every run indexes the same text.
const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
    ' ',
  );
const WORDS = Array.from({ length: 1000 }, (_, i) => {
  const a = SYLLABLES[i % SYLLABLES.length] ?? 'ba';
  const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length] ?? 'ba';
  const c = SYLLABLES[(i * 7) % SYLLABLES.length] ?? 'ba';
  return `${a}${b}${c}n`;
});

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function sentence(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[Math.floor(next() * WORDS.length)] ?? 'oak');
  // About a third of the documents name the common word.
  if (next() < 0.3) out.splice(Math.floor(next() * out.length), 0, COMMON_WORD);
  return out.join(' ');
}

const doc = (text: string) =>
  JSON.stringify({
    version: 1,
    root: { props: {} },
    blocks: [{ id: 'b', type: 'quote', props: { text, source: '', style: 'plain', alignment: 'left' } }],
  });

export async function fillSite(db: Db): Promise<string> {
  await migrateToLatest(db);
  await seedDemoIfEmpty(db);
  const site = await db.kysely.selectFrom('websites').select('id').executeTakeFirstOrThrow();
  const shop = await db.kysely
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', site.id)
    .where('url_id', '=', 'shop')
    .executeTakeFirstOrThrow();
  const next = random(7);
  const now = nowIso();
  const blogId = newId();
  await writeTransaction(db, async (trx) => {
    for (let i = 0; i < PRODUCTS; i += 500) {
      const rows = Array.from({ length: Math.min(500, PRODUCTS - i) }, (_, j) =>
        productRow({
          website_id: site.id,
          collection_id: shop.id,
          url_id: `bench-${i + j}`,
          title: sentence(next, 3),
          description: `<p>${sentence(next, 60)}</p>`,
          status: 'active',
          position: 100 + i + j,
        }),
      );
      await trx.insertInto('products').values(rows).execute();
    }
    const blog = doc('Notes');
    await trx
      .insertInto('site_pages')
      .values(pageRow(site.id, blogId, 'Bench notes', 'bench-notes', blog, now, null))
      .execute();
    await trx.updateTable('site_pages').set({ collection_type: 'blog' }).where('id', '=', blogId).execute();
    for (let i = 0; i < POSTS; i += 250) {
      const items = Array.from({ length: Math.min(250, POSTS - i) }, (_, j) => ({
        id: newId(),
        title: sentence(next, 4),
        slug: `post-${i + j}`,
        body: doc(sentence(next, 150)),
        excerpt: `<p>${sentence(next, 20)}</p>`,
      }));
      await trx
        .insertInto('site_pages')
        .values(items.map((it) => pageRow(site.id, it.id, it.title, it.slug, it.body, now, blogId)))
        .execute();
      await trx
        .insertInto('content_items')
        .values(
          items.map((it) => ({
            page_id: it.id,
            website_id: site.id,
            collection_id: blogId,
            excerpt: it.excerpt,
            author_id: null,
            featured_image_file_id: null,
            item_date: now,
            starts_at: null,
            ends_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  });
  return site.id;
}

function pageRow(
  websiteId: string,
  id: string,
  title: string,
  slug: string,
  document: string,
  now: string,
  collectionId: string | null,
): Insertable<SitePagesTable> {
  return {
    id,
    website_id: websiteId,
    title,
    slug,
    parent_id: null,
    position: 0,
    status: 'published',
    publish_at: now,
    draft_document: document,
    draft_revision: 1,
    published_document: document,
    published_revision: 1,
    published_at: now,
    seo_title: '',
    seo_description: '',
    social_image_file_id: null,
    password_hash: null,
    member_only: 0,
    created_at: now,
    updated_at: now,
    updated_by: null,
    collection_id: collectionId,
  };
}

export interface SearchEngineResult {
  engine: 'sqlite' | 'postgres';
  buildSeconds: number;
  documents: number;
  health: LoadResult;
  /** A returning visitor (the crumb cookie), as the product page's goal is measured. */
  cached: LoadResult;
  cachedFirstVisit: LoadResult;
  raw: LoadResult;
}

/** The run with the median throughput. */
function medianRun(runs: readonly LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

/** A different query on every request (the common word and another), so no cached page answers. */
function rawSearch(base: string, durationS: number, headers: Record<string, string>): Promise<LoadResult> {
  let n = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const other = WORDS[n % WORDS.length] ?? 'oak';
          return {
            ...request,
            path: `/search?q=${COMMON_WORD}+${other}&page=${1 + (Math.floor(n / WORDS.length) % 50)}`,
          };
        },
      },
    ],
  }).then((r) => ({
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  }));
}

async function benchEngine(target: Target, durationS: number): Promise<SearchEngineResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-search-'));
  const db = openDatabase(
    target.engine === 'postgres'
      ? { url: target.databaseUrl }
      : { sqlitePath: join(dataDir, 'plinth.sqlite') },
  );
  let buildSeconds = 0;
  let documents = 0;
  try {
    const websiteId = await fillSite(db);
    const started = performance.now();
    const progress = await writeTransaction(db, (trx) => rebuildSiteSearch(trx, websiteId));
    await afterSearchRebuild(db.kysely);
    buildSeconds = (performance.now() - started) / 1000;
    documents = progress.documents;
  } finally {
    await db.close();
  }
  return withServer(
    target,
    null,
    async (base) => {
      // One visitor asked before the run: the page is cached, as a popular query's page is. Measured
      // as the product page's goal is: a returning visitor (the crumb cookie: its stylesheets linked,
      // not inline), and a first visit beside it.
      const first = await fetch(`${base}/search?q=${COMMON_WORD}`);
      const crumb = /crumb=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const returning = { cookie: `crumb=${crumb}` };
      // The load generator shares the two cores, so one run of each moves by a third from run to run:
      // ROUNDS short runs of /healthz and the cached page in turn, and the median of each.
      const seconds = Math.max(2, Math.round(durationS / ROUNDS));
      const healthRuns: LoadResult[] = [];
      const cachedRuns: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        healthRuns.push(await load(base, '/healthz', seconds, {}, CONNECTIONS));
        cachedRuns.push(
          await load(base, `/search?q=${COMMON_WORD}`, seconds, { headers: returning }, CONNECTIONS),
        );
      }
      const health = medianRun(healthRuns);
      const cached = medianRun(cachedRuns);
      const cachedFirstVisit = await load(base, `/search?q=${COMMON_WORD}`, durationS, {}, CONNECTIONS);
      const raw = await rawSearch(base, durationS, returning);
      return { engine: target.engine, buildSeconds, documents, health, cached, cachedFirstVisit, raw };
    },
    dataDir,
  );
}

export async function runSearchBench(
  durationS = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<{ results: SearchEngineResult[]; postgresSkipped: string | null }> {
  return onEachEngine((target) => benchEngine(target, durationS));
}

const row = (name: string, r: LoadResult) => loadRow(name, r, 52);

export function formatSearchReport(report: {
  results: SearchEngineResult[];
  postgresSkipped: string | null;
}): string {
  const lines = [`\nSite search (${PRODUCTS} products + ${POSTS} posts, ${CONNECTIONS} connections)\n`];
  for (const r of report.results) {
    const goal = GOALS[r.engine];
    const ratio = (x: LoadResult) =>
      `${((x.requestsPerSecond / r.health.requestsPerSecond) * 100).toFixed(1)}%`;
    lines.push(
      `${r.engine}: index of ${r.documents} documents built in ${r.buildSeconds.toFixed(1)} s (goal: ${GOALS.buildS} s or less)`,
      row(`  GET /healthz (median of ${ROUNDS})`, r.health),
      row(`  GET /search?q=${COMMON_WORD} (cached, returning; median)`, r.cached),
      row(`  GET /search?q=${COMMON_WORD} (cached page, first visit)`, r.cachedFirstVisit),
      row(`  GET /search?q=${COMMON_WORD}+<word>&page=<n> (raw search)`, r.raw),
      `  search / healthz: ${ratio(r.cached)} cached (returning), ${ratio(r.cachedFirstVisit)} first visit, ${ratio(r.raw)} raw ` +
        `(goal: ${goal * 100}% or more, p99 ${GOALS.p99Ms} ms or less)`,
    );
  }
  if (report.postgresSkipped) lines.push(`postgres: skipped (${report.postgresSkipped})`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatSearchReport(await runSearchBench()));
}
