import type { BlockPlace } from '@plinth/contracts';

/**
 * The canvas's drop hit test (decision 0034, 3): given where the pointer is over the framed page and the
 * rectangles the editor measured there, which place a dragged block would land in, and where to draw
 * the insertion line. Pure, so it is tested without a browser.
 */
export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A list blocks can be dropped into: the page's top level (parentId null) or one slot of a layout block. */
export interface MeasuredList {
  parentId: string | null;
  slot?: string;
  rect: Rect;
}

/** A block as measured in the frame, with the list it sits in and its index there. */
export interface MeasuredBlock {
  id: string;
  parentId: string | null;
  slot?: string;
  index: number;
  rect: Rect;
}

export interface DropTarget {
  place: BlockPlace;
  /** The insertion line, in the same coordinates as the rectangles. */
  line: { top: number; left: number; width: number };
}

const contains = (rect: Rect, x: number, y: number) =>
  x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;

const area = (rect: Rect) => rect.width * rect.height;

/** True when the list lies inside the dragged block (its own slots or deeper): never a drop place. */
function insideDragged(
  list: MeasuredList,
  draggedId: string | undefined,
  parents: Map<string, string | null>,
) {
  if (draggedId === undefined) return false;
  for (let id = list.parentId; id !== null; id = parents.get(id) ?? null) {
    if (id === draggedId) return true;
  }
  return false;
}

/**
 * The drop target under (x, y): the innermost list containing the point (the smallest by area, which is
 * the deepest for nested layouts) that is not inside the dragged block, and in it the gap nearest the
 * pointer: the index counts the list's blocks whose middle is above it. The dragged block itself is
 * skipped when counting, so the index is the one moveBlock expects after taking it out. Null when the
 * point is over no list.
 */
export function findDropTarget(
  x: number,
  y: number,
  lists: readonly MeasuredList[],
  blocks: readonly MeasuredBlock[],
  draggedId?: string,
): DropTarget | null {
  const parents = new Map(blocks.map((block) => [block.id, block.parentId]));
  const list = lists
    .filter((candidate) => contains(candidate.rect, x, y) && !insideDragged(candidate, draggedId, parents))
    .sort((a, b) => area(a.rect) - area(b.rect))[0];
  if (!list) return null;
  const children = blocks
    .filter(
      (block) =>
        block.parentId === list.parentId &&
        (list.parentId === null || block.slot === list.slot) &&
        block.id !== draggedId,
    )
    .sort((a, b) => a.index - b.index);
  const index = children.filter((block) => block.rect.top + block.rect.height / 2 < y).length;
  const before = children[index - 1];
  const after = children[index];
  const top = after
    ? before
      ? (before.rect.top + before.rect.height + after.rect.top) / 2
      : after.rect.top
    : before
      ? before.rect.top + before.rect.height
      : list.rect.top;
  const place: BlockPlace =
    list.parentId === null ? { parentId: null, index } : { parentId: list.parentId, slot: list.slot, index };
  return { place, line: { top, left: list.rect.left, width: list.rect.width } };
}
