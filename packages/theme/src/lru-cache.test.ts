import { describe, expect, test } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  test('drops the least recently used entry once past capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.keys()).toEqual(['b', 'c']);
  });

  test('a read makes an entry the newest, so the other one is dropped', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
  });

  test('overwriting a key keeps one entry with the new value', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 5);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(5);
  });

  test('rejects a capacity below 1', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
