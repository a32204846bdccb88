import {
  linkHrefProblem,
  type HeadingLevel,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
} from '@plinth/contracts';

/**
 * Markdown (the code block's Markdown mode; seed 001's markdown block 44) read into rich text, so it
 * renders through renderRichText: one escaping path, one link check, no HTML passed through. The
 * subset owners use: # headings (1–4), paragraphs, hard breaks (two trailing spaces or a backslash),
 * > quotes, - * + and 1. lists (nested by indenting), **bold**, *italic*, ~~strike~~, [links](url).
 * Inline HTML and code spans stay as their literal text; fences show their lines as text; rules end a
 * paragraph.
 */
const MAX_DEPTH = 6;

// Every span is bounded, so a line full of unclosed openers costs each position at most that much
// (an owner's 50,000 characters render in milliseconds, not seconds).
const INLINE =
  /\*\*([^\n]{1,1000}?)\*\*|__([^\n]{1,1000}?)__|~~([^\n]{1,1000}?)~~|\*([^*\s][^*\n]{0,1000}?)\*|(?<![A-Za-z0-9])_([^_\s][^_\n]{0,1000}?)_(?![A-Za-z0-9])|\[([^\]\n]{1,500})\]\(([^()\s]{1,2083})\)|`([^`\n]{1,500})`/;

function inline(text: string, marks: RichTextMark[] = []): RichTextInline[] {
  const out: RichTextInline[] = [];
  let rest = text;
  while (rest !== '') {
    const match = INLINE.exec(rest);
    if (!match) break;
    if (match.index > 0) out.push(run(rest.slice(0, match.index), marks));
    const [whole, bold1, bold2, strike, italic1, italic2, label, href, code] = match;
    if (bold1 ?? bold2) out.push(...nest(bold1 ?? bold2 ?? '', marks, { type: 'bold' }));
    else if (strike) out.push(...nest(strike, marks, { type: 'strike' }));
    else if (italic1 ?? italic2) out.push(...nest(italic1 ?? italic2 ?? '', marks, { type: 'italic' }));
    else if (label && href)
      out.push(
        ...(linkHrefProblem(href) === null && !marks.some((mark) => mark.type === 'link')
          ? nest(label, marks, { type: 'link', attrs: { href, target: null } })
          : inline(label, marks)),
      );
    else out.push(run(code ?? whole, marks));
    rest = rest.slice(match.index + whole.length);
  }
  if (rest !== '') out.push(run(rest, marks));
  return out.filter((node) => node.type !== 'text' || node.text !== '');
}

function nest(text: string, marks: RichTextMark[], mark: RichTextMark): RichTextInline[] {
  // The same mark twice adds nothing; deeper than five marks is not Markdown anyone writes.
  return marks.some((m) => m.type === mark.type) || marks.length >= 5
    ? [run(text, marks)]
    : inline(text, [...marks, mark]);
}

function run(text: string, marks: RichTextMark[]): RichTextInline {
  return marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text };
}

/** A paragraph's lines: joined by spaces, or by a hard break after two spaces or a backslash. */
function paragraph(lines: string[]): RichTextBlock {
  const content: RichTextInline[] = [];
  lines.forEach((line, index) => {
    const hard = / {2,}$|\\$/.test(line) && index < lines.length - 1;
    const text = line.replace(/ {2,}$|\\$/, '').trim();
    content.push(...inline(text));
    if (hard) content.push({ type: 'hardBreak' });
    else if (index < lines.length - 1) content.push({ type: 'text', text: ' ' });
  });
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])\s+(.*)$/;

function blocks(lines: string[], depth: number): RichTextBlock[] {
  const out: RichTextBlock[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length > 0) out.push(paragraph(para));
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heading = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === '' || /^ {0,3}([-*_])( *\1){2,}\s*$/.test(line)) {
      flush();
    } else if (/^ {0,3}```/.test(line)) {
      flush();
      const fenced: string[] = [];
      for (i++; i < lines.length && !/^ {0,3}```/.test(lines[i] ?? ''); i++) fenced.push(lines[i] ?? '');
      if (fenced.length > 0)
        out.push({
          type: 'paragraph',
          content: fenced.flatMap((text, at): RichTextInline[] => [
            ...(at > 0 ? [{ type: 'hardBreak' } as const] : []),
            ...(text === '' ? [] : [{ type: 'text' as const, text }]),
          ]),
        });
    } else if (heading) {
      flush();
      const level = Math.min(4, heading[1]?.length ?? 1) as HeadingLevel;
      const content = inline(heading[2] ?? '');
      out.push(
        content.length > 0
          ? { type: 'heading', attrs: { level }, content }
          : { type: 'heading', attrs: { level } },
      );
    } else if (/^ {0,3}>/.test(line) && depth < MAX_DEPTH) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && /^ {0,3}>/.test(lines[i] ?? ''); i++)
        quoted.push((lines[i] ?? '').replace(/^ {0,3}> ?/, ''));
      i--;
      const inner = blocks(quoted, depth + 1);
      if (inner.length > 0) out.push({ type: 'blockquote', content: inner });
    } else if (item && depth < MAX_DEPTH) {
      flush();
      const ordered = /\d/.test(item[2] ?? '');
      const items: RichTextListItem[] = [];
      const start = ordered ? parseInt(item[2] ?? '1', 10) : 1;
      while (i < lines.length) {
        const current = LIST_ITEM.exec(lines[i] ?? '');
        if (!current || /\d/.test(current[2] ?? '') !== ordered) break;
        const body = [current[3] ?? ''];
        // The item's further lines: indented ones (a nested list, a continued paragraph).
        for (i++; i < lines.length && /^( {2,}|\t)\S/.test(lines[i] ?? ''); i++)
          body.push((lines[i] ?? '').replace(/^( {2,4}|\t)/, ''));
        const content = blocks(body, depth + 1);
        items.push({ type: 'listItem', content: content.length > 0 ? content : [{ type: 'paragraph' }] });
      }
      i--;
      out.push(
        ordered
          ? {
              type: 'orderedList',
              ...(start !== 1 ? { attrs: { start: Math.min(start, 100_000) } } : {}),
              content: items,
            }
          : { type: 'bulletList', content: items },
      );
    } else {
      para.push(line);
    }
  }
  flush();
  return out;
}

export function richTextFromMarkdown(markdown: string): RichTextDoc {
  return { type: 'doc', content: blocks(markdown.replace(/\r\n?/g, '\n').split('\n'), 1) };
}
