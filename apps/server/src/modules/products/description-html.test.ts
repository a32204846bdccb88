import { SLUG_PATTERN } from '@plinth/commerce';
import { PRODUCT_URL_ID_PATTERN } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { isAllowedHref, sanitizeDescription } from './description-html';

describe('sanitizeDescription', () => {
  test('removes <script> with its content, and onerror= with the image that carried it', () => {
    expect(sanitizeDescription('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe(
      '<p>Hi</p>',
    );
  });

  test('keeps the allowed formatting and drops every attribute but a link’s href and title', () => {
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

  test('keeps http(s), mailto and relative links; drops any other scheme, however it is written', () => {
    expect(
      sanitizeDescription('<a href="https://a.example/?x=1&amp;y=2" title="A" target="_blank">a</a>'),
    ).toBe('<a href="https://a.example/?x=1&amp;y=2" title="A">a</a>');
    for (const href of [
      'javascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' java\tscript:x',
      'data:text/html,x',
      'tel:123',
      'vbscript:x',
    ]) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });
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

test('the contracts’ product URL pattern is the page-slug pattern of commerce', () => {
  expect(PRODUCT_URL_ID_PATTERN.source).toBe(SLUG_PATTERN.source);
});
