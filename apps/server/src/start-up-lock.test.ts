import { createTestDatabase, testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { withStartUpLock } from './start-up-lock';

describe.each(testEngines())('the start-up lock on %s', (engine) => {
  test('start-up work of processes starting together runs one at a time', async () => {
    const handle = await createTestDatabase(engine);
    // Two pools on one database stand in for two processes.
    const other = engine === 'postgres' ? await createTestDatabase(engine) : handle;
    try {
      let running = 0;
      let overlapped = false;
      const work = async () => {
        running += 1;
        if (running > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 100));
        running -= 1;
        return 'done';
      };
      const answers = await Promise.all([
        withStartUpLock(handle.db, work),
        withStartUpLock(other.db, work),
        withStartUpLock(handle.db, work),
      ]);
      expect(answers).toEqual(['done', 'done', 'done']);
      // On SQLite there is one process per file and nothing to take, so only PostgreSQL must serialise.
      if (engine === 'postgres') expect(overlapped).toBe(false);
    } finally {
      await handle.drop();
      if (other !== handle) await other.drop();
    }
  });

  test('the lock is released when the work fails', async () => {
    const handle = await createTestDatabase(engine);
    try {
      await expect(
        withStartUpLock(handle.db, () => Promise.reject(new Error('seed failed'))),
      ).rejects.toThrow('seed failed');
      expect(await withStartUpLock(handle.db, async () => 'again')).toBe('again');
    } finally {
      await handle.drop();
    }
  });
});
