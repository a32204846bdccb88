import { BLOCK_DEFINITIONS, serializeRichText } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_TEXT_MAX, pageDocumentText, richText } from './document-text';

const rich = serializeRichText({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Opening hours' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Open ' },
        { type: 'text', text: 'daily', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'from nine',
          marks: [{ type: 'link', attrs: { href: 'https://x.test/hidden' } }],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tea' }] }] },
      ],
    },
  ],
});

describe('the text of a page document', () => {
  test('takes rich text, headings and lists, keeping words apart and leaving out link addresses', () => {
    const document = { blocks: [{ id: 'a', type: 'text', props: { content: rich } }] };
    expect(pageDocumentText(document)).toBe('Opening hours Open daily from nine Tea');
  });

  test('takes the text-bearing props of each block, in reading order, inside layouts too', () => {
    const document = {
      blocks: [
        { id: 'q', type: 'quote', props: { text: 'Slow is smooth', source: 'A carpenter', style: 'plain' } },
        {
          id: 'c',
          type: 'columns',
          props: {},
          slots: {
            left: [{ id: 'b', type: 'button', props: { label: 'Book a table', link: 'https://book.test' } }],
            right: [
              { id: 'acc', type: 'accordion', props: { items: [{ title: 'Parking', content: rich }] } },
              {
                id: 'm',
                type: 'menu',
                props: { items: [{ section: 'Mains', name: 'Stew', description: 'Slow', price: '12' }] },
              },
            ],
          },
        },
        { id: 'code', type: 'code', props: { code: 'const secret = 1;', mode: 'javascript' } },
        { id: 'e', type: 'embed', props: { source: '<iframe src="https://e.test">', title: 'Our map' } },
        {
          id: 'i',
          type: 'image',
          props: { ...BLOCK_DEFINITIONS.image.defaults(), caption: 'The shop', alt: 'A door' },
        },
      ],
    };
    expect(pageDocumentText(document)).toBe(
      'Slow is smooth A carpenter Book a table Parking Opening hours Open daily from nine Tea Mains Stew Slow Our map The shop A door',
    );
  });

  test('is empty for anything that is not a document', () => {
    expect(pageDocumentText(null)).toBe('');
    expect(pageDocumentText('text')).toBe('');
    expect(pageDocumentText({ blocks: [null, 3, { type: 'text', props: { content: 5 } }] })).toBe('');
  });

  test('stops at DOCUMENT_TEXT_MAX characters', () => {
    const words = 'word '.repeat(DOCUMENT_TEXT_MAX);
    const document = { blocks: [{ id: 'q', type: 'quote', props: { text: words } }] };
    expect(pageDocumentText(document).length).toBeLessThanOrEqual(DOCUMENT_TEXT_MAX);
  });

  test('reads owner HTML (an excerpt) as text', () => {
    expect(richText('<p>On <em>saltmarsh</em> light &amp; air</p>')).toBe('On saltmarsh light & air');
  });
});
