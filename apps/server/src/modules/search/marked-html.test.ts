import { SEARCH_MARK } from '@plinth/db';
import { describe, expect, test } from 'vitest';
import { indexText, markedHtml, unmarked } from './marked-html';

const { start, end } = SEARCH_MARK;

describe('marked titles and snippets', () => {
  test('escape the text, then wrap each marked run in <mark>', () => {
    expect(markedHtml(`<b>${start}Linen${end}</b> & "${start}shirt${end}"`)).toBe(
      '&lt;b&gt;<mark>Linen</mark>&lt;/b&gt; &amp; &quot;<mark>shirt</mark>&quot;',
    );
  });

  test('drop marks that do not pair up', () => {
    expect(markedHtml(`a${start}b ${end}c${end}${start}`)).toBe('a<mark>b </mark>c');
    expect(unmarked(`${start}Linen${end} Shirt`)).toBe('Linen Shirt');
  });

  test('indexed text holds no control characters, so nothing indexed can forge a mark', () => {
    expect(indexText(`x${start}<script>${end}\n y`)).toBe('x <script> y');
  });
});
