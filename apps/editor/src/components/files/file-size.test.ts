import { describe, expect, test } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from './file-size';

describe('file sizes in the units of seed 001 (Bytes to YB, base 1024)', () => {
  test.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1,023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [20_000_000, '19.1 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [1024 ** 4 * 2.25, '2.3 TB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1,024 YB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  test('every unit from Bytes to YB is reached at its power of 1024', () => {
    expect(FILE_SIZE_UNITS.map((_, power) => formatFileSize(1024 ** power))).toEqual(
      FILE_SIZE_UNITS.map((unit) => `1 ${unit}`),
    );
  });

  test('nothing that is not a size reads as one', () => {
    for (const bytes of [-5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatFileSize(bytes)).toBe('0 Bytes');
  });
});
