import { migrateToLatest } from '@plinth/db';
import { describeStartupError, loadCliConfig, openConfiguredDatabase } from './startup-error';

const config = loadCliConfig();
try {
  // Refuses (DataDirInUseError) while a server holds the SQLite data folder's lock.
  const db = openConfiguredDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.close();
  }
} catch (error) {
  const line = describeStartupError(error, config, 'db:migrate');
  console.error(line ?? error);
  process.exit(1);
}
