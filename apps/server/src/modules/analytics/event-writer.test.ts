import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  databaseUnavailable,
  migrateToLatest,
  openDatabase,
  sql,
  writeTransaction,
  type Db,
} from '@plinth/db';
import { afterEach, describe, expect, test } from 'vitest';
import { seedDemoSite } from '../../demo/seed';
import { eventRow } from './event-row';
import { createEventWriter } from './event-writer';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fileDatabase(): Promise<{ db: Db; path: string; siteId: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'plinth-event-writer-'));
  const path = join(dir, 'plinth.sqlite');
  const db = openDatabase({ sqlitePath: path, busyTimeoutMs: 50 });
  cleanups.push(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });
  await migrateToLatest(db);
  const siteId = await writeTransaction(db, (trx) => seedDemoSite(trx));
  return { db, path, siteId };
}

const row = (siteId: string, pagePath: string) =>
  eventRow(
    {
      websiteId: siteId,
      host: 'localhost',
      visitorKey: 'v',
      cookieless: false,
      client: { bot: false, device: 'desktop', browser: 'Firefox' },
      country: '',
      nowMs: Date.now(),
    },
    { event: 'PageView', pagePath, data: {} },
  );

const paths = async (db: Db) =>
  (await db.kysely.selectFrom('analytics_events').select('page_path').orderBy('page_path').execute()).map(
    (r) => r.page_path,
  );

describe('the ingest group commit', () => {
  test('writes queued together commit together; a bad row fails only its own request', async () => {
    const { db, siteId } = await fileDatabase();
    await sql`create trigger refuse_bad before insert on analytics_events when new.page_path = '/bad'
      begin select raise(abort, 'bad row'); end`.execute(db.kysely);
    const writer = createEventWriter(db);
    const outcomes = await Promise.allSettled(
      ['/a', '/bad', '/b'].map((path) => writer.write({ events: [row(siteId, path)], performance: [] })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await paths(db)).toEqual(['/a', '/b']);
  });

  test('while another program holds the write lock, every request of the batch gets the busy error (a 503)', async () => {
    const { db, path, siteId } = await fileDatabase();
    const other = new BetterSqlite3(path);
    other.exec('begin immediate');
    const writer = createEventWriter(db);
    const outcomes = await Promise.allSettled(
      ['/x', '/y'].map((p) => writer.write({ events: [row(siteId, p)], performance: [] })),
    );
    other.exec('rollback');
    other.close();
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') expect(databaseUnavailable(outcome.reason)?.reason).toBe('busy');
    }
    expect(await paths(db)).toEqual([]);
    await writer.write({ events: [row(siteId, '/after')], performance: [] });
    expect(await paths(db)).toEqual(['/after']);
  });
});
