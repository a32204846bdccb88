import { describe, expect, test } from 'vitest';
import { memoryWindowCounter, windowCounterWithFallback, type WindowCounter } from './window-counter';

describe('memoryWindowCounter', () => {
  test('counts in a window that starts at the first count and does not move', async () => {
    let now = 1_000;
    const counter = memoryWindowCounter(() => now);
    expect(await counter.add('a', 100)).toBe(1);
    now += 60;
    expect(await counter.add('a', 100)).toBe(2);
    expect(await counter.read(['a', 'b'])).toEqual([2, 0]);
    // 100 ms after the first count the window ends, however recent the last one was.
    now += 40;
    expect(await counter.read(['a'])).toEqual([0]);
    expect(await counter.add('a', 100)).toBe(1);
  });

  test('a flag is raised once until it expires', async () => {
    let now = 0;
    const counter = memoryWindowCounter(() => now);
    expect(await counter.raise('spike', 50)).toBe(true);
    expect(await counter.raise('spike', 50)).toBe(false);
    expect(await counter.read(['spike'])).toEqual([1]);
    now = 50;
    expect(await counter.read(['spike'])).toEqual([0]);
    expect(await counter.raise('spike', 50)).toBe(true);
  });
});

describe('windowCounterWithFallback', () => {
  test('counts in memory while the shared counter fails, and says so each time', async () => {
    const failing: WindowCounter = {
      add: () => Promise.reject(new Error('down')),
      read: () => Promise.reject(new Error('down')),
      raise: () => Promise.reject(new Error('down')),
    };
    const heard: unknown[] = [];
    const counter = windowCounterWithFallback(failing, memoryWindowCounter(), (error) => heard.push(error));
    expect(await counter.add('a', 1000)).toBe(1);
    expect(await counter.add('a', 1000)).toBe(2);
    expect(await counter.read(['a'])).toEqual([2]);
    expect(await counter.raise('f', 1000)).toBe(true);
    expect(heard).toHaveLength(4);
  });
});
