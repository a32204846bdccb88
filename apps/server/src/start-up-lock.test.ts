import { createTestDatabase, testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { withStartUpLock } from './start-up-lock';

describe.each(testEngines())('the start-up lock on %s', (engine) => {
  test('start-up work of processes starting together runs one at a time', async () => {
    const handle = await createTestDatabase(engine);
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
      // Each call holds the lock on its own pooled connection, as separate processes would.
      const answers = await Promise.all([
        withStartUpLock(handle.db, work),
        withStartUpLock(handle.db, work),
        withStartUpLock(handle.db, work),
      ]);
      expect(answers).toEqual(['done', 'done', 'done']);
      // On SQLite there is one process per file and nothing to take, so only PostgreSQL must serialise.
      if (engine === 'postgres') expect(overlapped).toBe(false);
    } finally {
      await handle.drop();
    }
  });

  test('deployments in other schemas of the same database do not wait for each other', async () => {
    const first = await createTestDatabase(engine);
    const second = await createTestDatabase(engine);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let started = () => {};
      const holding = new Promise<void>((resolve) => (started = resolve));
      const slow = withStartUpLock(first.db, () => {
        started();
        return held;
      });
      await holding;
      // While the first schema's start-up holds its lock, the second's runs at once.
      expect(await withStartUpLock(second.db, async () => 'not blocked')).toBe('not blocked');
      release();
      await slow;
    } finally {
      await first.drop();
      await second.drop();
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
