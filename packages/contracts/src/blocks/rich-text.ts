/**
 * Rich text as Tiptap-compatible JSON (decision 0034, 4): the nodes and marks the editor's Tiptap
 * extensions produce, closed. No zod here (the editor imports it); the schema is rich-text-schema.ts
 * and the server's HTML is @plinth/theme's rich-text-html.ts.
 *
 * A rich-text prop is this JSON serialised to a string: the page document's generic prop shape allows
 * only flat objects (page-document-props.ts), and a document tree is not flat.
 */

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const RICH_TEXT_LIMITS = {
  /** Lists in lists in quotes: deeper than this is not something an owner types. */
  depth: 12,
  /** Nodes of one document (text runs included). */
  nodes: 5000,
  /** One text run. */
  textLength: 20_000,
} as const;

/** Tiptap's link mark attributes; rel and class are accepted as Tiptap writes them and ignored. */
export interface RichTextLinkAttrs {
  /** A link-prop href: a web address, mailto:, tel:, or page:{id} / file:{id} (see link-prop.ts). */
  href: string;
  target?: '_blank' | null;
  rel?: string | null;
  class?: null;
}

export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'strike' }
  | { type: 'link'; attrs: RichTextLinkAttrs };

export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

export interface RichTextHardBreak {
  type: 'hardBreak';
  marks?: RichTextMark[];
}

export type RichTextInline = RichTextText | RichTextHardBreak;

export interface RichTextParagraph {
  type: 'paragraph';
  attrs?: { textAlign?: TextAlign | null };
  content?: RichTextInline[];
}

export interface RichTextHeading {
  type: 'heading';
  attrs: { level: HeadingLevel; textAlign?: TextAlign | null };
  content?: RichTextInline[];
}

export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

export interface RichTextBulletList {
  type: 'bulletList';
  content: RichTextListItem[];
}

export interface RichTextOrderedList {
  type: 'orderedList';
  attrs?: { start?: number; type?: null };
  content: RichTextListItem[];
}

export interface RichTextBlockquote {
  type: 'blockquote';
  content: RichTextBlock[];
}

export type RichTextBlock =
  RichTextParagraph | RichTextHeading | RichTextBulletList | RichTextOrderedList | RichTextBlockquote;

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlock[];
}

/** A document holding one empty paragraph: what a new text block starts with. */
export function emptyRichText(): RichTextDoc {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

/** Plain text as paragraphs (one per line): for defaults, and for turning plain fields into rich ones. */
export function richTextFromPlain(text: string): RichTextDoc {
  const lines = text.split(/\r?\n/);
  return {
    type: 'doc',
    content: lines.map((line) =>
      line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] },
    ),
  };
}

/** The string a rich-text prop holds. */
export function serializeRichText(doc: RichTextDoc): string {
  return JSON.stringify(doc);
}

/**
 * The prop's JSON, parsed, or null when it is not JSON. Not a validation: the server's schema checks
 * saved documents, and the renderer treats whatever it gets as untrusted.
 */
export function parseRichTextJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
