import { rm } from 'node:fs/promises';
import {
  IMPORT_LIMITS,
  type ImportKind,
  type ImportRun,
  type ImportRunList,
  type ImportStatus,
} from '@plinth/contracts';
import { newId, nowIso, writeTransaction, type Db, type ImportRunRow, type JobRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import type { Jobs } from '../jobs';
import { importRunNotFound } from './errors';
import type { ImportDeps, ImportOptions } from './import-context';
import type { StoredReport } from './import-report';
import { runImport } from './import-runner';
import { findImportRunRow, insertImportRun, listImportRunRows } from './queries';

export const IMPORT_JOB_KIND = 'import.run';

export interface NewImport {
  websiteId: string;
  kind: ImportKind;
  fileName: string;
  /** The file on the server's disk; the run removes it when it ends. */
  filePath: string;
  options: ImportOptions;
  createdBy: string | null;
}

/** Records a queued run (the job, or the command, runs it). */
export async function createImportRun(db: Db, input: NewImport, jobs?: Jobs): Promise<ImportRun> {
  const now = nowIso();
  const row = {
    id: newId(),
    website_id: input.websiteId,
    kind: input.kind,
    status: 'queued',
    file_name: input.fileName.slice(0, 200),
    file_path: input.filePath,
    options: JSON.stringify(input.options),
    total: 0,
    done: 0,
    imported: 0,
    updated: 0,
    skipped: 0,
    error: null,
    report: JSON.stringify({ entries: [], leftOut: 0 }),
    created_by: input.createdBy,
    created_at: now,
    updated_at: now,
    finished_at: null,
  };
  await writeTransaction(db, async (trx) => {
    await insertImportRun(trx, row);
    if (jobs) {
      await jobs.enqueue(
        {
          kind: IMPORT_JOB_KIND,
          payload: { runId: row.id },
          dedupeKey: `import:${row.id}`,
          websiteId: input.websiteId,
          maxAttempts: 3,
        },
        trx,
      );
    }
  });
  jobs?.wake();
  return getImportRun(db, input.websiteId, row.id);
}

export async function getImportRun(db: Db, websiteId: string, id: string): Promise<ImportRun> {
  const row = await findImportRunRow(db.kysely, websiteId, id);
  if (!row) throw importRunNotFound();
  return toImportRun(row);
}

export async function listImportRuns(db: Db, websiteId: string): Promise<ImportRunList> {
  const rows = await listImportRunRows(db.kysely, websiteId, IMPORT_LIMITS.runsListed);
  return {
    runs: rows.map((row) => {
      const { entries: _entries, ...summary } = toImportRun(row);
      return summary;
    }),
  };
}

export function toImportRun(row: ImportRunRow): ImportRun {
  const report = parseStoredJson<StoredReport>(row.report, { entries: [], leftOut: 0 });
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    status: row.status as ImportStatus,
    fileName: row.file_name,
    total: row.total,
    done: row.done,
    imported: row.imported,
    updated: row.updated,
    skipped: row.skipped,
    error: row.error,
    entries: report.entries,
    entriesLeftOut: report.leftOut,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/**
 * The job that runs an import in the server (docs/imports.md). Its uploaded file is removed once the
 * run has ended, done or refused; a crash leaves it for the next attempt.
 */
export function importJobHandler(deps: ImportDeps) {
  return async (job: JobRow): Promise<void> => {
    const { runId } = parseStoredJson<{ runId?: string }>(job.payload, {});
    if (!runId) return;
    const ended = await runImport(deps, runId);
    if (ended && (ended.status === 'done' || ended.status === 'failed'))
      await rm(ended.file_path, { force: true });
  };
}
