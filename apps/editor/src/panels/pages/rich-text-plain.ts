import type { PropValue } from '@plinth/contracts';

/**
 * Until the rich text editor of part 4 (Tiptap): rich text edited as plain lines. Reading keeps each
 * paragraph and heading as a line ("# " and "## " mark headings 1 and 2 …); writing makes each line a
 * paragraph or heading. Bold, italic, links and lists are not kept when the text is edited this way.
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
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const doc = value as unknown as RichNode;
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

export function linesToRichText(text: string): PropValue {
  const content = text
    .split('\n')
    .filter((line, index, all) => line.trim() !== '' || index < all.length - 1)
    .map((line) => {
      const heading = /^(#{1,4}) (.*)$/.exec(line);
      const body = heading ? heading[2]! : line;
      const inline = body === '' ? [] : [{ type: 'text', text: body }];
      return heading
        ? { type: 'heading', attrs: { level: heading[1]!.length }, content: inline }
        : { type: 'paragraph', content: inline };
    })
    .filter((node) => node.content.length > 0);
  return { type: 'doc', content } as unknown as PropValue;
}
