import { migrateToLatest, openDatabase } from '@plinth/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoIfEmpty } from './demo/seed';

/** Starts Plinth: open and migrate the database, seed the demo site on first start, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(db);
    if (seeded) app.log.info('Seeded the demo site "Plinth Supply Co."');
  }

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
  console.log(`\nPlinth is running: http://localhost:${config.port}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
