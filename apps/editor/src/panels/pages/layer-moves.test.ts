import { moveBlock, type PageBlock, type PageDocument } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { layerMoves } from './layer-moves';

const leaf = (id: string): PageBlock => ({ id, type: 'spacer', props: {} });
const doc = (...blocks: PageBlock[]): PageDocument => ({ version: 1, root: { props: {} }, blocks });
const columns = (id: string, left: PageBlock[], right: PageBlock[]): PageBlock => ({
  id,
  type: 'columns',
  props: {},
  slots: { 'column-1': left, 'column-2': right },
});
const section = (id: string, content: PageBlock[]): PageBlock => ({
  id,
  type: 'section',
  props: {},
  slots: { content },
});

/** The page as ids, nested lists in brackets, to read each move's result. */
function outline(blocks: readonly PageBlock[]): string {
  return blocks
    .map((b) => (b.slots ? `${b.id}[${Object.values(b.slots).map(outline).join('|')}]` : b.id))
    .join(' ');
}

function apply(document: PageDocument, id: string, label: string): string {
  const move = layerMoves(document, id).find((m) => m.label === label);
  if (!move)
    throw new Error(
      `no "${label}" for ${id}: ${layerMoves(document, id)
        .map((m) => m.label)
        .join(', ')}`,
    );
  const result = moveBlock(document, id, move.place);
  if (!result.ok) throw new Error(result.message);
  return outline(result.document.blocks);
}

describe('the Layers panel moves', () => {
  const page = doc(
    leaf('a'),
    columns('cols', [leaf('b'), leaf('c')], []),
    leaf('d'),
    section('s', [leaf('e')]),
  );

  test('up and down move within the list; the ends offer only one of them', () => {
    expect(layerMoves(page, 'a').map((m) => m.label)).toEqual(['Move down']);
    expect(apply(page, 'a', 'Move down')).toBe('cols[b c|] a d s[e]');
    expect(apply(page, 'c', 'Move up')).toBe('a cols[c b|] d s[e]');
    expect(layerMoves(page, 'c').map((m) => m.label)).toEqual(['Move up', 'Move out of Columns']);
  });

  test('a block under a layout block can move into each of its slots, at the end', () => {
    expect(layerMoves(page, 'd').map((m) => m.label)).toEqual([
      'Move up',
      'Move down',
      'Move into Columns, column 1',
      'Move into Columns, column 2',
    ]);
    expect(apply(page, 'd', 'Move into Columns, column 1')).toBe('a cols[b c d|] s[e]');
    expect(apply(page, 'd', 'Move into Columns, column 2')).toBe('a cols[b c|d] s[e]');
  });

  test('out of a layout block lands right after it', () => {
    expect(apply(page, 'b', 'Move out of Columns')).toBe('a cols[c|] b d s[e]');
    expect(apply(page, 'e', 'Move out of Section')).toBe('a cols[b c|] d s[] e');
  });

  test('a block that is not on the page has no moves', () => {
    expect(layerMoves(page, 'zzz')).toEqual([]);
  });
});
