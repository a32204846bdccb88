import {
  linkHrefProblem,
  RICH_TEXT_LIMITS,
  type HeadingLevel,
  type RichTextBlock,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
} from '@plinth/contracts';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;
// Text, comments and processing instructions share this shape; isText tells them apart.
type DomText = Extract<DomNode, { data: string }>;

function isTag(node: DomNode): node is DomElement {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

function isText(node: DomNode): node is DomText {
  return node.type === ElementType.Text;
}

/** A piece of a post's body before it becomes a page block (the import resolves images then). */
export type ConvertedBlock =
  | { kind: 'text'; content: RichTextBlock[] }
  | { kind: 'image'; src: string; alt: string; caption: string }
  | { kind: 'embed'; html: string }
  | { kind: 'rule' };

export interface ConvertedBody {
  blocks: ConvertedBlock[];
  /** What was left out (scripts, styles), for the report. */
  dropped: string[];
}

const MARKS: Record<string, RichTextMark['type']> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
};
/** Inline tags whose text is kept without a mark of its own. */
const PLAIN_INLINE = new Set([
  'span',
  'code',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'time',
  'font',
  'label',
  'kbd',
]);
/** Wrappers: their children are read as if they stood where the wrapper is. */
const TRANSPARENT = new Set([
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'center',
  'body',
  'html',
  'nav',
]);
/** Never kept, not even inert: code and styling, not content. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'link', 'meta', 'title', 'base']);

/**
 * A WordPress post's HTML as page blocks: paragraphs, headings, lists, quotes, links, bold, italic,
 * underline and strike become rich text (links only where the rich text's own rule allows them, so
 * "javascript:" never survives); images become image blocks; horizontal rules rules; everything
 * else (tables, iframes, forms, …) an embed block, which the storefront shows inert. Text is text
 * from here on: nothing of the HTML is passed through but inside an embed. Pure.
 */
export function htmlToBlocks(html: string): ConvertedBody {
  const document = parseDocument(autoParagraphs(html), { decodeEntities: true });
  const out = new BlockWriter();
  readBlocks(document.children, out);
  return out.finish();
}

/**
 * WordPress stores classic posts without <p>: it adds them when it shows a post (wpautop). Blank
 * lines in text that stands outside any block element are its paragraph breaks.
 */
function autoParagraphs(html: string): string {
  if (/<(p|div|h[1-6]|ul|ol|blockquote|table|figure)\b/i.test(html)) return html;
  return html
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${part.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

class BlockWriter {
  readonly blocks: ConvertedBlock[] = [];
  readonly dropped = new Set<string>();
  private text: RichTextBlock[] = [];
  private loose: RichTextInline[] = [];

  addText(block: RichTextBlock): void {
    this.endLoose();
    this.text.push(block);
  }

  addInline(inline: RichTextInline[]): void {
    this.loose.push(...inline);
  }

  addBlock(block: ConvertedBlock): void {
    this.endText();
    this.blocks.push(block);
  }

  endLoose(): void {
    const content = trimInline(this.loose);
    this.loose = [];
    if (content.length > 0) this.text.push({ type: 'paragraph', content });
  }

  endText(): void {
    this.endLoose();
    if (this.text.length > 0) this.blocks.push({ kind: 'text', content: this.text });
    this.text = [];
  }

  finish(): ConvertedBody {
    this.endText();
    return { blocks: this.blocks, dropped: [...this.dropped] };
  }
}

function readBlocks(nodes: readonly DomNode[], out: BlockWriter): void {
  for (const node of nodes) {
    if (isText(node)) {
      out.addInline(textRuns(node.data, []));
      continue;
    }
    if (!isTag(node)) continue;
    readElement(node, out);
  }
}

function readElement(element: DomElement, out: BlockWriter): void {
  const name = element.name.toLowerCase();
  if (DROPPED.has(name)) {
    out.dropped.add(name);
    return;
  }
  if (TRANSPARENT.has(name)) {
    out.endLoose();
    readBlocks(element.children, out);
    out.endLoose();
    return;
  }
  if (name === 'p') return readParagraph(element, out);
  const level = /^h([1-6])$/.exec(name)?.[1];
  if (level) {
    const content = trimInline(inlineOf(element.children, [], out));
    if (content.length > 0)
      out.addText({ type: 'heading', attrs: { level: Math.min(Number(level), 4) as HeadingLevel }, content });
    return;
  }
  if (name === 'ul' || name === 'ol') {
    const list = listOf(element, out, 1);
    if (list) out.addText(list);
    return;
  }
  if (name === 'blockquote') {
    const inner = new BlockWriter();
    readBlocks(element.children, inner);
    const content = inner.finish().blocks.flatMap((b) => (b.kind === 'text' ? b.content : []));
    if (content.length > 0) out.addText({ type: 'blockquote', content });
    return;
  }
  if (name === 'img') return readImage(element, '', out);
  if (name === 'figure') return readFigure(element, out);
  if (name === 'hr') return out.addBlock({ kind: 'rule' });
  if (name === 'br') return out.addInline([{ type: 'hardBreak' }]);
  if (MARKS[name] || PLAIN_INLINE.has(name) || name === 'a') {
    const images = DomUtils.getElementsByTagName('img', element, true);
    if (images.length > 0 && name === 'a') {
      for (const image of images) readImage(image, '', out);
      return;
    }
    out.addInline(inlineOf([element], [], out));
    return;
  }
  out.addBlock({ kind: 'embed', html: DomUtils.getOuterHTML(element) });
}

/** A paragraph; images inside it stand between its text, as their own blocks. */
function readParagraph(element: DomElement, out: BlockWriter): void {
  out.endLoose();
  let run: DomNode[] = [];
  const flush = () => {
    const content = trimInline(inlineOf(run, [], out));
    if (content.length > 0) out.addText({ type: 'paragraph', content });
    run = [];
  };
  for (const child of element.children) {
    const images = isTag(child) ? DomUtils.getElementsByTagName('img', child, true) : [];
    const isImage = isTag(child) && (child.name === 'img' || images.length > 0);
    if (!isImage) {
      run.push(child);
      continue;
    }
    flush();
    for (const image of child.name === 'img' ? [child] : images) readImage(image, '', out);
  }
  flush();
}

function readImage(element: DomElement, caption: string, out: BlockWriter): void {
  const src = (element.attribs.src ?? '').trim();
  if (src === '') return;
  out.addBlock({ kind: 'image', src, alt: (element.attribs.alt ?? '').trim(), caption });
}

function readFigure(element: DomElement, out: BlockWriter): void {
  const images = DomUtils.getElementsByTagName('img', element, true);
  const captionElement = DomUtils.getElementsByTagName('figcaption', element, true)[0];
  const caption = captionElement ? collapse(DomUtils.textContent(captionElement)).trim() : '';
  if (images.length === 0) {
    out.addBlock({ kind: 'embed', html: DomUtils.getOuterHTML(element) });
    return;
  }
  for (const image of images) readImage(image, caption, out);
}

function listOf(element: DomElement, out: BlockWriter, depth: number): RichTextBlock | null {
  const items: RichTextListItem[] = [];
  for (const child of element.children) {
    if (!isTag(child) || child.name !== 'li') continue;
    const content: RichTextBlock[] = [];
    let inline: DomNode[] = [];
    const flush = () => {
      const runs = trimInline(inlineOf(inline, [], out));
      if (runs.length > 0) content.push({ type: 'paragraph', content: runs });
      inline = [];
    };
    for (const part of child.children) {
      if (isTag(part) && (part.name === 'ul' || part.name === 'ol') && depth < RICH_TEXT_LIMITS.depth / 2) {
        flush();
        const nested = listOf(part, out, depth + 1);
        if (nested) content.push(nested);
      } else inline.push(part);
    }
    flush();
    items.push({ type: 'listItem', content: content.length > 0 ? content : [{ type: 'paragraph' }] });
  }
  if (items.length === 0) return null;
  if (element.name === 'ul') return { type: 'bulletList', content: items };
  const start = Number.parseInt(element.attribs.start ?? '', 10);
  return {
    type: 'orderedList',
    ...(Number.isInteger(start) && start > 1 && start < 100_000 ? { attrs: { start } } : {}),
    content: items,
  };
}

/** Inline content with the marks of the elements around it; unknown inline tags keep their text. */
function inlineOf(nodes: readonly DomNode[], marks: RichTextMark[], out: BlockWriter): RichTextInline[] {
  const runs: RichTextInline[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      runs.push(...textRuns(node.data, marks));
      continue;
    }
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (DROPPED.has(name)) {
      out.dropped.add(name);
      continue;
    }
    if (name === 'br') {
      runs.push(marks.length > 0 ? { type: 'hardBreak', marks } : { type: 'hardBreak' });
      continue;
    }
    runs.push(...inlineOf(node.children, withMark(marks, name, node), out));
  }
  return runs;
}

function withMark(marks: RichTextMark[], name: string, element: DomElement): RichTextMark[] {
  const mark = MARKS[name];
  if (mark && !marks.some((m) => m.type === mark)) return [...marks, { type: mark } as RichTextMark];
  if (name !== 'a') return marks;
  const href = (element.attribs.href ?? '').trim();
  if (href === '' || linkHrefProblem(href) !== null) return marks;
  const target = element.attribs.target === '_blank' ? '_blank' : null;
  return [...marks.filter((m) => m.type !== 'link'), { type: 'link', attrs: { href, target } }];
}

function textRuns(data: string, marks: RichTextMark[]): RichTextInline[] {
  const text = collapse(data);
  if (text === '') return [];
  const runs: RichTextInline[] = [];
  for (let i = 0; i < text.length; i += RICH_TEXT_LIMITS.textLength) {
    const part = text.slice(i, i + RICH_TEXT_LIMITS.textLength);
    runs.push(marks.length > 0 ? { type: 'text', text: part, marks } : { type: 'text', text: part });
  }
  return runs;
}

/** HTML's white space: any run of it is one space. */
function collapse(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, '').replace(/[ \t\r\n\f]+/g, ' ');
}

/** No white space at the start or end of a paragraph, nor a hard break. */
function trimInline(runs: RichTextInline[]): RichTextInline[] {
  const out = [...runs];
  while (out[0] && (out[0].type === 'hardBreak' || out[0].text.trim() === '')) out.shift();
  while (
    out.at(-1) &&
    (out.at(-1)?.type === 'hardBreak' || (out.at(-1) as { text: string }).text.trim() === '')
  )
    out.pop();
  const first = out[0];
  if (first?.type === 'text') out[0] = { ...first, text: first.text.trimStart() };
  const last = out.at(-1);
  if (last?.type === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out;
}
