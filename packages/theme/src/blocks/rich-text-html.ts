import { RICH_TEXT_LIMITS, TEXT_ALIGNS, parseRichTextJson } from '@plinth/contracts';
import type { BlockRenderContext } from './block-render-context';
import { escapeHtml } from './html';
import { NEW_WINDOW_HINT, linkAttributes, resolveHref } from './link-href';

/**
 * Rich text (Tiptap JSON, contracts' rich-text.ts) to HTML, for the text block, accordion items and
 * any rich field (the product description next). Our own walk, no Tiptap and no DOM on the server.
 * It reads the JSON as untrusted: only the known nodes, marks and attributes come out, all text is
 * escaped, links go through resolveHref (a refused or missing target leaves plain text), and anything
 * unknown, too deep or past the node cap is dropped. Must never throw.
 */
type Lookup = Pick<BlockRenderContext, 'files' | 'pageUrls'>;
type Json = { [key: string]: unknown };

const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };
/** Outermost first, so the same marks always nest the same way. */
const MARK_ORDER = ['link', 'bold', 'italic', 'underline', 'strike'];

interface Walk {
  context: Lookup;
  /** Nodes still allowed (RICH_TEXT_LIMITS.nodes). */
  budget: number;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function children(node: Json): Json[] {
  return Array.isArray(node.content) ? node.content.filter(isObject) : [];
}

function alignClass(node: Json): string {
  const align = isObject(node.attrs) ? node.attrs.textAlign : undefined;
  return typeof align === 'string' && align !== 'left' && (TEXT_ALIGNS as readonly string[]).includes(align)
    ? ` class="rich-text-align-${align}"`
    : '';
}

function wrapMarks(html: string, marks: unknown, walk: Walk): string {
  if (!Array.isArray(marks)) return html;
  const known = marks.filter(isObject).filter((mark) => MARK_ORDER.includes(String(mark.type)));
  known.sort((a, b) => MARK_ORDER.indexOf(String(b.type)) - MARK_ORDER.indexOf(String(a.type)));
  let out = html;
  const seen = new Set<string>();
  for (const mark of known) {
    const type = String(mark.type);
    if (seen.has(type)) continue;
    seen.add(type);
    if (type !== 'link') {
      out = `<${MARK_TAGS[type]}>${out}</${MARK_TAGS[type]}>`;
      continue;
    }
    const attrs = isObject(mark.attrs) ? mark.attrs : {};
    const href = typeof attrs.href === 'string' ? resolveHref(attrs.href, walk.context) : null;
    const newWindow = attrs.target === '_blank';
    if (href !== null)
      out = `<a${linkAttributes({ href, newWindow })}>${out}${newWindow ? NEW_WINDOW_HINT : ''}</a>`;
  }
  return out;
}

function renderInline(nodes: Json[], walk: Walk): string {
  let html = '';
  for (const node of nodes) {
    if (--walk.budget < 0) break;
    if (node.type === 'text' && typeof node.text === 'string') {
      html += wrapMarks(escapeHtml(node.text.slice(0, RICH_TEXT_LIMITS.textLength)), node.marks, walk);
    } else if (node.type === 'hardBreak') {
      html += '<br>';
    }
  }
  return html;
}

function renderBlocks(nodes: Json[], walk: Walk, depth: number): string {
  if (depth > RICH_TEXT_LIMITS.depth) return '';
  return nodes.map((node) => renderBlock(node, walk, depth)).join('');
}

function renderList(tag: 'ul' | 'ol', node: Json, walk: Walk, depth: number): string {
  const items = children(node)
    .filter((item) => item.type === 'listItem' && walk.budget-- > 0)
    .map((item) => `<li>${renderBlocks(children(item), walk, depth + 2)}</li>`)
    .join('');
  const start = isObject(node.attrs) ? node.attrs.start : undefined;
  const startAttr =
    tag === 'ol' &&
    typeof start === 'number' &&
    Number.isInteger(start) &&
    start !== 1 &&
    start >= 0 &&
    start <= 100_000
      ? ` start="${start}"`
      : '';
  return items === '' ? '' : `<${tag}${startAttr}>${items}</${tag}>`;
}

function renderBlock(node: Json, walk: Walk, depth: number): string {
  if (--walk.budget < 0) return '';
  switch (node.type) {
    case 'paragraph': {
      const inner = renderInline(children(node), walk);
      // An empty paragraph is a blank line the owner typed, as Tiptap shows it.
      return `<p${alignClass(node)}>${inner === '' ? '<br>' : inner}</p>`;
    }
    case 'heading': {
      const level = isObject(node.attrs) ? node.attrs.level : undefined;
      const tag = typeof level === 'number' && [1, 2, 3, 4].includes(level) ? `h${level}` : 'h2';
      return `<${tag}${alignClass(node)}>${renderInline(children(node), walk)}</${tag}>`;
    }
    case 'bulletList':
      return renderList('ul', node, walk, depth);
    case 'orderedList':
      return renderList('ol', node, walk, depth);
    case 'blockquote':
      return `<blockquote>${renderBlocks(children(node), walk, depth + 1)}</blockquote>`;
    default:
      return '';
  }
}

/**
 * The HTML of a rich-text value: the prop's JSON string, or a parsed document. Anything that is not a
 * `doc` renders as nothing.
 */
export function renderRichText(value: unknown, context: Lookup): string {
  const doc = typeof value === 'string' ? parseRichTextJson(value) : value;
  if (!isObject(doc) || doc.type !== 'doc') return '';
  return renderBlocks(children(doc), { context, budget: RICH_TEXT_LIMITS.nodes }, 1);
}

/** The page:{id} and file:{id} hrefs a rich-text value links to (for the loader's references). */
export function richTextHrefs(value: unknown): string[] {
  const doc = typeof value === 'string' ? parseRichTextJson(value) : value;
  const hrefs: string[] = [];
  let budget = RICH_TEXT_LIMITS.nodes;
  const visit = (node: Json, depth: number) => {
    if (--budget < 0 || depth > RICH_TEXT_LIMITS.depth * 2) return;
    for (const mark of Array.isArray(node.marks) ? node.marks.filter(isObject) : []) {
      if (mark.type === 'link' && isObject(mark.attrs) && typeof mark.attrs.href === 'string')
        hrefs.push(mark.attrs.href);
    }
    for (const child of children(node)) visit(child, depth + 1);
  };
  if (isObject(doc)) visit(doc, 0);
  return hrefs;
}
