import { IMPORT_KIND, type ImportKind } from '@plinth/contracts';
import { nowIso, type ImportRunRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import type { ImportDeps, ImportOptions, ImportRunContext } from './import-context';
import { ImportFileError } from './import-file-error';
import { ImportReport } from './import-report';
import { findImportRunRow, updateImportRunRow } from './queries';
import { importShopifyCsv } from './shopify-import';
import { importWordpress } from './wordpress-import';

/** Progress is saved at most this often (and at the end), so a large file is not slowed by it. */
const PROGRESS_EVERY_MS = 500;

export interface RunObserver {
  /** After each saved progress: the terminal prints it. */
  onProgress?(done: number, total: number): void;
}

const IMPORTERS: Record<ImportKind, (run: ImportRunContext) => Promise<void>> = {
  [IMPORT_KIND.shopifyCsv]: importShopifyCsv,
  [IMPORT_KIND.wordpress]: importWordpress,
};

/**
 * Runs one import from its start: a run a crash interrupted starts over, and what it had already
 * written is found again through import_sources and updated, never duplicated. A file refused whole
 * ends the run as failed with the reason; any other error is thrown (the job tries again later).
 */
export async function runImport(
  deps: ImportDeps,
  runId: string,
  observer: RunObserver = {},
): Promise<ImportRunRow | null> {
  const row = await findImportRunRow(deps.db.kysely, null, runId);
  if (!row || row.status === 'done' || row.status === 'failed') return row;
  const site = await deps.siteById(row.website_id);
  if (!site) return row;
  const report = new ImportReport();
  let total = 0;
  let savedAt = 0;
  const save = async (change: Parameters<typeof updateImportRunRow>[2]) => {
    await updateImportRunRow(deps.db.kysely, runId, change, nowIso());
    savedAt = deps.now();
    observer.onProgress?.(report.done, total);
  };
  const counts = () => ({
    total,
    done: report.done,
    imported: report.imported,
    updated: report.updated,
    skipped: report.skipped,
  });
  const run: ImportRunContext = {
    deps,
    runId,
    site,
    filePath: row.file_path,
    options: parseStoredJson<ImportOptions>(row.options, {}),
    userId: row.created_by,
    report,
    progress: async () => {
      if (deps.now() - savedAt >= PROGRESS_EVERY_MS) await save(counts());
    },
    setTotal: async (n) => {
      total = n;
      await save(counts());
    },
  };
  await save({ status: 'running', error: null, ...counts() });
  try {
    await IMPORTERS[row.kind as ImportKind](run);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    await save({
      ...counts(),
      status: 'failed',
      error: error.message,
      report: JSON.stringify(report.toStored()),
      finished_at: nowIso(),
    });
    return findImportRunRow(deps.db.kysely, null, runId);
  }
  await save({
    ...counts(),
    status: 'done',
    report: JSON.stringify(report.toStored()),
    finished_at: nowIso(),
  });
  return findImportRunRow(deps.db.kysely, null, runId);
}
