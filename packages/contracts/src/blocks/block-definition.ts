import type { CollectionType } from '../content';
import type { BlockProps, BlockType, PropValue } from '../page-document-model';

/**
 * The editor half of a block type (issue 10 part 2): its name in the Add block picker, its group, its
 * defaults and the fields the side panel shows. No zod: the editor bundle imports this. The props'
 * schema, which the server checks, sits beside it in the group's `*-schemas.ts`.
 */
export type BlockGroup = 'Text' | 'Media' | 'Layout' | 'Commerce' | 'Links and more';

interface FieldBase {
  /** The prop it edits. */
  name: string;
  label: string;
  help?: string;
  /**
   * Shown only while the prop `field` has one of `values` (a gallery's slideshow settings only for a
   * slideshow): the side panel leaves the others out, and their values are kept as they are.
   */
  shownWhen?: { field: string; values: readonly string[] };
}

/** Whether the side panel shows `field` for a block with these props (its `shownWhen`). */
export function isFieldShown(field: Pick<FieldBase, 'shownWhen'>, props: BlockProps): boolean {
  if (!field.shownWhen) return true;
  const value = props[field.shownWhen.field];
  return typeof value === 'string' && field.shownWhen.values.includes(value);
}

export type BlockField = FieldBase &
  (
    | { kind: 'text'; maxLength: number; multiline?: boolean }
    /** Rich text: Tiptap JSON (see rich-text.ts). */
    | { kind: 'richText' }
    | { kind: 'number'; min: number; max: number; step?: number; unit?: string }
    | { kind: 'boolean' }
    | { kind: 'select'; options: readonly { value: string; label: string }[] }
    | { kind: 'color' }
    /** A file of the site's file browser, by file id. */
    | { kind: 'file'; accept: 'image' | 'video' | 'audio' }
    /** A link (link-url.ts rules: page, web address, email, phone, file). */
    | { kind: 'link' }
    | { kind: 'product' }
    | { kind: 'collection' }
    /**
     * A Blog or Events page of the site, by page id (the content blocks, issue 22); the picker lists
     * only pages of `collectionTypes` (all of them when left out).
     */
    | { kind: 'contentCollection'; collectionTypes?: readonly CollectionType[] }
    /** A product category of the site (a `terms` row of kind category), by term id; "" for all products. */
    | { kind: 'productCategory' }
    /** A form of the site's Forms panel, by form id (the form block, issue 11). */
    | { kind: 'form' }
    /** A list of objects (gallery images, accordion items, social links, menu items). */
    | { kind: 'list'; itemLabel: string; maxItems: number; fields: readonly BlockField[] }
  );

export interface BlockDefinition {
  type: BlockType;
  /** The picker's name for it, e.g. "Gallery". */
  label: string;
  group: BlockGroup;
  /** Extra words the picker's search matches. */
  keywords: readonly string[];
  /** A new block's props. */
  defaults: () => BlockProps;
  fields: readonly BlockField[];
  /** Layout blocks: the slot names a block with these props has, in order. */
  slots?: (props: BlockProps) => string[];
}

/** The prop `name` as a string, or `fallback`. For renderers and editors reading loosely typed props. */
export function stringProp(props: BlockProps, name: string, fallback = ''): string {
  const value: PropValue | undefined = props[name];
  return typeof value === 'string' ? value : fallback;
}

export function numberProp(props: BlockProps, name: string, fallback: number): number {
  const value: PropValue | undefined = props[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function booleanProp(props: BlockProps, name: string, fallback: boolean): boolean {
  const value: PropValue | undefined = props[name];
  return typeof value === 'boolean' ? value : fallback;
}
