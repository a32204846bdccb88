/**
 * The page document of issue 10 (part 1): a page is its root properties plus an ordered list of blocks;
 * a layout block holds further blocks in named slots. The editor changes it only through the pure
 * operations of page-document-ops.ts; the server validates every saved document with the schema in
 * page-document.ts. No zod here: browser code may import this.
 */

/**
 * The block types issue 10 builds, by name, with seed 001's codes where the seed has one (text is its
 * html 2 / markdown 44 pair, summary 20 / summary-v2 55, social links 19 / 54). Columns and section are
 * Plinth's layout blocks: the seed names no code for them.
 */
export const BLOCK_TYPE_CODES = {
  text: [2, 44],
  // Issue 24 §1: a heading of its own (the seed's text block carries headings inside rich text).
  heading: [],
  image: [5],
  gallery: [8],
  button: [53],
  spacer: [21],
  horizontalRule: [47],
  quote: [31],
  code: [23],
  embed: [22],
  video: [32],
  audio: [41],
  map: [4],
  summary: [20, 55],
  product: [43],
  socialLinks: [19, 54],
  menu: [18],
  search: [33],
  accordion: [69],
  form: [9],
  // Issue 22: a summary of a Blog or Events page (the products' summary has 20 and 55), archive 61,
  // tag cloud 14, calendar 26.
  contentSummary: [],
  archive: [61],
  tagCloud: [14],
  calendar: [26],
  columns: [],
  section: [],
} as const satisfies Record<string, readonly number[]>;

export type BlockType = keyof typeof BLOCK_TYPE_CODES;
export const BLOCK_TYPES = Object.keys(BLOCK_TYPE_CODES) as BlockType[];

export const PAGE_DOCUMENT_LIMITS = {
  /** Seed 001 section 9: "Max blocks per layout 60" (the page's top level and each slot). */
  blocksPerLayout: 60,
  /** Layouts inside layouts: a section holding columns holding blocks is depth 3. */
  depth: 4,
  /** All blocks of one page together. */
  blocks: 600,
  /** Named slots of one layout block (columns: one per column). */
  slotsPerBlock: 6,
  /** Properties of one block or of the root. */
  propsPerBlock: 60,
  /** One string property (rich text included). */
  stringLength: 100_000,
  /** Items of one list property (gallery images, accordion items, social links). */
  listLength: 200,
} as const;

/** Block ids: short and URL-safe; unique within one document. */
export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const SLOT_NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
export const PROP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A property value: JSON, bounded in size and depth (a list of objects is as deep as it goes). */
export type PropValue = string | number | boolean | null | PropValue[] | { [key: string]: PropValue };
export type BlockProps = Record<string, PropValue>;

export interface PageBlock {
  id: string;
  type: BlockType;
  props: BlockProps;
  /** Layout blocks only: slot name → the blocks in it, in order. */
  slots?: Record<string, PageBlock[]>;
}

export interface PageDocument {
  version: 1;
  root: { props: BlockProps };
  blocks: PageBlock[];
}

/** Every block of the document, depth first, with its depth (1 at the top level). */
export function walkBlocks(blocks: readonly PageBlock[], depth = 1): { block: PageBlock; depth: number }[] {
  return blocks.flatMap((block) => [
    { block, depth },
    ...Object.values(block.slots ?? {}).flatMap((children) => walkBlocks(children, depth + 1)),
  ]);
}

export interface DocumentShapeError {
  code: 'PAGE_FULL' | 'TOO_DEEP' | 'DUPLICATE_ID';
  message: string;
}

/** What the tree's shape breaks, beyond each block's own schema: null when nothing. */
export function documentShapeError(blocks: readonly PageBlock[]): DocumentShapeError | null {
  const all = walkBlocks(blocks);
  if (all.length > PAGE_DOCUMENT_LIMITS.blocks) {
    return { code: 'PAGE_FULL', message: `A page holds at most ${PAGE_DOCUMENT_LIMITS.blocks} blocks.` };
  }
  if (all.some((entry) => entry.depth > PAGE_DOCUMENT_LIMITS.depth)) {
    return { code: 'TOO_DEEP', message: `Layouts nest at most ${PAGE_DOCUMENT_LIMITS.depth} deep.` };
  }
  const ids = new Set<string>();
  for (const { block } of all) {
    if (ids.has(block.id)) return { code: 'DUPLICATE_ID', message: `Two blocks have the id ${block.id}.` };
    ids.add(block.id);
  }
  return null;
}

/** A page with nothing on it yet. */
export function emptyPageDocument(): PageDocument {
  return { version: 1, root: { props: {} }, blocks: [] };
}
