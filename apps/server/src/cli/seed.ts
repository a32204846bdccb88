import { migrateToLatest } from '@plinth/db';
import { ConfigError, loadConfig } from '../config';
import { seedDemoIfEmpty } from '../demo/seed';
import { withStartUpLock } from '../start-up-lock';
import { describeStartupError, openConfiguredDatabase } from './startup-error';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
try {
  // Refuses (DataDirInUseError) while a server holds the SQLite data folder's lock.
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const seeded = await withStartUpLock(db, () => seedDemoIfEmpty(db));
    console.log(
      seeded
        ? 'Seeded the demo site "Plinth Supply Co."'
        : 'The database already has websites; nothing seeded.',
    );
  } finally {
    await db.close();
  }
} catch (error) {
  const line = describeStartupError(error, config, 'db:seed');
  console.error(line ?? error);
  process.exit(1);
}
