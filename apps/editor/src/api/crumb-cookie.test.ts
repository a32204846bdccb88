import { describe, expect, test } from 'vitest';
import { readCrumb } from './crumb-cookie';

describe('readCrumb', () => {
  test('reads the crumb cookie over http', () => {
    expect(readCrumb('a=1; crumb=abc_DEF-123; b=2')).toBe('abc_DEF-123');
  });

  test('over https the __Host-crumb cookie wins over a plain crumb, in any order', () => {
    expect(readCrumb('crumb=planted; __Host-crumb=real')).toBe('real');
    expect(readCrumb('__Host-crumb=real; crumb=planted')).toBe('real');
  });

  test('null when there is neither', () => {
    expect(readCrumb('a=1; notcrumb=x')).toBeNull();
    expect(readCrumb('')).toBeNull();
  });
});
