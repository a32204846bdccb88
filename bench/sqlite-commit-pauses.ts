/**
 * How long SQLite commits hold the thread that makes them, with SQLite's automatic checkpoint (the
 * commit that takes the log past 1,000 pages copies it into the database file and syncs, on that
 * thread) and with Plinth's checkpoint thread (packages/db wal-checkpointer.ts; automatic checkpoint
 * off). Each run writes the same 4,000 transactions of 10 new carts and their lines, as first adds do,
 * into a new file. Runnable alone: node --import tsx bench/sqlite-commit-pauses.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWalCheckpointer } from '@plinth/db';
import Database from 'better-sqlite3';

const TRANSACTIONS = 4000;
const PER_TRANSACTION = 10;

interface Pauses {
  p50: number;
  p99: number;
  p999: number;
  max: number;
}

async function commitPauses(threaded: boolean): Promise<Pauses> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-wal-'));
  const path = join(dir, 'bench.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table carts (id text primary key, token text, created_at text)');
  db.exec('create table lines (id text primary key, cart_id text references carts (id), quantity integer)');
  const checkpointer = threaded
    ? (db.pragma('wal_autocheckpoint = 0'), startWalCheckpointer(path, { onFailure: () => undefined }))
    : undefined;
  const insertCart = db.prepare('insert into carts values (?, ?, ?)');
  const insertLine = db.prepare('insert into lines values (?, ?, ?)');
  const times: number[] = [];
  try {
    for (let t = 0; t < TRANSACTIONS; t++) {
      const start = process.hrtime.bigint();
      db.exec('begin');
      for (let i = 0; i < PER_TRANSACTION; i++) {
        const id = randomBytes(12).toString('hex');
        insertCart.run(id, randomBytes(24).toString('base64url'), new Date().toISOString());
        insertLine.run(randomBytes(12).toString('hex'), id, 1);
      }
      db.exec('commit');
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      // Let the event loop turn, as a server does between batches.
      if (t % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await checkpointer?.stop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: times.at(-1) ?? 0 };
}

export async function formatCommitPauses(): Promise<string> {
  const inline = await commitPauses(false);
  const threaded = await commitPauses(true);
  const row = (label: string, p: Pauses) =>
    `  ${label.padEnd(34)} p50 ${p.p50.toFixed(2)} ms   p99 ${p.p99.toFixed(2)} ms   ` +
    `p99.9 ${p.p999.toFixed(2)} ms   max ${p.max.toFixed(1)} ms`;
  return [
    `SQLite commit pauses (${TRANSACTIONS} transactions of ${PER_TRANSACTION} new carts, time each holds the thread)`,
    row('automatic checkpoint (SQLite)', inline),
    row('checkpoint thread (Plinth)', threaded),
    `  p99.9 with the thread: ${(threaded.p999 / inline.p999).toFixed(2)}x the automatic checkpoint's`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await formatCommitPauses());
