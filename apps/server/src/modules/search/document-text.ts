import { parseRichTextJson, plainTextOf, type PageBlock } from '@plinth/contracts';

/**
 * The words visitors read on a page, from its document's blocks: rich text, headings, quotes, button
 * labels, captions, menu and accordion items. Pure: the index stores what this returns. Props that
 * are not read as text (addresses of links, styles, code, embeds' HTML) are left out.
 */

/** Per block type, the props whose strings are shown as text; `[]` marks a list of such objects. */
const TEXT_PROPS: Partial<Record<PageBlock['type'], readonly string[]>> = {
  text: ['content'],
  button: ['label'],
  quote: ['text', 'source'],
  heading: ['text'],
  image: ['caption', 'alt'],
  gallery: ['images[].title', 'images[].caption'],
  video: ['title', 'caption'],
  audio: ['title', 'caption'],
  embed: ['title'],
  map: ['label'],
  accordion: ['items[].title', 'items[].content'],
  menu: ['items[].section', 'items[].name', 'items[].description'],
};

/** The longest text one document gives (the rest is not searched; a page of that much is rare). */
export const DOCUMENT_TEXT_MAX = 30_000;

/** Every text of `document`'s blocks in reading order, one space between; '' for anything else. */
export function pageDocumentText(document: unknown): string {
  const blocks = isRecord(document) && Array.isArray(document.blocks) ? document.blocks : [];
  const parts: string[] = [];
  collectBlocks(blocks, parts, 0);
  return clip(parts.join(' ').replace(/\s+/g, ' ').trim());
}

/** A rich-text prop (Tiptap JSON) or owner HTML as plain text. */
export function richText(value: string): string {
  const parsed = value.trimStart().startsWith('{') ? parseRichTextJson(value) : null;
  if (parsed === null) return plainTextOf(value);
  const parts: string[] = [];
  collectRichText(parsed, parts, 0);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** At most DOCUMENT_TEXT_MAX characters, cut at a space when there is one near the end. */
export function clip(text: string): string {
  if (text.length <= DOCUMENT_TEXT_MAX) return text;
  const cut = text.slice(0, DOCUMENT_TEXT_MAX);
  const space = cut.lastIndexOf(' ');
  return space > DOCUMENT_TEXT_MAX - 200 ? cut.slice(0, space) : cut;
}

const MAX_DEPTH = 16;

function collectBlocks(blocks: readonly unknown[], out: string[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const block of blocks) {
    if (!isRecord(block)) continue;
    const props = isRecord(block.props) ? block.props : {};
    for (const path of TEXT_PROPS[block.type as PageBlock['type']] ?? []) collectProp(props, path, out);
    if (isRecord(block.slots)) {
      for (const children of Object.values(block.slots)) {
        if (Array.isArray(children)) collectBlocks(children, out, depth + 1);
      }
    }
  }
}

function collectProp(props: Record<string, unknown>, path: string, out: string[]): void {
  const [list, key] = path.split('[].');
  if (key !== undefined && list !== undefined) {
    const items = props[list];
    if (!Array.isArray(items)) return;
    for (const item of items) if (isRecord(item)) pushText(item[key], key, out);
    return;
  }
  pushText(props[path], path, out);
}

function pushText(value: unknown, key: string, out: string[]): void {
  if (typeof value !== 'string' || value === '') return;
  out.push(key === 'content' ? richText(value) : value);
}

function collectRichText(node: unknown, out: string[], depth: number): void {
  if (depth > MAX_DEPTH * 2 || !isRecord(node)) return;
  if (node.type === 'text' && typeof node.text === 'string') out.push(node.text);
  if (node.type === 'hardBreak') out.push(' ');
  if (!Array.isArray(node.content)) return;
  for (const child of node.content) collectRichText(child, out, depth + 1);
  // Paragraphs, headings and list items end a run of words.
  out.push(' ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
