import type { AddressInfo } from 'node:net';
import { migrateToLatest } from '@plinth/db';
import { buildApp } from './app';
import { describeStartupError, openConfiguredDatabase } from './cli/startup-error';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoIfEmpty } from './demo/seed';
import { ensureAdminOwner, type AdminOwnerResult } from './modules/members';
import { withStartUpLock } from './start-up-lock';

let config: Config | undefined;

/** Starts Plinth: open and migrate the database, seed the demo site on first start, listen. */
async function main(): Promise<void> {
  config = loadConfig();
  // Until the app's logger exists, a lost pooled connection is reported on stderr.
  let warn = (message: string, error: Error) => console.warn(`${message}: ${error.message}`);
  const db = openConfiguredDatabase(config, (message, error) => warn(message, error));
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  warn = (message, error) => app.log.warn({ err: error }, message);
  // One process at a time, when several start together on one PostgreSQL database.
  const { seedDemo, admin: adminSetting } = config;
  const admin = await withStartUpLock(db, async () => {
    if (seedDemo && (await seedDemoIfEmpty(db))) app.log.info('Seeded the demo site "Plinth Supply Co."');
    return ensureAdminOwner(db, adminSetting);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The bound port, which differs from PORT when PORT=0 asks for any free one.
  const port = (app.server.address() as AddressInfo).port;
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  console.log(`\nPlinth is running: http://localhost:${port}  (database: ${where})`);
  console.log(`Editor: http://localhost:${port}/config`);
  if (admin) console.log(describeAdmin(admin));
  console.log('');
}

function describeAdmin(admin: AdminOwnerResult): string {
  if (admin.generatedPassword) {
    return [
      `Sign in to the editor as ${admin.email} with the password ${admin.generatedPassword}`,
      'This password is shown only once: keep it, or set PLINTH_ADMIN_PASSWORD and restart to choose another.',
    ].join('\n');
  }
  return admin.created
    ? `Created the editor account ${admin.email} with the password from PLINTH_ADMIN_PASSWORD.`
    : `Reset the password of ${admin.email} to PLINTH_ADMIN_PASSWORD.`;
}

main().catch((error: unknown) => {
  // Problems the operator can fix get one line naming the setting; anything else is a bug: full stack.
  const line = config && describeStartupError(error, config, 'server');
  if (error instanceof ConfigError) console.error(error.message);
  else if (line) console.error(line);
  else console.error(error);
  process.exit(1);
});
