import {
  BLOCK_DEFINITIONS,
  walkBlocks,
  type BlockType,
  type PageBlock,
  type PageDocument,
} from '@plinth/contracts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A block id: 12 random URL-safe characters (BLOCK_ID_PATTERN), unique enough inside one page. */
export function newBlockId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 12; i += 1) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

/** A new block of `type` with its defaults and, for a layout block, its empty slots. */
export function newBlock(type: BlockType, id: string = newBlockId()): PageBlock {
  const definition = BLOCK_DEFINITIONS[type];
  const props = definition.defaults();
  const slots = definition.slots?.(props);
  return slots
    ? { id, type, props, slots: Object.fromEntries(slots.map((slot) => [slot, []])) }
    : { id, type, props };
}

/** Where a block is: its list (parent and slot) and index; null when it is not on the page. */
export function locateBlock(
  document: PageDocument,
  id: string,
): { parentId: string | null; slot?: string; index: number } | null {
  if (document.blocks.some((block) => block.id === id)) {
    return { parentId: null, index: document.blocks.findIndex((block) => block.id === id) };
  }
  for (const { block } of walkBlocks(document.blocks)) {
    for (const [slot, list] of Object.entries(block.slots ?? {})) {
      const index = list.findIndex((child) => child.id === id);
      if (index >= 0) return { parentId: block.id, slot, index };
    }
  }
  return null;
}

/** Finds a block anywhere in the page. */
export function findBlock(document: PageDocument, id: string | null): PageBlock | null {
  if (id === null) return null;
  return walkBlocks(document.blocks).find((entry) => entry.block.id === id)?.block ?? null;
}
