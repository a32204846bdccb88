import { describe, expect, test } from 'vitest';
import { codeFrame, positionAt } from './code-frame';

describe('positionAt', () => {
  test('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('codeFrame', () => {
  test('shows the lines around the position with a caret under the column', () => {
    const source = 'one\ntwo\nthree {oops\nfour\nfive\nsix';
    expect(codeFrame(source, { line: 3, column: 7 })).toBe(
      ['  1 | one', '  2 | two', '> 3 | three {oops', '    |       ^', '  4 | four', '  5 | five'].join('\n'),
    );
  });
});
