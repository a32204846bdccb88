import { BLOCK_ID_PATTERN, BLOCK_TYPES, type PageDocument } from '@plinth/contracts';
import { pageDocumentSchema } from '@plinth/contracts/schemas';
import { describe, expect, test } from 'vitest';
import { findBlock, locateBlock, newBlock, newBlockId } from './new-block';

describe('new blocks', () => {
  test('ids fit the document pattern and differ', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newBlockId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(BLOCK_ID_PATTERN);
  });

  test('every block type made new is a valid page on its own', () => {
    for (const type of BLOCK_TYPES) {
      const document: PageDocument = { version: 1, root: { props: {} }, blocks: [newBlock(type)] };
      const parsed = pageDocumentSchema.safeParse(document);
      expect(parsed.success, `${type}: ${parsed.success ? '' : parsed.error.issues[0]?.message}`).toBe(true);
    }
  });

  test('layout blocks start with their slots empty', () => {
    const columns = newBlock('columns', 'c1');
    expect(Object.values(columns.slots ?? {}).every((list) => list.length === 0)).toBe(true);
    expect(Object.keys(columns.slots ?? {}).length).toBeGreaterThan(1);
    expect(newBlock('spacer').slots).toBeUndefined();
  });

  test('locate and find reach nested blocks', () => {
    const inner = newBlock('spacer', 'inner');
    const section = { ...newBlock('section', 's1') };
    const slot = Object.keys(section.slots ?? {})[0]!;
    section.slots = { ...section.slots, [slot]: [inner] };
    const document: PageDocument = {
      version: 1,
      root: { props: {} },
      blocks: [newBlock('spacer', 'top'), section],
    };
    expect(locateBlock(document, 'top')).toEqual({ parentId: null, index: 0 });
    expect(locateBlock(document, 'inner')).toEqual({ parentId: 's1', slot, index: 0 });
    expect(locateBlock(document, 'nope')).toBeNull();
    expect(findBlock(document, 'inner')).toBe(inner);
    expect(findBlock(document, null)).toBeNull();
  });
});
