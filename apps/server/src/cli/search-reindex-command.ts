import { parseArgs } from 'node:util';
import { migrateToLatest, writeTransaction, type Db } from '@plinth/db';
import type { Config } from '../config';
import { afterSearchRebuild, listSitesToIndex, rebuildSiteSearch } from '../modules/search';
import { raiseCatalogVersion } from '../modules/sites';
import { describeStartupError, openConfiguredDatabase } from './startup-error';

export const SEARCH_REINDEX_USAGE = `Usage: npm run search:reindex [-- --site <host>]

Builds the site search index again from the products and pages in the database: every site, or
the one that answers on --site. Searches keep working meanwhile (each site is rebuilt in one
transaction).`;

/** How `npm run search:reindex` ends. */
export const SEARCH_REINDEX_EXIT = { done: 0, failed: 1, invalid: 2 } as const;

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The command: checks its arguments, migrates, rebuilds each site's index and prints its progress. */
export async function runSearchReindex(argv: readonly string[], config: Config, io: CommandOutput) {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { site: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    io.err(`npm run search:reindex: ${error instanceof Error ? error.message : String(error)}`);
    return SEARCH_REINDEX_EXIT.invalid;
  }
  if (values.help) {
    io.out(SEARCH_REINDEX_USAGE);
    return SEARCH_REINDEX_EXIT.done;
  }
  let db: Db | undefined;
  try {
    // Refuses (DataDirInUseError) while a server holds the SQLite data folder's lock.
    db = openConfiguredDatabase(config);
    await migrateToLatest(db);
    const sites = await listSitesToIndex(db.kysely, values.site ?? null);
    if (values.site !== undefined && sites.length === 0) {
      io.err(`npm run search:reindex: no site answers on ${values.site}.`);
      return SEARCH_REINDEX_EXIT.invalid;
    }
    for (const site of sites) await reindexOne(db, site, io);
    io.out(`Rebuilt the search index of ${sites.length} site${sites.length === 1 ? '' : 's'}.`);
    return SEARCH_REINDEX_EXIT.done;
  } catch (error) {
    io.err(describeStartupError(error, config, 'search:reindex') ?? String(error));
    return SEARCH_REINDEX_EXIT.failed;
  } finally {
    await db?.close();
  }
}

async function reindexOne(db: Db, site: { id: string; title: string }, io: CommandOutput): Promise<void> {
  const started = performance.now();
  io.out(`${site.title} (${site.id}): indexing…`);
  const done = await writeTransaction(db, async (trx) => {
    const progress = await rebuildSiteSearch(trx, site.id, (p) =>
      io.out(`  ${p.products} products, ${p.pages} pages and items read; ${p.documents} searchable`),
    );
    // Cached result pages of running servers are built again: every cached page is keyed by the
    // catalogue version (no page changed, so the live-pages version stays).
    await raiseCatalogVersion(trx, site.id);
    return progress;
  });
  await afterSearchRebuild(db.kysely);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(
    `  done: ${done.documents} searchable of ${done.products} products and ${done.pages} pages in ${seconds} s`,
  );
}
