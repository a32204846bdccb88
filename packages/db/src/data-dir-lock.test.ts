import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from './connect';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dir = mkdtempSync(join(tmpdir(), 'plinth-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a second holder of one data folder is refused until the first lets go', () => {
  const first = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  first.release();
  const again = lockDataDir(dir);
  again.release();
});

test('opening the SQLite file takes the lock, and closing the database gives it back', async () => {
  const path = join(dir, 'plinth.sqlite');
  const db = openDatabase({ sqlitePath: path });
  let refused: unknown;
  try {
    openDatabase({ sqlitePath: path });
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as DataDirInUseError).dataDir).toBe(dir);
  await db.close();
  const reopened = openDatabase({ sqlitePath: path });
  await reopened.close();
});

test('in-memory databases take no lock', async () => {
  const a = openDatabase({ sqlitePath: ':memory:' });
  const b = openDatabase({ sqlitePath: ':memory:' });
  await Promise.all([a.close(), b.close()]);
});
