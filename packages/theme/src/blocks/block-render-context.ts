import type { PageBlock, PublicForm } from '@plinth/contracts';
import type { ContentCalendarContext, ContentItemContext } from '../content-context';
import type { ProductCard } from '../page-context';

/** An uploaded file a block shows (image, video, audio), as the page's loader found it. */
export interface BlockFile {
  id: string;
  url: string;
  contentType: string;
  fileName: string;
  /** Images only (null for sound and video). */
  width: number | null;
  height: number | null;
  /** Images: resized copies (seed widths up to the original's), for srcset. Empty for other files. */
  variants: readonly { width: number; url: string; contentType: string }[];
}

/** What a block may read besides its props. The loader fills it before rendering (see references). */
export interface BlockRenderContext {
  /** Files the document references, by file id. A missing id renders as an empty block. */
  files: ReadonlyMap<string, BlockFile>;
  /** Products the document references, by product id, as shop cards show them. */
  products: ReadonlyMap<string, ProductCard>;
  /** Products of each referenced collection, in shop order (summary blocks), by collection id. */
  collections: ReadonlyMap<string, readonly ProductCard[]>;
  /**
   * Product categories summary blocks name, by term id: only categories that exist. None: no summary
   * block names a category.
   */
  productCategories?: ReadonlyMap<string, ProductCategoryBlockData>;
  /** Published pages by page id → their URL, for link fields that point at a page. */
  pageUrls: ReadonlyMap<string, string>;
  /** Blocks before this index of the page's top level render their images eagerly (above the fold). */
  eagerBlocks: number;
  /** Forms the document's form blocks name, by form id; a missing id renders nothing. None: no forms. */
  forms?: ReadonlyMap<string, PublicForm>;
  /**
   * Blog and Events pages the content blocks name (summary, archive, tag cloud, calendar), by page id;
   * only those visitors may see. None: no content blocks.
   */
  contentCollections?: ReadonlyMap<string, ContentBlockData>;
  /** The editor's canvas and preview: blocks that render nothing for visitors say why instead. */
  editorHints?: boolean;
}

/** A product category as a summary block shows it, loaded by the page's loader. */
export interface ProductCategoryBlockData {
  name: string;
  slug: string;
  /** The products carrying it or one of its subcategories (as its shop page lists them), by product id. */
  productIds: ReadonlySet<string>;
}

/** A Blog or Events page as the content blocks show it, loaded by the page's loader. */
export interface ContentBlockData {
  /** "blog" or "events". */
  collectionType: string;
  title: string;
  fullUrl: string;
  /** The latest posts, or the upcoming events soonest first (at most 20). */
  items: readonly ContentItemContext[];
  /** Months with posts (events: with events), newest first, with their list links. */
  months: readonly { label: string; url: string; count: number }[];
  tags: readonly { name: string; url: string; count: number }[];
  categories: readonly { name: string; url: string; count: number }[];
  /** Events: this month's calendar. */
  calendar: ContentCalendarContext | null;
  timeZone: string;
  language: string;
}

/** What a block needs loaded before it renders. */
export interface BlockReferences {
  fileIds: string[];
  productIds: string[];
  collectionIds: string[];
  /** Product categories (summary blocks), by term id. */
  productCategoryIds: string[];
  pageIds: string[];
  formIds: string[];
  /** Blog and Events pages (content blocks). */
  contentCollectionIds: string[];
}

export interface BlockRenderArgs {
  block: PageBlock;
  context: BlockRenderContext;
  /** The rendered HTML of one of this (layout) block's slots. */
  renderSlot: (slot: string) => string;
  /** True when the block sits in the first `eagerBlocks` of the page's top level. */
  aboveTheFold: boolean;
}

export interface BlockRenderer {
  /** The block's inner HTML; the caller wraps it in its `<div class="block block--{type}">`. */
  render: (args: BlockRenderArgs) => string;
  /** Ids the block needs from the loader (files, products...). Omitted when it needs none. */
  references?: (block: PageBlock) => Partial<BlockReferences>;
}
