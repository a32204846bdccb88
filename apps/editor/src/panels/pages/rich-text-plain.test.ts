import { richTextFromPlain, serializeRichText } from '@plinth/contracts';
import { richTextPropSchema } from '@plinth/contracts/schemas';
import { describe, expect, test } from 'vitest';
import { linesToRichText, richTextToLines } from './rich-text-plain';

describe('rich text as lines (until the Tiptap toolbar)', () => {
  test('headings and paragraphs go out as lines and come back the same', () => {
    const lines = '# About us\nWe make shirts.\n\n## Visit\nOpen daily.';
    const prop = linesToRichText(lines);
    expect(richTextPropSchema.safeParse(prop).success).toBe(true);
    expect(richTextToLines(prop)).toBe(lines);
  });

  test('text from the block defaults reads as its lines', () => {
    expect(richTextToLines(serializeRichText(richTextFromPlain('One\nTwo')))).toBe('One\nTwo');
  });

  test('markup typed as text stays text', () => {
    const prop = linesToRichText('<script>alert(1)</script>');
    expect(JSON.parse(prop)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }],
    });
  });

  test('anything that is not rich text JSON reads as empty', () => {
    expect(richTextToLines('not json')).toBe('');
    expect(richTextToLines(undefined)).toBe('');
    expect(richTextToLines(3)).toBe('');
  });
});
