import { describe, expect, test } from 'vitest';
import { decodeFileCursor, encodeFileCursor } from './file-cursor';

describe('file list cursor', () => {
  test('reads back what it wrote, in URL-safe characters', () => {
    const cursor = { createdAt: '2026-11-25T10:11:12.345Z', id: '6565a1b2c3d4e5f6a7b8c9d0' };
    const text = encodeFileCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFileCursor(text)).toEqual(cursor);
  });

  test.each([
    ['not base64 of anything useful', 'abc'],
    ['a time that is not ISO', encodeFileCursor({ createdAt: 'yesterday', id: 'abc' })],
    ['an id with a quote', Buffer.from("2026-11-25T10:11:12.345Z|a'b").toString('base64url')],
    ['three parts', Buffer.from('2026-11-25T10:11:12.345Z|abc|def').toString('base64url')],
  ])('refuses %s', (_name, text) => {
    expect(decodeFileCursor(text)).toBeNull();
  });
});
