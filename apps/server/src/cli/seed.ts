import { migrateToLatest } from '@plinth/db';
import { seedDemoIfEmpty } from '../demo/seed';
import { withStartUpLock } from '../start-up-lock';
import { describeStartupError, loadCliConfig, openConfiguredDatabase } from './startup-error';

const config = loadCliConfig();
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
