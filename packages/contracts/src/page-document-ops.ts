import {
  BLOCK_ID_PATTERN,
  PAGE_DOCUMENT_LIMITS,
  documentShapeError,
  walkBlocks,
  type BlockProps,
  type PageBlock,
  type PageDocument,
  type PropValue,
} from './page-document-model';
import { BLOCK_DEFINITIONS } from './blocks/definitions';

/**
 * The only ways a page document changes (issue 10 part 1). Each is pure: it answers a new document
 * (sharing the untouched parts with the old one) or says why it cannot, and never changes its input,
 * so undo and redo are a list of documents and a save is one of them.
 */

/** Where a block goes: the top level (parentId null) or a named slot of a layout block, at an index. */
export interface BlockPlace {
  parentId: string | null;
  /** Required with a parent; ignored at the top level. */
  slot?: string;
  /** 0 … the list's length (equal to the length: at the end). */
  index: number;
}

export type PageEditErrorCode =
  | 'BLOCK_NOT_FOUND'
  | 'SLOT_NOT_FOUND'
  | 'INDEX_OUT_OF_RANGE'
  | 'MOVE_INTO_ITSELF'
  | 'LAYOUT_FULL'
  | 'PAGE_FULL'
  | 'TOO_DEEP'
  | 'INVALID_ID'
  | 'DUPLICATE_ID'
  | 'SLOT_NOT_EMPTY';

export type PageEditResult =
  { ok: true; document: PageDocument } | { ok: false; code: PageEditErrorCode; message: string };

const refuse = (code: PageEditErrorCode, message: string): PageEditResult => ({ ok: false, code, message });

/** The list a place names, or why there is none. */
function listAt(document: PageDocument, place: BlockPlace): PageBlock[] | PageEditResult {
  if (place.parentId === null) return document.blocks;
  const parent = walkBlocks(document.blocks).find((entry) => entry.block.id === place.parentId)?.block;
  if (!parent) return refuse('BLOCK_NOT_FOUND', 'That block is not on the page any more.');
  const list = place.slot === undefined ? undefined : parent.slots?.[place.slot];
  if (!list) return refuse('SLOT_NOT_FOUND', 'That block has no such place for blocks.');
  return list;
}

/** Replaces the list at `place` with `change(list)`, copying only the path down to it. */
function withList(
  document: PageDocument,
  place: BlockPlace,
  change: (list: PageBlock[]) => PageBlock[],
): PageDocument {
  if (place.parentId === null) return { ...document, blocks: change(document.blocks) };
  const rewrite = (blocks: PageBlock[]): PageBlock[] =>
    blocks.map((block) => {
      if (!block.slots) return block;
      if (block.id === place.parentId && place.slot !== undefined) {
        return { ...block, slots: { ...block.slots, [place.slot]: change(block.slots[place.slot] ?? []) } };
      }
      const slots = Object.fromEntries(
        Object.entries(block.slots).map(([name, list]) => [name, rewrite(list)]),
      );
      return { ...block, slots };
    });
  return { ...document, blocks: rewrite(document.blocks) };
}

/** The document without block `id` (and what it held), and where it was; null when it is not there. */
function detach(
  document: PageDocument,
  id: string,
): { document: PageDocument; block: PageBlock; place: BlockPlace } | null {
  const find = (
    blocks: PageBlock[],
    parentId: string | null,
    slot: string | undefined,
  ): { block: PageBlock; place: BlockPlace } | null => {
    const index = blocks.findIndex((block) => block.id === id);
    if (index >= 0) return { block: blocks[index]!, place: { parentId, ...(slot ? { slot } : {}), index } };
    for (const block of blocks) {
      for (const [name, list] of Object.entries(block.slots ?? {})) {
        const found = find(list, block.id, name);
        if (found) return found;
      }
    }
    return null;
  };
  const found = find(document.blocks, null, undefined);
  if (!found) return null;
  const { place } = found;
  return {
    ...found,
    document: withList(document, place, (list) => list.filter((_, i) => i !== place.index)),
  };
}

/** Checks the limits a document after an edit must keep (page size, depth, unique ids). */
function checked(document: PageDocument): PageEditResult {
  const error = documentShapeError(document.blocks);
  return error ? refuse(error.code, error.message) : { ok: true, document };
}

function placeInto(document: PageDocument, block: PageBlock, place: BlockPlace): PageEditResult {
  const list = listAt(document, place);
  if (!Array.isArray(list)) return list;
  if (!Number.isInteger(place.index) || place.index < 0 || place.index > list.length) {
    return refuse('INDEX_OUT_OF_RANGE', 'There is no such position there.');
  }
  if (list.length >= PAGE_DOCUMENT_LIMITS.blocksPerLayout) {
    return refuse('LAYOUT_FULL', `A layout holds at most ${PAGE_DOCUMENT_LIMITS.blocksPerLayout} blocks.`);
  }
  return checked(
    withList(document, place, (l) => [...l.slice(0, place.index), block, ...l.slice(place.index)]),
  );
}

/** Adds a new block (with any blocks in its slots) at `place`. */
export function insertBlock(document: PageDocument, block: PageBlock, place: BlockPlace): PageEditResult {
  if (walkBlocks([block]).some((entry) => !BLOCK_ID_PATTERN.test(entry.block.id))) {
    return refuse('INVALID_ID', 'A block id is 1 to 32 letters, digits, - or _.');
  }
  return placeInto(document, block, place);
}

/**
 * Moves block `id` to `place`, whose index counts in the list as it is once the block has left it
 * (moving down within one list: the index after removal). A block never moves into itself.
 */
export function moveBlock(document: PageDocument, id: string, place: BlockPlace): PageEditResult {
  const detached = detach(document, id);
  if (!detached) return refuse('BLOCK_NOT_FOUND', 'That block is not on the page any more.');
  if (place.parentId !== null && walkBlocks([detached.block]).some((e) => e.block.id === place.parentId)) {
    return refuse('MOVE_INTO_ITSELF', 'A block cannot go inside itself.');
  }
  return placeInto(detached.document, detached.block, place);
}

/** Takes block `id` (and whatever its slots hold) off the page. */
export function removeBlock(document: PageDocument, id: string): PageEditResult {
  const detached = detach(document, id);
  if (!detached) return refuse('BLOCK_NOT_FOUND', 'That block is not on the page any more.');
  return { ok: true, document: detached.document };
}

/** A copy of block `id`, its slots' blocks included, each with a new id from `newId`, right after it. */
export function duplicateBlock(document: PageDocument, id: string, newId: () => string): PageEditResult {
  const detached = detach(document, id);
  if (!detached) return refuse('BLOCK_NOT_FOUND', 'That block is not on the page any more.');
  const copy = (block: PageBlock): PageBlock => ({
    ...block,
    id: newId(),
    props: structuredClone(block.props),
    ...(block.slots
      ? { slots: Object.fromEntries(Object.entries(block.slots).map(([n, list]) => [n, list.map(copy)])) }
      : {}),
  });
  const { place } = detached;
  return insertBlock(document, copy(detached.block), { ...place, index: place.index + 1 });
}

/** Sets the given properties of block `id` (undefined removes one); the others stay as they are. */
export function updateBlockProps(
  document: PageDocument,
  id: string,
  patch: Record<string, PropValue | undefined>,
): PageEditResult {
  if (!walkBlocks(document.blocks).some((entry) => entry.block.id === id)) {
    return refuse('BLOCK_NOT_FOUND', 'That block is not on the page any more.');
  }
  const merge = (props: BlockProps): BlockProps => {
    const next: BlockProps = { ...props };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    return next;
  };
  let refusal: PageEditResult | null = null;
  const rewrite = (blocks: PageBlock[]): PageBlock[] =>
    blocks.map((block) => {
      if (block.id === id) {
        const props = merge(block.props);
        const slots = slotsFor(block, props);
        if (!Array.isArray(slots)) {
          refusal = slots;
          return block;
        }
        return slots.length === 0 && !block.slots
          ? { ...block, props }
          : { ...block, props, slots: Object.fromEntries(slots) };
      }
      if (!block.slots) return block;
      return {
        ...block,
        slots: Object.fromEntries(Object.entries(block.slots).map(([n, list]) => [n, rewrite(list)])),
      };
    });
  const blocks = rewrite(document.blocks);
  return refusal ?? { ok: true, document: { ...document, blocks } };
}

/**
 * A layout block's slots after its props change (columns: the count): the definition's slot names in
 * order, each keeping its blocks, new ones empty. A slot that goes away must be empty first.
 */
function slotsFor(block: PageBlock, props: BlockProps): [string, PageBlock[]][] | PageEditResult {
  const wanted = BLOCK_DEFINITIONS[block.type].slots?.(props);
  if (!wanted) return [];
  const current = block.slots ?? {};
  const lost = Object.keys(current).find(
    (name) => !wanted.includes(name) && (current[name]?.length ?? 0) > 0,
  );
  if (lost !== undefined) {
    return refuse('SLOT_NOT_EMPTY', `Move the blocks out of ${lost.replace(/-/g, ' ')} first.`);
  }
  return wanted.map((name) => [name, current[name] ?? []]);
}

/** The page's own properties (title, SEO fields, background ...), merged the same way. */
export function updateRootProps(
  document: PageDocument,
  patch: Record<string, PropValue | undefined>,
): PageEditResult {
  const props: BlockProps = { ...document.root.props };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete props[key];
    else props[key] = value;
  }
  return { ok: true, document: { ...document, root: { ...document.root, props } } };
}

/**
 * Undo and redo over whole documents: each accepted edit pushes the document it replaced; a refused
 * edit changes nothing; a new edit after undoing drops what could have been redone. At most `limit`
 * steps are kept.
 */
export interface EditHistory {
  past: PageDocument[];
  present: PageDocument;
  future: PageDocument[];
}

export const EDIT_HISTORY_LIMIT = 100;

export function startHistory(document: PageDocument): EditHistory {
  return { past: [], present: document, future: [] };
}

export function applyEdit(
  history: EditHistory,
  edit: (document: PageDocument) => PageEditResult,
  limit = EDIT_HISTORY_LIMIT,
): { history: EditHistory; result: PageEditResult } {
  const result = edit(history.present);
  if (!result.ok || result.document === history.present) return { history, result };
  const past = [...history.past, history.present].slice(-limit);
  return { history: { past, present: result.document, future: [] }, result };
}

export function undo(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: EditHistory): EditHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future };
}
