import { describe, expect, test } from 'vitest';
import { findDropTarget, type MeasuredBlock, type MeasuredList } from './drop-target';

// A page 1000 wide: a heading (0-100), a two-column layout (100-400) whose left column holds two
// blocks and whose right column is empty, then a footer text (400-500).
const rect = (top: number, height: number, left = 0, width = 1000) => ({ top, left, width, height });
const lists: MeasuredList[] = [
  { parentId: null, rect: rect(0, 500) },
  { parentId: 'cols', slot: 'column-1', rect: rect(100, 300, 0, 500) },
  { parentId: 'cols', slot: 'column-2', rect: rect(100, 300, 500, 500) },
];
const blocks: MeasuredBlock[] = [
  { id: 'heading', parentId: null, index: 0, rect: rect(0, 100) },
  { id: 'cols', parentId: null, index: 1, rect: rect(100, 300) },
  { id: 'footer', parentId: null, index: 2, rect: rect(400, 100) },
  { id: 'a', parentId: 'cols', slot: 'column-1', index: 0, rect: rect(100, 100, 0, 500) },
  { id: 'b', parentId: 'cols', slot: 'column-1', index: 1, rect: rect(200, 100, 0, 500) },
];

describe('the canvas drop hit test', () => {
  test('over the top half of a block drops before it, over the bottom half after it', () => {
    expect(findDropTarget(500, 20, lists, blocks)?.place).toEqual({ parentId: null, index: 0 });
    expect(findDropTarget(500, 80, lists, blocks)?.place).toEqual({ parentId: null, index: 1 });
    expect(findDropTarget(500, 480, lists, blocks)?.place).toEqual({ parentId: null, index: 3 });
  });

  test('inside a column the innermost list wins', () => {
    expect(findDropTarget(200, 120, lists, blocks)?.place).toEqual({
      parentId: 'cols',
      slot: 'column-1',
      index: 0,
    });
    expect(findDropTarget(200, 180, lists, blocks)?.place).toEqual({
      parentId: 'cols',
      slot: 'column-1',
      index: 1,
    });
    expect(findDropTarget(200, 390, lists, blocks)?.place).toEqual({
      parentId: 'cols',
      slot: 'column-1',
      index: 2,
    });
  });

  test('an empty column takes the block at index 0, the line at its top', () => {
    const target = findDropTarget(700, 250, lists, blocks);
    expect(target).toEqual({
      place: { parentId: 'cols', slot: 'column-2', index: 0 },
      line: { top: 100, left: 500, width: 500 },
    });
  });

  test('the line sits midway between the blocks around the gap', () => {
    expect(findDropTarget(200, 180, lists, blocks)?.line).toEqual({ top: 200, left: 0, width: 500 });
    expect(findDropTarget(500, 480, lists, blocks)?.line).toEqual({ top: 500, left: 0, width: 1000 });
  });

  test('a layout block is never dropped into its own slots: its parent list takes it', () => {
    expect(findDropTarget(700, 250, lists, blocks, 'cols')?.place).toEqual({ parentId: null, index: 1 });
  });

  test('the dragged block does not count, so the index is the one moveBlock expects', () => {
    // Dragging the heading below the columns: without it, columns is index 0 and the footer 1.
    expect(findDropTarget(500, 480, lists, blocks, 'heading')?.place).toEqual({ parentId: null, index: 2 });
    expect(findDropTarget(200, 390, lists, blocks, 'a')?.place).toEqual({
      parentId: 'cols',
      slot: 'column-1',
      index: 1,
    });
  });

  test('outside every list there is no target', () => {
    expect(findDropTarget(500, 600, lists, blocks)).toBeNull();
    expect(findDropTarget(-5, 50, lists, blocks)).toBeNull();
  });
});
