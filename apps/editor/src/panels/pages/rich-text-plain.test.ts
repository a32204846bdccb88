import { richTextFromPlain, serializeRichText } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { richTextToLines } from './rich-text-plain';

describe('rich text read as lines (the Layers summary)', () => {
  test('headings, paragraphs, list items and quotes read as lines', () => {
    const prop = serializeRichText({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Visit' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Open ' },
            { type: 'text', text: 'daily', marks: [{ type: 'bold' }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Said' }] }] },
      ],
    });
    expect(richTextToLines(prop)).toBe('## Visit\nOpen daily\nItem\nSaid');
  });

  test('text from the block defaults reads as its lines', () => {
    expect(richTextToLines(serializeRichText(richTextFromPlain('One\nTwo')))).toBe('One\nTwo');
  });

  test('anything that is not rich text JSON reads as empty', () => {
    expect(richTextToLines('not json')).toBe('');
    expect(richTextToLines(undefined)).toBe('');
    expect(richTextToLines(3)).toBe('');
  });
});
