import { describe, expect, test } from 'vitest';
import { renderRichText, richTextHrefs } from './rich-text-html';
import { testRenderContext } from './render-test-context';

const context = testRenderContext();
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, ...marks: unknown[]) => ({ type: 'text', text, ...(marks.length ? { marks } : {}) });
const link = (href: string, target: string | null = null) => ({ type: 'link', attrs: { href, target } });

describe('rich text to HTML', () => {
  test('headings 1–4, paragraphs, alignment, lists, quote and hard break', () => {
    const html = renderRichText(
      doc(
        { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [t('Title')] },
        { type: 'heading', attrs: { level: 4 }, content: [t('Small')] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'justify' },
          content: [t('a'), { type: 'hardBreak' }, t('b')],
        },
        { type: 'paragraph', attrs: { textAlign: 'left' }, content: [t('left')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('one'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(t('three'))] }],
        },
        { type: 'blockquote', content: [p(t('quoted'))] },
        { type: 'paragraph' },
      ),
      context,
    );
    expect(html).toBe(
      '<h1 class="rich-text-align-center">Title</h1><h4>Small</h4>' +
        '<p class="rich-text-align-justify">a<br>b</p><p>left</p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
        '<blockquote><p>quoted</p></blockquote><p><br></p>',
    );
  });

  test('marks nest the same way whatever their order', () => {
    const html = renderRichText(
      doc(
        p(
          t(
            'x',
            { type: 'strike' },
            { type: 'bold' },
            link('/shop'),
            { type: 'underline' },
            { type: 'italic' },
          ),
        ),
      ),
      context,
    );
    expect(html).toBe('<p><a href="/shop"><strong><em><u><s>x</s></u></em></strong></a></p>');
  });

  test('links: pages and files resolved, new window gets rel="noopener"', () => {
    const html = renderRichText(
      doc(
        p(
          t('story', link('page:p1')),
          t('menu', link('file:doc1', '_blank')),
          t('mail', link('mailto:a@b.co')),
        ),
      ),
      context,
    );
    expect(html).toBe(
      '<p><a href="/our-story">story</a><a href="/assets/uploads/w1/doc1.pdf" target="_blank" rel="noopener">menu<span class="visually-hidden"> (opens in a new window)</span></a><a href="mailto:a@b.co">mail</a></p>',
    );
  });

  test('a missing page leaves the words without a link', () => {
    expect(renderRichText(doc(p(t('gone', link('page:nope')))), context)).toBe('<p>gone</p>');
  });

  test('hostile input comes out inert', () => {
    const html = renderRichText(
      doc(
        p(t('<script>alert(1)</script>')),
        p(t('click', link('javascript:alert(1)'))),
        p(t('tab', link('java\tscript:alert(1)'))),
        p(t('data', link('data:text/html,<b>x</b>'))),
        p(t('quote', link('/x" onmouseover="alert(1)'))),
        { type: 'paragraph', attrs: { textAlign: 'center" onclick="alert(1)' }, content: [t('attr')] },
        { type: 'heading', attrs: { level: '1><script>' }, content: [t('level')] },
        { type: 'html', content: '<img src=x onerror=alert(1)>' },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        p(t('mark', { type: 'span', attrs: { onclick: 'x' } })),
      ),
      context,
    );
    expect(html).not.toMatch(/<script|javascript:|onerror|onclick|onmouseover|data:/i);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain(
      '<p>click</p><p>tab</p><p>data</p><p>quote</p><p>attr</p><h2>level</h2><p>mark</p>',
    );
  });

  test('what is not a document renders as nothing', () => {
    for (const value of ['<p>html</p>', '{"type":"paragraph"}', 42, null, '[]', '{'])
      expect(renderRichText(value, context)).toBe('');
  });

  test('a document nested past the limit stops rendering there instead of recursing on', () => {
    let node: unknown = p(t('deep'));
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', content: [node] };
    const html = renderRichText(doc(node), context);
    expect(html).not.toContain('deep');
    expect(html.startsWith('<blockquote>')).toBe(true);
  });

  test('lists the hrefs a document links to', () => {
    expect(richTextHrefs(JSON.stringify(doc(p(t('a', link('page:p1')), t('b', link('/x'))))))).toEqual([
      'page:p1',
      '/x',
    ]);
  });
});
