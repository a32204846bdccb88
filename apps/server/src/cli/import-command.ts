import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, basename, resolve } from 'node:path';
import { IMPORT_LIMITS, IMPORT_MAX_MB, SITE_ROLE, type ImportRun } from '@plinth/contracts';
import { migrateToLatest, type Db } from '@plinth/db';
import type { Config } from '../config';
import { createImportRun, getImportRun, remoteImageFetcher, runImport } from '../modules/imports';
import { listSiteMembers } from '../modules/members';
import { createSiteResolver } from '../modules/sites';
import { IMPORT_USAGE, parseImportArgs } from './import-args';
import type { CommandOutput } from './site-create-command';
import { describeStartupError, openConfiguredDatabase } from './startup-error';

/** How `npm run import` ends. */
export const IMPORT_EXIT = {
  done: 0,
  /** The database could not be used, or the import stopped on an error. */
  failed: 1,
  /** Bad arguments, an unknown site, a missing or too large file. */
  invalid: 2,
  /** The file was refused whole (its reason is printed); nothing was written. */
  refused: 3,
} as const;

class CommandProblem extends Error {}

/**
 * The import command: the same run the editor's Import screen starts, in this process, printing its
 * progress and its report. Answers the exit code (IMPORT_EXIT); never throws.
 */
export async function runImportCommand(
  argv: readonly string[],
  config: Config,
  io: CommandOutput,
): Promise<number> {
  const args = parseImportArgs(argv);
  if (args.kind === 'help') {
    io.out(IMPORT_USAGE);
    return IMPORT_EXIT.done;
  }
  if (args.kind === 'invalid') {
    for (const problem of args.problems) io.err(`npm run import: ${problem}`);
    io.err('Run `npm run import -- --help` for the options.');
    return IMPORT_EXIT.invalid;
  }
  const { options } = args;
  let db: Db | undefined;
  let copy: string | null = null;
  try {
    await checkFile(options.file, options.mediaDir);
    db = openConfiguredDatabase(config);
    await migrateToLatest(db);
    const sites = createSiteResolver(db, { ttlMs: () => 0 });
    const site = await sites.byHost(options.host);
    if (!site)
      throw new CommandProblem(
        `no site answers on ${options.host}. Give one of its host names (npm run site:create lists them when it makes a site).`,
      );
    // The run reads its own copy, as an uploaded file: the original is never touched.
    copy = await copyIntoDataDir(config.dataDir, options.file);
    const members = (await listSiteMembers(db, site.id)).members;
    const admin = members.find((m) => m.role === SITE_ROLE.ADMIN) ?? null;
    const run = await createImportRun(db, {
      websiteId: site.id,
      kind: options.kind,
      fileName: basename(options.file),
      filePath: copy,
      options: {
        mediaDir: options.mediaDir ? resolve(options.mediaDir) : null,
        collectionSlug: options.collectionSlug,
      },
      createdBy: admin?.userId ?? null,
    });
    io.out(`Importing ${basename(options.file)} into ${site.title} (${options.host})…`);
    const openedDb = db;
    const ended = await runImport(
      {
        db: openedDb,
        dataDir: config.dataDir,
        now: Date.now,
        siteById: (id) => sites.byId(id),
        passwordHashCost: config.passwordHashCost,
        fetchRemoteImage: config.importFetchImages ? remoteImageFetcher() : null,
      },
      run.id,
      { onProgress: (done, total) => io.out(`  ${done} of ${total} done`) },
    );
    return printReport(io, await getImportRun(openedDb, site.id, ended?.id ?? run.id));
  } catch (error) {
    if (error instanceof CommandProblem) {
      io.err(`npm run import: ${error.message}`);
      return IMPORT_EXIT.invalid;
    }
    const line = describeStartupError(error, config, 'import');
    io.err(
      line ??
        `npm run import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return IMPORT_EXIT.failed;
  } finally {
    if (copy) await rm(copy, { force: true });
    await db?.close();
  }
}

async function checkFile(file: string, mediaDir: string | null): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new CommandProblem(`${file} is not a file.`);
  if (info.size > IMPORT_LIMITS.fileMaxBytes)
    throw new CommandProblem(`${file} is larger than ${IMPORT_MAX_MB} MB, the most an import may be.`);
  if (mediaDir !== null && !(await stat(mediaDir).catch(() => null))?.isDirectory()) {
    throw new CommandProblem(`--media ${mediaDir} is not a folder.`);
  }
}

async function copyIntoDataDir(dataDir: string, file: string): Promise<string> {
  const folder = resolve(dataDir, 'imports');
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomBytes(12).toString('hex')}.import`);
  await copyFile(file, path);
  return path;
}

function printReport(io: CommandOutput, run: ImportRun): number {
  if (run.status === 'failed') {
    io.err(`The file was refused, nothing was imported: ${run.error ?? ''}`);
    return IMPORT_EXIT.refused;
  }
  io.out(`Done: ${run.imported} imported, ${run.updated} updated, ${run.skipped} skipped (of ${run.total}).`);
  for (const entry of run.entries) {
    if (entry.outcome === 'imported' || entry.outcome === 'updated') continue;
    const label = entry.outcome === 'skipped' ? 'Skipped' : 'Note';
    io.out(
      `  ${label}: ${entry.subject} ${entry.name ? `"${entry.name}" ` : ''}(${entry.where}): ${entry.reason ?? ''}`,
    );
  }
  if (run.entriesLeftOut > 0) io.out(`  …and ${run.entriesLeftOut} more.`);
  return IMPORT_EXIT.done;
}
