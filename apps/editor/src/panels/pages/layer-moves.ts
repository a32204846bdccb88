import {
  BLOCK_DEFINITIONS,
  PAGE_DOCUMENT_LIMITS,
  type BlockPlace,
  type PageBlock,
  type PageDocument,
} from '@plinth/contracts';

/**
 * The moves the Layers panel offers for one block, so a keyboard or screen-reader user can do what a
 * drag does (decision 0034, 3). Every place is in moveBlock's terms: the index in the target list
 * once the block has been taken out of its own.
 */
export interface LayerMove {
  /** The menu's words, e.g. "Move up", "Move into Columns, column 2", "Move out of Section". */
  label: string;
  place: BlockPlace;
}

interface Located {
  block: PageBlock;
  parent: PageBlock | null;
  slot?: string;
  siblings: PageBlock[];
  index: number;
}

function locate(
  blocks: PageBlock[],
  id: string,
  parent: PageBlock | null = null,
  slot?: string,
): Located | null {
  const index = blocks.findIndex((block) => block.id === id);
  if (index >= 0) return { block: blocks[index]!, parent, slot, siblings: blocks, index };
  for (const block of blocks) {
    for (const [name, list] of Object.entries(block.slots ?? {})) {
      const found = locate(list, id, block, name);
      if (found) return found;
    }
  }
  return null;
}

/** "column-2" → "column 2", for the menu. */
const slotName = (slot: string) => slot.replace(/-/g, ' ');

function listPlace(parent: PageBlock | null, slot: string | undefined, index: number): BlockPlace {
  return parent === null ? { parentId: null, index } : { parentId: parent.id, slot, index };
}

export function layerMoves(document: PageDocument, id: string): LayerMove[] {
  const found = locate(document.blocks, id);
  if (!found) return [];
  const { parent, slot, siblings, index } = found;
  const moves: LayerMove[] = [];
  if (index > 0) moves.push({ label: 'Move up', place: listPlace(parent, slot, index - 1) });
  if (index < siblings.length - 1)
    moves.push({ label: 'Move down', place: listPlace(parent, slot, index + 1) });
  // Into the layout block just above it: each of its slots, at the end.
  const previous = siblings[index - 1];
  if (previous?.slots) {
    const label = BLOCK_DEFINITIONS[previous.type].label;
    // In the definition's order; only slots the block has (moveBlock refuses the others).
    const slots = previous.slots;
    const defined = BLOCK_DEFINITIONS[previous.type].slots?.(previous.props) ?? Object.keys(slots);
    const names = defined.filter((name) => name in slots);
    for (const name of names) {
      const list = slots[name] ?? [];
      if (list.length >= PAGE_DOCUMENT_LIMITS.blocksPerLayout) continue;
      const where = names.length > 1 ? `${label}, ${slotName(name)}` : label;
      moves.push({
        label: `Move into ${where}`,
        place: { parentId: previous.id, slot: name, index: list.length },
      });
    }
  }
  // Out of its layout block: right after it, in the list that holds that block.
  if (parent !== null) {
    const outer = locate(document.blocks, parent.id);
    if (outer) {
      moves.push({
        label: `Move out of ${BLOCK_DEFINITIONS[parent.type].label}`,
        place: listPlace(outer.parent, outer.slot, outer.index + 1),
      });
    }
  }
  return moves;
}
