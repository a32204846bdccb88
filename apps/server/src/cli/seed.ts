import { migrateToLatest, openDatabase } from '@plinth/db';
import { loadConfig } from '../config';
import { seedDemoIfEmpty } from '../demo/seed';
import { withStartUpLock } from '../start-up-lock';

const config = loadConfig();
const db = openDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath });
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
