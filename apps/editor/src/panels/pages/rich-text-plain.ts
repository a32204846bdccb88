import { parseRichTextJson, type PropValue } from '@plinth/contracts';

/**
 * A rich-text prop (Tiptap JSON serialised to a string, contracts' rich-text.ts) read as plain lines,
 * for the Layers panel's summary of a block (block-summary.ts): each paragraph and heading a line
 * ("# " and "## " mark headings 1 and 2 …), list items and quotes as their text. The text is edited
 * with the rich-text field (components/rich-text).
 */
interface RichNode {
  type?: string;
  text?: string;
  attrs?: { level?: number };
  content?: RichNode[];
}

function textOf(node: RichNode): string {
  if (typeof node.text === 'string') return node.text;
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join('');
}

export function richTextToLines(value: PropValue | undefined): string {
  if (typeof value !== 'string') return '';
  const doc = parseRichTextJson(value) as RichNode | null;
  if (!doc || typeof doc !== 'object') return '';
  const lines: string[] = [];
  const visit = (node: RichNode) => {
    if (node.type === 'heading') {
      const level = Math.min(Math.max(node.attrs?.level ?? 2, 1), 4);
      lines.push(`${'#'.repeat(level)} ${textOf(node)}`);
    } else if (node.type === 'paragraph') lines.push(textOf(node));
    else (node.content ?? []).forEach(visit);
  };
  (doc.content ?? []).forEach(visit);
  return lines.join('\n');
}
