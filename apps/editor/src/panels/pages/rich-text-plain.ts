import {
  parseRichTextJson,
  serializeRichText,
  type HeadingLevel,
  type PropValue,
  type RichTextBlock,
} from '@plinth/contracts';

/**
 * Until the rich text editor of part 4 (Tiptap): rich text edited as plain lines. A rich-text prop is
 * Tiptap JSON serialised to a string (contracts' rich-text.ts). Reading keeps each paragraph and
 * heading as a line ("# " and "## " mark headings 1 and 2 …) and list items and quotes as their text;
 * writing makes each line a paragraph or heading. Bold, italic, links and lists are not kept when the
 * text is edited this way.
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

export function linesToRichText(text: string): string {
  const content: RichTextBlock[] = text.split('\n').map((line) => {
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length as HeadingLevel;
      const body = heading[2]!;
      return {
        type: 'heading',
        attrs: { level },
        ...(body ? { content: [{ type: 'text', text: body }] } : {}),
      };
    }
    return line === ''
      ? { type: 'paragraph' }
      : { type: 'paragraph', content: [{ type: 'text', text: line }] };
  });
  return serializeRichText({ type: 'doc', content });
}
