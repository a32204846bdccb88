import { describe, expect, test } from 'vitest';
import { pageDocumentSchema } from './page-document';
import {
  PAGE_DOCUMENT_LIMITS,
  emptyPageDocument,
  walkBlocks,
  type PageBlock,
  type PageDocument,
} from './page-document-model';
import {
  applyEdit,
  duplicateBlock,
  insertBlock,
  moveBlock,
  redo,
  removeBlock,
  startHistory,
  undo,
  updateBlockProps,
  updateRootProps,
  type PageEditResult,
} from './page-document-ops';
import { BLOCK_DEFINITIONS } from './blocks/definitions';
import { richTextFromPlain, serializeRichText } from './blocks/rich-text';

// Props that pass each type's schema, so the schema tests below fail only for the reason they name.
const text = (id: string, body = id): PageBlock => ({
  id,
  type: 'text',
  props: { content: serializeRichText(richTextFromPlain(body)) },
});
const columns = (id: string, ...slots: PageBlock[][]): PageBlock => ({
  id,
  type: 'columns',
  props: { ...BLOCK_DEFINITIONS.columns.defaults(), count: Math.max(2, slots.length) },
  slots: Object.fromEntries(slots.map((blocks, i) => [`column-${i + 1}`, blocks])),
});

function ok(result: PageEditResult): PageDocument {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.document;
}

/** The ids in order, nested ones in brackets: "a [b c | d] e". */
function outline(blocks: readonly PageBlock[]): string {
  return blocks
    .map((block) =>
      block.slots
        ? `${block.id} [${Object.values(block.slots)
            .map((list) => outline(list))
            .join(' | ')}]`
        : block.id,
    )
    .join(' ');
}

const page = (...blocks: PageBlock[]): PageDocument => ({ ...emptyPageDocument(), blocks });

describe('page document operations', () => {
  test('insert at the top level and into a slot, at any position', () => {
    let doc = page(text('a'), columns('cols', [], []));
    doc = ok(insertBlock(doc, text('b'), { parentId: null, index: 1 }));
    doc = ok(insertBlock(doc, text('c'), { parentId: 'cols', slot: 'column-2', index: 0 }));
    doc = ok(insertBlock(doc, text('d'), { parentId: 'cols', slot: 'column-2', index: 0 }));
    expect(outline(doc.blocks)).toBe('a b cols [ | d c]');
  });

  test('the input document is never changed, and untouched branches are shared', () => {
    const before = page(text('a'), columns('cols', [text('x')], [text('y')]));
    const frozen = structuredClone(before);
    const after = ok(insertBlock(before, text('z'), { parentId: 'cols', slot: 'column-1', index: 1 }));
    expect(before).toEqual(frozen);
    expect(after.blocks[0]).toBe(before.blocks[0]);
    expect(after.blocks[1]?.slots?.['column-2']).toBe(before.blocks[1]?.slots?.['column-2']);
  });

  test('move within a list, out of a slot, into another slot; the index counts after removal', () => {
    let doc = page(text('a'), text('b'), text('c'), columns('cols', [text('x')], []));
    doc = ok(moveBlock(doc, 'a', { parentId: null, index: 2 }));
    expect(outline(doc.blocks)).toBe('b c a cols [x | ]');
    doc = ok(moveBlock(doc, 'x', { parentId: null, index: 0 }));
    expect(outline(doc.blocks)).toBe('x b c a cols [ | ]');
    doc = ok(moveBlock(doc, 'c', { parentId: 'cols', slot: 'column-2', index: 0 }));
    expect(outline(doc.blocks)).toBe('x b a cols [ | c]');
  });

  test('invalid moves are refused and change nothing: into itself, unknown places, out of range', () => {
    const doc = page(text('a'), columns('outer', [columns('inner', [text('x')], [])], []));
    const cases: [PageEditResult, string][] = [
      [moveBlock(doc, 'outer', { parentId: 'outer', slot: 'column-1', index: 0 }), 'MOVE_INTO_ITSELF'],
      [moveBlock(doc, 'outer', { parentId: 'inner', slot: 'column-2', index: 0 }), 'MOVE_INTO_ITSELF'],
      [moveBlock(doc, 'nope', { parentId: null, index: 0 }), 'BLOCK_NOT_FOUND'],
      [moveBlock(doc, 'a', { parentId: 'ghost', slot: 'column-1', index: 0 }), 'BLOCK_NOT_FOUND'],
      [moveBlock(doc, 'a', { parentId: 'outer', slot: 'column-9', index: 0 }), 'SLOT_NOT_FOUND'],
      [moveBlock(doc, 'a', { parentId: 'a', slot: 'column-1', index: 0 }), 'MOVE_INTO_ITSELF'],
      [moveBlock(doc, 'a', { parentId: null, index: 5 }), 'INDEX_OUT_OF_RANGE'],
      [moveBlock(doc, 'a', { parentId: null, index: -1 }), 'INDEX_OUT_OF_RANGE'],
      [insertBlock(doc, text('x'), { parentId: null, index: 0 }), 'DUPLICATE_ID'],
      [insertBlock(doc, text('bad id!'), { parentId: null, index: 0 }), 'INVALID_ID'],
      [removeBlock(doc, 'nope'), 'BLOCK_NOT_FOUND'],
      [updateBlockProps(doc, 'nope', { html: '' }), 'BLOCK_NOT_FOUND'],
    ];
    for (const [result, code] of cases) expect(result).toMatchObject({ ok: false, code });
  });

  test('a layout holds at most 60 blocks, and layouts nest at most 4 deep', () => {
    const full = page(
      ...Array.from({ length: PAGE_DOCUMENT_LIMITS.blocksPerLayout }, (_, i) => text(`t${i}`)),
    );
    expect(insertBlock(full, text('one-more'), { parentId: null, index: 0 })).toMatchObject({
      ok: false,
      code: 'LAYOUT_FULL',
      message: 'A layout holds at most 60 blocks.',
    });
    // Moving within the full list is still fine: the block leaves before it is placed.
    expect(moveBlock(full, 't0', { parentId: null, index: 59 }).ok).toBe(true);

    const deep = page(columns('d1', [columns('d2', [columns('d3', [columns('d4', [])])])]));
    expect(insertBlock(deep, text('leaf'), { parentId: 'd4', slot: 'column-1', index: 0 })).toMatchObject({
      ok: false,
      code: 'TOO_DEEP',
    });
  });

  test('remove takes a layout with what it holds; duplicate copies it with new ids, right after it', () => {
    let n = 0;
    const newId = () => `copy${++n}`;
    let doc = page(text('a'), columns('cols', [text('x')], [text('y')]), text('b'));
    doc = ok(duplicateBlock(doc, 'cols', newId));
    expect(outline(doc.blocks)).toBe('a cols [x | y] copy1 [copy2 | copy3] b');
    // The copy's properties are its own.
    doc = ok(updateBlockProps(doc, 'copy2', text('copy2', 'changed').props));
    expect(walkBlocks(doc.blocks).find((e) => e.block.id === 'x')?.block.props).toEqual(text('x').props);
    doc = ok(removeBlock(doc, 'cols'));
    expect(outline(doc.blocks)).toBe('a copy1 [copy2 | copy3] b');
  });

  test('updating properties sets, replaces and removes keys; the root has its own', () => {
    let doc = page({ id: 'btn', type: 'button', props: { label: 'Shop', url: '/shop', newWindow: true } });
    doc = ok(updateBlockProps(doc, 'btn', { label: 'Shop now', newWindow: undefined, size: 'large' }));
    expect(doc.blocks[0]?.props).toEqual({ label: 'Shop now', url: '/shop', size: 'large' });
    doc = ok(updateRootProps(doc, { seoTitle: 'About us' }));
    expect(doc.root.props).toEqual({ seoTitle: 'About us' });
  });
});

describe('undo and redo', () => {
  test('ten edits undone and redone walk back and forth through the same documents', () => {
    let history = startHistory(page());
    const seen: PageDocument[] = [history.present];
    for (let i = 0; i < 10; i += 1) {
      const edit =
        i % 3 === 2
          ? (doc: PageDocument) => moveBlock(doc, `b${i - 1}`, { parentId: null, index: 0 })
          : (doc: PageDocument) =>
              insertBlock(doc, text(`b${i}`), { parentId: null, index: doc.blocks.length });
      const applied = applyEdit(history, edit);
      expect(applied.result.ok).toBe(true);
      history = applied.history;
      seen.push(history.present);
    }
    for (let i = 9; i >= 0; i -= 1) {
      history = undo(history);
      expect(history.present).toBe(seen[i]);
    }
    expect(undo(history)).toBe(history);
    for (let i = 1; i <= 10; i += 1) {
      history = redo(history);
      expect(history.present).toBe(seen[i]);
    }
    expect(redo(history)).toBe(history);
  });

  test('a refused edit changes nothing; a new edit after undo drops the redo list; the history is bounded', () => {
    let history = startHistory(page(text('a')));
    const refused = applyEdit(history, (doc) => removeBlock(doc, 'ghost'));
    expect(refused.result.ok).toBe(false);
    expect(refused.history).toBe(history);

    history = applyEdit(history, (doc) => insertBlock(doc, text('b'), { parentId: null, index: 1 })).history;
    history = undo(history);
    expect(history.future).toHaveLength(1);
    history = applyEdit(history, (doc) => insertBlock(doc, text('c'), { parentId: null, index: 1 })).history;
    expect(history.future).toEqual([]);
    expect(outline(history.present.blocks)).toBe('a c');

    let bounded = startHistory(page());
    for (let i = 0; i < 8; i += 1) {
      bounded = applyEdit(
        bounded,
        (doc) => insertBlock(doc, text(`k${i}`), { parentId: null, index: 0 }),
        5,
      ).history;
    }
    expect(bounded.past).toHaveLength(5);
  });
});

describe('pageDocumentSchema', () => {
  const valid = page(
    {
      id: 'hero',
      type: 'section',
      props: { ...BLOCK_DEFINITIONS.section.defaults(), background: '#f5f1ea' },
      slots: { content: [text('t')] },
    },
    { id: 'gal', type: 'gallery', props: { design: 'grid', images: [{ fileId: 'f1', alt: 'Shirt' }] } },
  );

  test('accepts a document with layouts, lists of objects and root properties', () => {
    expect(pageDocumentSchema.safeParse({ ...valid, root: { props: { seoTitle: 'Home' } } }).success).toBe(
      true,
    );
  });

  test('refuses unknown types, bad ids, extra keys, duplicate ids, too many blocks and deep nesting', () => {
    const refused: unknown[] = [
      page({ id: 'x', type: 'marquee' as never, props: {} }),
      page({ id: 'has space', type: 'text', props: {} }),
      { ...valid, extra: true },
      page({ ...text('x'), ...{ script: 'alert(1)' } }),
      page(text('same'), text('same')),
      page(...Array.from({ length: 61 }, (_, i) => text(`t${i}`))),
      page(columns('d1', [columns('d2', [columns('d3', [columns('d4', [text('leaf')])])])])),
      page({ id: 'x', type: 'text', props: { content: 'x'.repeat(PAGE_DOCUMENT_LIMITS.stringLength + 1) } }),
      page({ id: 'x', type: 'text', props: { ...text('x').props, deep: { a: { b: 1 } } } }),
      { version: 2, root: { props: {} }, blocks: [] },
    ];
    for (const document of refused) expect(pageDocumentSchema.safeParse(document).success).toBe(false);
  });
});

describe('a hostile, very deep document', () => {
  test('is refused with the depth message instead of overflowing the stack', () => {
    let blocks: PageBlock[] = [{ id: 'leaf', type: 'spacer', props: {} }];
    for (let i = 0; i < 5000; i += 1) {
      blocks = [{ id: `s${i}`, type: 'section', props: {}, slots: { content: blocks } }];
    }
    const parsed = pageDocumentSchema.safeParse({ version: 1, root: { props: {} }, blocks });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Layouts nest at most 4 deep.');
  });
});

describe('changing a layout block keeps its slots in step', () => {
  const page: PageDocument = {
    version: 1,
    root: { props: {} },
    blocks: [columns('c', [text('a')], [], [text('b')])],
  };

  test('more columns add empty slots; fewer drop empty ones', () => {
    const four = ok(updateBlockProps(page, 'c', { count: 4 }));
    expect(Object.keys(four.blocks[0]?.slots ?? {})).toEqual([
      'column-1',
      'column-2',
      'column-3',
      'column-4',
    ]);
    expect(four.blocks[0]?.slots?.['column-3']).toBe(page.blocks[0]?.slots?.['column-3']);
    const noThird = ok(moveBlock(page, 'b', { parentId: 'c', slot: 'column-2', index: 0 }));
    const two = ok(updateBlockProps(noThird, 'c', { count: 2 }));
    expect(Object.keys(two.blocks[0]?.slots ?? {})).toEqual(['column-1', 'column-2']);
    expect(pageDocumentSchema.safeParse(two).success).toBe(true);
  });

  test('a column that still holds blocks cannot go away', () => {
    const refused = updateBlockProps(page, 'c', { count: 2 });
    expect(refused).toEqual({
      ok: false,
      code: 'SLOT_NOT_EMPTY',
      message: 'Move the blocks out of column 3 first.',
    });
  });
});
