import {
  HEADING_LEVELS,
  RICH_TEXT_LIMITS,
  TEXT_ALIGNS,
  emptyRichText,
  linkHrefProblem,
  parseRichTextJson,
  type HeadingLevel,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type TextAlign,
} from '@plinth/contracts';

/**
 * Tiptap's JSON made into contracts' closed rich text (rich-text.ts): Tiptap writes attributes the
 * schema does not know (a link's title, rel and class, an ordered list's type, `textAlign: null`),
 * so every node is rebuilt from what the schema allows and nothing else. Used on the way in (a stored
 * prop, possibly older or hand-made) and on the way out (what the field saves). Never throws.
 */
type Json = { [key: string]: unknown };

const SIMPLE_MARKS = ['bold', 'italic', 'underline', 'strike'] as const;
const MARK_ORDER = ['link', ...SIMPLE_MARKS];

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function childrenOf(node: Json): Json[] {
  return Array.isArray(node.content) ? node.content.filter(isObject) : [];
}

function attrsOf(node: Json): Json {
  return isObject(node.attrs) ? node.attrs : {};
}

function cleanMarks(value: unknown): RichTextMark[] {
  if (!Array.isArray(value)) return [];
  const marks: RichTextMark[] = [];
  for (const mark of value.filter(isObject)) {
    const type = String(mark.type);
    if (marks.some((kept) => kept.type === type)) continue;
    if ((SIMPLE_MARKS as readonly string[]).includes(type)) {
      marks.push({ type: type as (typeof SIMPLE_MARKS)[number] });
    } else if (type === 'link') {
      const attrs = attrsOf(mark);
      if (typeof attrs.href !== 'string' || linkHrefProblem(attrs.href) !== null) continue;
      marks.push({
        type: 'link',
        attrs: { href: attrs.href, ...(attrs.target === '_blank' ? { target: '_blank' as const } : {}) },
      });
    }
  }
  return marks.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
}

function cleanInline(nodes: Json[]): RichTextInline[] {
  const inline: RichTextInline[] = [];
  for (const node of nodes) {
    const marks = cleanMarks(node.marks);
    const withMarks = marks.length > 0 ? { marks } : {};
    if (node.type === 'hardBreak') inline.push({ type: 'hardBreak', ...withMarks });
    if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') continue;
    // One run longer than the schema's cap becomes several runs with the same marks.
    for (let at = 0; at < node.text.length; at += RICH_TEXT_LIMITS.textLength) {
      inline.push({
        type: 'text',
        text: node.text.slice(at, at + RICH_TEXT_LIMITS.textLength),
        ...withMarks,
      });
    }
  }
  return inline;
}

function alignOf(node: Json): { textAlign?: TextAlign } {
  const align = attrsOf(node).textAlign;
  return typeof align === 'string' && align !== 'left' && (TEXT_ALIGNS as readonly string[]).includes(align)
    ? { textAlign: align as TextAlign }
    : {};
}

function cleanItems(node: Json): RichTextListItem[] {
  return childrenOf(node)
    .filter((item) => item.type === 'listItem')
    .map((item) => ({ type: 'listItem' as const, content: cleanBlocks(childrenOf(item)) }));
}

function cleanBlock(node: Json): RichTextBlock | null {
  const inline = () => {
    const content = cleanInline(childrenOf(node));
    return content.length > 0 ? { content } : {};
  };
  switch (node.type) {
    case 'paragraph': {
      const align = alignOf(node);
      return { type: 'paragraph', ...(align.textAlign ? { attrs: align } : {}), ...inline() };
    }
    case 'heading': {
      const level = attrsOf(node).level;
      const known = (HEADING_LEVELS as readonly unknown[]).includes(level) ? (level as HeadingLevel) : 2;
      return { type: 'heading', attrs: { level: known, ...alignOf(node) }, ...inline() };
    }
    case 'bulletList':
    case 'orderedList': {
      const content = cleanItems(node);
      if (content.length === 0) return null;
      if (node.type === 'bulletList') return { type: 'bulletList', content };
      const start = attrsOf(node).start;
      const validStart =
        typeof start === 'number' && Number.isInteger(start) && start >= 0 && start <= 100_000;
      return { type: 'orderedList', ...(validStart && start !== 1 ? { attrs: { start } } : {}), content };
    }
    case 'blockquote':
      return { type: 'blockquote', content: cleanBlocks(childrenOf(node)) };
    default:
      return null;
  }
}

/** Blocks, never none: a list item or quote always holds at least an empty paragraph. */
function cleanBlocks(nodes: Json[]): RichTextBlock[] {
  const blocks = nodes.map(cleanBlock).filter((block): block is RichTextBlock => block !== null);
  return blocks.length > 0 ? blocks : [{ type: 'paragraph' }];
}

/** A document in contracts' closed form from whatever JSON is given (Tiptap's, stored, or junk). */
export function cleanRichText(value: unknown): RichTextDoc {
  if (!isObject(value) || value.type !== 'doc') return emptyRichText();
  return { type: 'doc', content: cleanBlocks(childrenOf(value)) };
}

/** A rich-text prop (a JSON string) as a clean document; not JSON or not a doc gives one empty paragraph. */
export function richTextFromProp(value: unknown): RichTextDoc {
  return cleanRichText(typeof value === 'string' ? parseRichTextJson(value) : value);
}
