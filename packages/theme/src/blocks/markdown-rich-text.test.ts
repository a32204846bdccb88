import { richTextDocSchema } from '@plinth/contracts/schemas';
import { describe, expect, test } from 'vitest';
import { richTextFromMarkdown } from './markdown-rich-text';
import { testRenderContext } from './render-test-context';
import { renderRichText } from './rich-text-html';

const html = (markdown: string) => {
  const doc = richTextFromMarkdown(markdown);
  // Whatever Markdown says, the result is rich text the server's schema accepts.
  expect(richTextDocSchema.safeParse(doc).error?.issues ?? []).toEqual([]);
  return renderRichText(doc, testRenderContext());
};

describe('Markdown read into rich text', () => {
  test('headings, paragraphs, breaks and marks', () => {
    expect(html('# One\n###### Six\n\nSome **bold**, *it*, _it_, ~~gone~~\nand on  \nbroken\\\nagain')).toBe(
      '<h1>One</h1><h4>Six</h4><p>Some <strong>bold</strong>, <em>it</em>, <em>it</em>, <s>gone</s> and on<br>broken<br>again</p>',
    );
  });

  test('lists (nested, ordered from their first number) and quotes', () => {
    expect(html('- a\n- b\n  1. c\n  2. d\n\n3. x\n4. y\n\n> quoted\n> more')).toBe(
      '<ul><li><p>a</p></li><li><p>b</p><ol><li><p>c</p></li><li><p>d</p></li></ol></li></ul>' +
        '<ol start="3"><li><p>x</p></li><li><p>y</p></li></ol><blockquote><p>quoted more</p></blockquote>',
    );
  });

  test('links go through the link rules; a refused one keeps its words', () => {
    expect(html('[shop](/shop) [story](page:p1) [bad](javascript:x) [data](data:text/html,x)')).toBe(
      '<p><a href="/shop">shop</a> <a href="/our-story">story</a> bad data</p>',
    );
    expect(html('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });

  test('HTML, code spans and fences stay literal text, escaped', () => {
    expect(html('<script>alert(1)</script> `<b>`\n\n```\n<img onerror=x>\n```')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;</p><p>&lt;img onerror=x&gt;</p>',
    );
  });

  test('deep quoting stops nesting; snake_case words stay words', () => {
    expect(html('>>>>>>>>>> deep')).not.toContain(
      '<blockquote><blockquote><blockquote><blockquote><blockquote><blockquote><blockquote>',
    );
    expect(html('snake_case_name')).toBe('<p>snake_case_name</p>');
  });
});
