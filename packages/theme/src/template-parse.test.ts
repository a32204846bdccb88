import { describe, expect, test } from 'vitest';
import { positionAt } from './code-frame';
import { parseTemplate } from './template-parse';

const problemAt = (source: string) => {
  const [problem] = parseTemplate(source).problems;
  if (!problem) throw new Error('expected a problem');
  return { message: problem.message, ...positionAt(source, problem.offset) };
};

describe('parseTemplate', () => {
  test('parses a valid template without problems', () => {
    expect(parseTemplate('<h1>{title|html}</h1>{.section items}{@|json}{.end}').problems).toEqual([]);
  });

  test('points an unknown formatter at its tag', () => {
    expect(problemAt('<h1>\n  {title|shout}</h1>')).toEqual({
      message: "SyntaxError: Formatter 'shout' is unknown",
      line: 2,
      column: 3,
    });
  });

  test('points an unclosed block at the tag that opened it', () => {
    const source = '<ul>\n{.repeated section items}\n  <li>{title|html}</li>\n{.section more}{.end}\n</ul>';
    expect(problemAt(source)).toMatchObject({
      message: expect.stringContaining('EOF') as string,
      line: 2,
      column: 1,
    });
  });

  test('points a stray {.end} at itself', () => {
    expect(problemAt('a\nb {.end}')).toMatchObject({ line: 2, column: 3 });
  });
});
