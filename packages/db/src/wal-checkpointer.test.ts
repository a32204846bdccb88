import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type Db } from './connect';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function fileDatabase(checkpointIntervalMs: number): Promise<{ db: Db; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-wal-'));
  dirs.push(dir);
  const path = join(dir, 'plinth.db');
  const db = openDatabase({ sqlitePath: path, checkpointIntervalMs });
  await sql`create table notes (id integer primary key, body text)`.execute(db.kysely);
  return { db, path };
}

async function writeRows(db: Db, count: number): Promise<void> {
  const body = 'x'.repeat(2000);
  for (let i = 0; i < count; i += 100) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let j = 0; j < 100; j++) await sql`insert into notes (body) values (${body})`.execute(trx);
    });
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

test('the request connection never checkpoints; the thread copies the log into the database file', async () => {
  const { db, path } = await fileDatabase(50);
  try {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
    const before = statSync(path).size;
    // About 4 MB of rows: past SQLite's automatic threshold (1,000 pages) several times over.
    await writeRows(db, 2000);
    expect(await until(() => statSync(path).size > before + 2_000_000, 10_000)).toBe(true);
  } finally {
    await db.close();
  }
});

test('without the thread the rows would stay in the log until close (what the test above relies on)', async () => {
  const { db, path } = await fileDatabase(3_600_000);
  try {
    const before = statSync(path).size;
    await writeRows(db, 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statSync(path).size).toBe(before);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(2_000_000);
  } finally {
    await db.close();
  }
});

test('close stops the thread and leaves every row in the database file', async () => {
  const { db, path } = await fileDatabase(50);
  await writeRows(db, 300);
  await db.close();
  const reopened = openDatabase({ sqlitePath: path });
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(reopened.kysely);
    expect(rows[0]?.n).toBe(300);
  } finally {
    await reopened.close();
  }
});
