import { describe, expect, test } from 'vitest';
import { parseRange } from './send-file';

describe('byte ranges of uploads', () => {
  test.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  test('unsatisfiable past the end or an empty suffix', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  test('no range (the whole file) for none, several, reversed or malformed ranges', () => {
    for (const header of [undefined, 'bytes=0-1,5-9', 'bytes=5-3', 'items=0-1', 'bytes=-', 'bytes=a-b']) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });
});
