import { migrateToLatest, openDatabase } from '@plinth/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoIfEmpty } from './demo/seed';
import { ensureAdminOwner, type AdminOwnerResult } from './modules/accounts';
import { withStartUpLock } from './start-up-lock';

/** Starts Plinth: open and migrate the database, seed the demo site on first start, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  // One process at a time, when several start together on one PostgreSQL database.
  const admin = await withStartUpLock(db, async () => {
    if (config.seedDemo && (await seedDemoIfEmpty(db)))
      app.log.info('Seeded the demo site "Plinth Supply Co."');
    return ensureAdminOwner(db, config.admin);
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
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  console.log(`\nPlinth is running: http://localhost:${config.port}  (database: ${where})`);
  console.log(`Editor: http://localhost:${config.port}/config`);
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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
