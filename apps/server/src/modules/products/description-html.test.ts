import { describe, expect, test } from 'vitest';
import { checkDescription, isAllowedHref, sanitizeDescription } from './description-html';

describe('sanitizeDescription', () => {
  test('removes <script> with its content, and onerror= with the image that carried it', () => {
    expect(sanitizeDescription('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe(
      '<p>Hi</p>',
    );
  });

  test('keeps the allowed formatting and drops every attribute but a link’s and the alignment class', () => {
    const html =
      '<h2 class="x">Care</h2><p style="color:red" onclick="x()">Wash <strong>cold</strong>, <em>dry</em> <u>flat</u>.<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>a</h3><h4>b</h4><blockquote>q</blockquote><b>c</b><i>d</i>';
    expect(sanitizeDescription(html)).toBe(
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry</em> <u>flat</u>.<br></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><h3>a</h3><h4>b</h4><blockquote>q</blockquote><b>c</b><i>d</i>',
    );
  });

  test('keeps the text of tags it removes, but not of styles, frames and templates', () => {
    expect(
      sanitizeDescription(
        '<h1>Big</h1><span>kept</span><style>p{}</style><iframe>x</iframe><template>t</template>',
      ),
    ).toBe('Bigkept');
  });

  test('keeps a "<" that opens no tag as text', () => {
    expect(sanitizeDescription('<p>5 < 6 and <3</p>')).toBe('<p>5 &lt; 6 and &lt;3</p>');
  });

  test('keeps what the rich-text field writes: alignment classes, strikethrough, new-window links', () => {
    const html =
      '<h2 class="rich-text-align-center">Care</h2><p class="rich-text-align-justify x">J</p>' +
      '<p class="rich-text-align-right" style="x">R <s>old</s></p><blockquote class="rich-text-align-right">q</blockquote>' +
      '<a href="/about" target="_blank" rel="opener">a</a><a href="/b" target="_top" rel="x">b</a>' +
      '<ol start="3"><li>c</li></ol><ol start="x"><li>d</li></ol><ul start="2"><li>e</li></ul>';
    expect(sanitizeDescription(html)).toBe(
      '<h2 class="rich-text-align-center">Care</h2><p>J</p><p class="rich-text-align-right">R <s>old</s></p>' +
        '<blockquote>q</blockquote><a href="/about" target="_blank" rel="noopener">a</a><a href="/b">b</a>' +
        '<ol start="3"><li>c</li></ol><ol><li>d</li></ol><ul><li>e</li></ul>',
    );
  });

  test('keeps http(s), mailto, tel and relative links; drops any other scheme, however it is written', () => {
    expect(
      sanitizeDescription('<a href="https://a.example/?x=1&amp;y=2" title="A" target="_blank">a</a>'),
    ).toBe('<a href="https://a.example/?x=1&amp;y=2" title="A" target="_blank" rel="noopener">a</a>');
    expect(sanitizeDescription('<a href="tel:+351123">call</a>')).toBe('<a href="tel:+351123">call</a>');
    for (const href of [
      'javascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });
});

describe('sanitizeDescription with character references', () => {
  test('a reference past U+10FFFF, however many digits it has, becomes U+FFFD instead of throwing', () => {
    expect(sanitizeDescription(`<a href="&#x${'f'.repeat(300)};">x</a>`)).toBe('<a href="\uFFFD">x</a>');
    expect(sanitizeDescription(`<a href="&#${'9'.repeat(300)};/a">x</a>`)).toBe('<a href="\uFFFD/a">x</a>');
    expect(sanitizeDescription('<a href="&#x110000;">x</a>')).toBe('<a href="\uFFFD">x</a>');
    expect(sanitizeDescription('<a href="&#1114112;">x</a>')).toBe('<a href="\uFFFD">x</a>');
  });

  test('&#0; and surrogates become U+FFFD, never a NUL or a lone surrogate', () => {
    expect(sanitizeDescription('<a href="&#0;/ok">y</a>')).toBe('<a href="\uFFFD/ok">y</a>');
    expect(sanitizeDescription('<a href="&#x0000;/ok">y</a>')).toBe('<a href="\uFFFD/ok">y</a>');
    expect(sanitizeDescription('<a href="/&#xD800;&#57343;">y</a>')).toBe('<a href="/\uFFFD\uFFFD">y</a>');
  });

  test('decodes references in range, leading zeros and all, before judging the link', () => {
    expect(sanitizeDescription('<a href="/&#x1F600;&#1114111;&#x41">y</a>')).toBe(
      '<a href="/\u{1F600}\u{10FFFF}A">y</a>',
    );
    expect(sanitizeDescription('<a href="&#x000000006A;avascript:x">y</a>')).toBe('<a>y</a>');
    expect(sanitizeDescription('<a href="&#0000106;avascript:x">y</a>')).toBe('<a>y</a>');
  });

  test('decodes once: a reference that spells another reference stays text', () => {
    expect(sanitizeDescription('<a href="/a&#38;colon;b">y</a>')).toBe('<a href="/a&amp;colon;b">y</a>');
  });
});

describe('sanitizeDescription with control characters', () => {
  test('removes NUL and the other C0 controls and DEL from text, keeping tabs and newlines', () => {
    expect(sanitizeDescription('<p>a\u0000b\u0001c\u001fd\u007fe\tf\ng</p>')).toBe('<p>abcde\tf\ng</p>');
  });

  test('removes control characters, raw or referenced, from a link and its title', () => {
    expect(
      sanitizeDescription('<a href="/a\u0000b&#1;c&#x7f;d&#9;e" title="t&#0;i\u0000t&#127;le">y</a>'),
    ).toBe('<a href="/abcde" title="t\uFFFDitle">y</a>');
    expect(sanitizeDescription('<a href="java&#x09;script:x">y</a>')).toBe('<a>y</a>');
  });
});

describe('sanitizeDescription removing tags', () => {
  test.each([
    ['<script>x</script>', ''],
    ['<svg>unclosed', ''],
    ['<p>a</p><script>x</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<script>a<script>b</script>c</script>d', 'd'],
    ['<svg><script>x</script></svg>t', 't'],
    ['<svg><style>s</svg>after', 'after'],
    ['<svg/>after', 'after'],
    ['<textarea><p>x</p></textarea><p>y</p>', '<p>y</p>'],
    ['<STYLE>p{}</STYLE><Span>kept</Span>', 'kept'],
    ['<span>kept</span> <x-tag>too</x-tag>', 'kept too'],
  ])('%j leaves %j, with no marker', (html, expected) => {
    expect(sanitizeDescription(html)).toBe(expected);
  });
});

describe('sanitizeDescription with a dropped tag left open', () => {
  test('an unclosed <math>…<style> in one list item drops only the rest of that item', () => {
    const items = Array.from({ length: 58 }, (_, i) => i + 1);
    const html = `<ul>${items
      .map((n) =>
        n === 10
          ? `<li>Item 10 <math><mtext><table><mglyph><style><img src=x onerror=alert(1)></li>`
          : `<li>Item ${n}</li>`,
      )
      .join('')}</ul>`;
    const result = checkDescription(html);
    expect(result.unclosedTag).toBeNull();
    expect(result.html).toBe(
      `<ul>${items.map((n) => (n === 10 ? '<li>Item 10 </li>' : `<li>Item ${n}</li>`)).join('')}</ul>`,
    );
  });

  test.each([
    ['<p>Intro <style>p{color:red}</p><p>More</p>', '<p>Intro </p><p>More</p>'],
    ['<p>a<svg><circle/>still svg</p><p>b</p>', '<p>a</p><p>b</p>'],
    ['<p><b>x<script>y</b>z</p>', '<p><b>x</b>z</p>'],
    ['<blockquote><p>q<math>m</p>kept</blockquote>after', '<blockquote><p>q</p>kept</blockquote>after'],
    ['<ul><li>a<style></ul><p>kept</p>', '<ul><li>a</ul><p>kept</p>'],
  ])('%j ends the dropping with its block: %j', (html, expected) => {
    expect(checkDescription(html)).toEqual({ html: expected, unclosedTag: null });
  });

  test('a tag closed inside its block drops nothing more than before', () => {
    expect(checkDescription('<p>a<style>x</style>b</p><p>c</p>')).toEqual({
      html: '<p>ab</p><p>c</p>',
      unclosedTag: null,
    });
  });

  test.each([
    ['<style>body{}<p>All my text</p>', 'style'],
    ['<p>Intro</p><svg><p>Rest</p>', 'svg'],
    ['<p>Never closed <math>tail', 'math'],
    ['<svg><style>s</svg><style>x', 'style'],
  ])('%j: the rest of the text would be lost, and says which tag (%s) did it', (html, tag) => {
    expect(checkDescription(html).unclosedTag).toBe(tag);
  });
});

/** Pieces of hostile markup; every pair of them is sanitised and the output checked. */
const HOSTILE_PIECES = [
  '<script>alert(1)</script>',
  '<script>',
  '</script>',
  '<svg>',
  '<svg/onload=alert(1)>',
  '</svg>',
  '<style>',
  '<math><mi>x',
  '<textarea>',
  '<span>t</span>',
  '<p onclick="x()">p</p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">',
  `<a href="&#x${'f'.repeat(300)};">`,
  '<a href="&#0;/ok">',
  '<a href="&#x110000;">',
  '<a href="&#xD800;">',
  '<a href="&#106;avascript:x">',
  '<a href="java&#0;script:x">',
  '<a href="java&#x09;script:x">',
  '<a href="&#38;#106;avascript:x">',
  '<a href="javascript&colon;x">',
  '<a href=javascript:x>',
  "<a href='JavaScript:x'>",
  '<a title="&#0;" onmouseover="x">',
  '<a href="x" onclick=y>',
  '</a>',
  'a\u0000b',
  '\u007f',
  '<',
  '"',
  '<!-- c -->',
];

const ALLOWED_TAG = /^<\/?(p|br|strong|b|em|i|u|a|ul|ol|li|h2|h3|h4|blockquote)( (href|title)="[^"<>]*")*>$/;

test('no sanitised output holds a NUL, "[removed]", a javascript: link or an attribute but href and title', () => {
  for (const first of HOSTILE_PIECES) {
    for (const second of HOSTILE_PIECES) {
      const html = `${first}x${second}y`;
      const output = sanitizeDescription(html);
      expect(output, html).not.toContain('\u0000');
      expect(output, html).not.toContain('[removed]');
      for (const tag of output.match(/<[^>]*>/g) ?? []) expect(tag, html).toMatch(ALLOWED_TAG);
      for (const [, href = ''] of output.matchAll(/href="([^"]*)"/g)) {
        // Only these four references are written, so undoing them gives what a browser follows.
        expect(href.replace(/&(amp|quot|lt|gt);/g, ''), html).not.toContain('&');
        const followed = href
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>');
        const compact = followed
          .replace(/&amp;/g, '&')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0020]/g, '')
          .toLowerCase();
        expect(compact, html).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  }
});

describe('isAllowedHref', () => {
  test.each([
    'https://example.com',
    'http://example.com',
    'mailto:a@b.co',
    '/shop',
    '#top',
    'care.html',
    '../up',
    '?q=1',
  ])('allows %s', (href) => expect(isAllowedHref(href)).toBe(true));
  test.each(['javascript:x', 'JAVASCRIPT:x', 'data:x', 'file:///etc/passwd', 'ftp://x', '\\\\evil.example'])(
    'refuses %s',
    (href) => expect(isAllowedHref(href)).toBe(false),
  );
});
