import { describe, expect, test } from 'vitest';
import {
  RICH_TEXT_LIMITS,
  emptyRichText,
  richTextFromPlain,
  serializeRichText,
  type RichTextDoc,
} from './rich-text';
import { richTextDocSchema, richTextPropSchema } from './rich-text-schema';

const para = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const linked = (href: string, target: string | null = null) =>
  doc(para('here', [{ type: 'link', attrs: { href, target } }]));

describe('rich text schema', () => {
  test('accepts everything the text block offers', () => {
    const full: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 1, textAlign: 'center' },
          content: [{ type: 'text', text: 'Title' }],
        },
        { type: 'heading', attrs: { level: 4, textAlign: null }, content: [{ type: 'text', text: 'Small' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'justify' },
          content: [
            { type: 'text', text: 'b', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'text', text: 'u', marks: [{ type: 'underline' }, { type: 'strike' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'link',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener', class: null },
                },
              ],
            },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [para('one') as never] }] },
        {
          type: 'orderedList',
          attrs: { start: 3, type: null },
          content: [{ type: 'listItem', content: [para('two') as never] }],
        },
        { type: 'blockquote', content: [para('quoted') as never] },
      ],
    };
    expect(richTextDocSchema.safeParse(full).success).toBe(true);
    expect(richTextDocSchema.safeParse(emptyRichText()).success).toBe(true);
    expect(richTextDocSchema.safeParse(richTextFromPlain('a\n\nb')).success).toBe(true);
  });

  test.each([
    ['a javascript: link', linked('javascript:alert(1)')],
    ['a data: link', linked('data:text/html,<script>alert(1)</script>')],
    ['a scheme hidden behind a tab', linked('java\tscript:alert(1)')],
    ['a protocol-relative link', linked('//evil.example')],
    ['a link longer than 2083 characters', linked(`https://example.com/${'a'.repeat(2070)}`)],
    ['a target other than _blank', linked('/shop', '_top')],
    ['an unknown node (raw HTML)', doc({ type: 'html', content: '<script>alert(1)</script>' })],
    ['an onclick attribute', doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' } })],
    ['an unknown mark', doc(para('x', [{ type: 'code' }]))],
    ['a heading level 5', doc({ type: 'heading', attrs: { level: 5 } })],
    ['an alignment outside the four', doc({ type: 'paragraph', attrs: { textAlign: 'start' } })],
    ['an empty text run', doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] })],
    ['a list with no items', doc({ type: 'bulletList', content: [] })],
    ['text straight in a list', doc({ type: 'bulletList', content: [{ type: 'text', text: 'x' }] })],
    ['a root that is not a doc', { type: 'paragraph' }],
  ])('refuses %s', (_name, value) => {
    expect(richTextDocSchema.safeParse(value).success).toBe(false);
  });

  test('accepts page and file references and site paths as link targets', () => {
    for (const href of ['page:abc123', 'file:f_1', '/shop', 'mailto:a@b.co?subject=Hi', 'tel:+441234'])
      expect(richTextDocSchema.safeParse(linked(href)).success, href).toBe(true);
  });

  test(`refuses nesting deeper than ${RICH_TEXT_LIMITS.depth}`, () => {
    let node: unknown = para('deep');
    for (let i = 0; i < RICH_TEXT_LIMITS.depth; i++) node = { type: 'blockquote', content: [node] };
    const result = richTextDocSchema.safeParse(doc(node));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`Rich text nests at most ${RICH_TEXT_LIMITS.depth} deep`);
  });

  test('a document nested thousands deep is refused, not a stack overflow', () => {
    let nested = '{"type":"paragraph"}';
    while (nested.length < 99_000) nested = `{"type":"blockquote","content":[${nested}]}`;
    const result = richTextPropSchema.safeParse(`{"type":"doc","content":[${nested}]}`);
    expect(result.error?.issues[0]?.message).toBe('Rich text is not valid: Rich text nests at most 12 deep');
  });

  test('the prop is the JSON as a string; not JSON or not valid is refused with a message', () => {
    expect(richTextPropSchema.safeParse(serializeRichText(richTextFromPlain('Hi'))).success).toBe(true);
    const notJson = richTextPropSchema.safeParse('<p>Hi</p>');
    expect(notJson.error?.issues[0]?.message).toMatch(/^Rich text is not valid/);
    expect(richTextPropSchema.safeParse(JSON.stringify(linked('javascript:x'))).success).toBe(false);
    expect(richTextPropSchema.safeParse('x'.repeat(100_001)).success).toBe(false);
  });
});
