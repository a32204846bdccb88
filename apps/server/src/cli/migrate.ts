import { migrateToLatest, openDatabase } from '@plinth/db';
import { loadConfig } from '../config';

const config = loadConfig();
const db = openDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
