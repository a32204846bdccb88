import { SEARCH_LIMITS } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { displayedQuery, requestedPage, searchTerms } from './search-query';

describe('what a visitor typed', () => {
  test('becomes lower-case words of letters and digits; search syntax only separates them', () => {
    expect(searchTerms('Linen SHIRTS')).toEqual(['linen', 'shirts']);
    expect(searchTerms('"linen" -shirt* NEAR(a b) title:x')).toEqual([
      'linen',
      'shirt',
      'near',
      'a',
      'b',
      'title',
      'x',
    ]);
    expect(searchTerms("'; drop table --")).toEqual(['drop', 'table']);
    expect(searchTerms('Crème brûlée 2024')).toEqual(['crème', 'brûlée', '2024']);
    expect(searchTerms('ｓｈｉｒｔ')).toEqual(['shirt']);
    expect(searchTerms('*" :-')).toEqual([]);
  });

  test('keeps at most the first words, each cut to its limit', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(SEARCH_LIMITS.termsMax);
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(SEARCH_LIMITS.termMax);
  });

  test('is shown on one line, trimmed and cut to SEARCH_LIMITS.queryMax', () => {
    expect(displayedQuery('  linen\n\tshirt\u0000 ')).toBe('linen shirt');
    expect(displayedQuery('y'.repeat(1000))).toHaveLength(SEARCH_LIMITS.queryMax);
    expect(displayedQuery(['first', 'second'])).toBe('first');
    expect(displayedQuery(undefined)).toBe('');
    expect(displayedQuery({ a: 1 })).toBe('');
  });

  test('asks for a page from 1 to SEARCH_LIMITS.pagesMax', () => {
    expect(requestedPage('3')).toBe(3);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-2')).toBe(1);
    expect(requestedPage('2.5')).toBe(1);
    expect(requestedPage('9999')).toBe(SEARCH_LIMITS.pagesMax);
    expect(requestedPage(undefined)).toBe(1);
  });
});
