import { migrateToLatest, type Db } from '@plinth/db';
import { AppError } from '../app-error';
import type { Config } from '../config';
import { countOwners, findOwnerByEmail } from '../modules/owner-session';
import { createSite } from '../modules/site-creation';
import { parseSiteCreateArgs, SITE_CREATE_USAGE, type SiteCreateOptions } from './site-create-args';
import { describeStartupError, openConfiguredDatabase } from './startup-error';

/** How `npm run site:create` ends. */
export const SITE_CREATE_EXIT = {
  created: 0,
  /** The database could not be opened or used (the printed line says which setting to fix). */
  failed: 1,
  /** Bad arguments: a missing or malformed host or title, an unknown template or owner account. */
  invalid: 2,
  /** A host name already belongs to a site. */
  hostTaken: 3,
} as const;

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Who will administer the new site: an account now, or the first administrator the server makes. */
type SiteOwner = { userId: string; email: string } | { userId: null; email: string };

class CommandProblem extends Error {}

/**
 * The site:create command: checks the arguments, migrates the database, creates the site and prints
 * its id and addresses. Answers the exit code (SITE_CREATE_EXIT); prints, never throws for a problem
 * the operator can fix.
 */
export async function runSiteCreate(argv: readonly string[], config: Config, io: CommandOutput) {
  const args = parseSiteCreateArgs(argv);
  if (args.kind === 'help') {
    io.out(SITE_CREATE_USAGE);
    return SITE_CREATE_EXIT.created;
  }
  if (args.kind === 'invalid') {
    for (const problem of args.problems) io.err(`npm run site:create: ${problem}`);
    io.err('Run `npm run site:create -- --help` for the options.');
    return SITE_CREATE_EXIT.invalid;
  }
  let db: Db | undefined;
  try {
    // Refuses (DataDirInUseError) while a server holds the SQLite data folder's lock.
    db = openConfiguredDatabase(config);
    await migrateToLatest(db);
    const owner = await chooseOwner(db, args.options.ownerEmail, config.admin.email);
    const created = await createSite(db, { ...args.options, ownerUserId: owner.userId });
    printCreated(io, config, args.options, created.id, owner);
    return SITE_CREATE_EXIT.created;
  } catch (error) {
    return reportFailure(io, config, error);
  } finally {
    await db?.close();
  }
}

async function chooseOwner(db: Db, ownerEmail: string | null, adminEmail: string): Promise<SiteOwner> {
  if (ownerEmail !== null) {
    const user = await findOwnerByEmail(db.kysely, ownerEmail);
    if (!user) {
      throw new CommandProblem(
        `no editor account uses ${ownerEmail}. Give the email of an existing account (someone who ` +
          'has signed in to the editor), or leave --owner-email out.',
      );
    }
    return { userId: user.id, email: user.email };
  }
  const admin = await findOwnerByEmail(db.kysely, adminEmail);
  if (admin) return { userId: admin.id, email: admin.email };
  // With no account at all, the server's first start makes PLINTH_ADMIN_EMAIL's account and makes it
  // administrator of every site (members' ensureAdminOwner): this one too.
  if ((await countOwners(db.kysely)) === 0) return { userId: null, email: adminEmail };
  throw new CommandProblem(
    `the PLINTH_ADMIN_EMAIL account (${adminEmail}) does not exist, so name the site's administrator ` +
      'with --owner-email <the email of an existing editor account>.',
  );
}

function printCreated(
  io: CommandOutput,
  config: Config,
  options: SiteCreateOptions,
  id: string,
  owner: SiteOwner,
): void {
  const port = config.port === 80 || config.port === 0 ? '' : `:${config.port}`;
  const [host] = options.hosts;
  const address = `http://${host}${port}`;
  io.out(`Created the site "${options.title}" (id ${id}) from the ${options.template} template.`);
  io.out(`  Site:   ${address}/`);
  io.out(`  Editor: ${address}/config`);
  if (options.hosts.length > 1) io.out(`  Also answers on: ${options.hosts.slice(1).join(', ')}`);
  io.out(
    owner.userId
      ? `  Administrator: ${owner.email}`
      : `  Administrator: ${owner.email}, the account the server creates at its first start (PLINTH_ADMIN_EMAIL).`,
  );
  io.out(
    `Point ${options.hosts.join(', ')} at this server (DNS, or /etc/hosts for a name you test with). To ` +
      `invite people, sign in to the editor, choose "${options.title}" in the site switcher and open Members.`,
  );
}

function reportFailure(io: CommandOutput, config: Config, error: unknown): number {
  if (error instanceof CommandProblem) {
    io.err(`npm run site:create: ${error.message}`);
    return SITE_CREATE_EXIT.invalid;
  }
  if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'invalid')) {
    io.err(`npm run site:create: ${error.message}`);
    return error.kind === 'conflict' ? SITE_CREATE_EXIT.hostTaken : SITE_CREATE_EXIT.invalid;
  }
  const line = describeStartupError(error, config, 'site:create');
  io.err(line ?? (error instanceof Error ? (error.stack ?? error.message) : String(error)));
  return SITE_CREATE_EXIT.failed;
}
