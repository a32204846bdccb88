import { describe, expect, test } from 'vitest';
import { cleanEmbed, sanitizeEmbedHtml } from './embed-sanitize';

const SANDBOX =
  'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation"';

describe('embed HTML made inert', () => {
  test('an https address alone becomes our own titled, sandboxed, lazy iframe', () => {
    const embed = cleanEmbed('  https://player.example/v/1?a=1&b=2 ', 'Our video');
    expect(embed.kind).toBe('frame');
    expect(embed.html).toBe(
      `<iframe src="https://player.example/v/1?a=1&amp;b=2" title="Our video" class="embed-block__frame" ${SANDBOX} loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    );
  });

  test('a pasted iframe is rebuilt: its own sandbox, handlers and styles are dropped', () => {
    const embed = cleanEmbed(
      '<iframe src="https://cal.example/x" width="600" height="400" sandbox="allow-top-navigation" onload="alert(1)" style="position:fixed" srcdoc="<script>x</script>"></iframe>',
      '',
    );
    expect(embed.kind).toBe('frame');
    expect(embed.html).toContain(
      'src="https://cal.example/x" width="600" height="400" title="Embedded content"',
    );
    expect(embed.html).toContain(SANDBOX);
    expect(embed.html).not.toMatch(/allow-top-navigation|onload|style=|srcdoc/);
  });

  test.each([
    ['a javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an http iframe', '<iframe src="http://plain.example/"></iframe>'],
    ['an iframe of this site', '<iframe src="/config"></iframe>'],
    ['a data: iframe', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a script', '<script>alert(1)</script>'],
    ['a style sheet', '<style>body{display:none}</style>'],
    ['an object', '<object data="x.swf"></object><embed src="x.swf">'],
  ])('%s leaves nothing', (_name, source) => {
    expect(cleanEmbed(source, 'T')).toEqual({ kind: 'empty', html: '' });
  });

  test('a javascript: address is only words: no frame, no link', () => {
    expect(cleanEmbed('javascript:alert(1)', 'T')).toEqual({ kind: 'html', html: 'javascript:alert(1)' });
  });

  test('other HTML keeps text, links and https images, loses everything active', () => {
    const html = sanitizeEmbedHtml(
      '<p onclick="alert(1)" style="color:red" class="x">Hi <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://ok.example" target="_blank">ok</a> <a href="/shop" target="_top">shop</a></p>' +
        '<img src="https://img.example/a.png" onerror="alert(1)" alt="A"><img src="http://img.example/b.png">' +
        '<svg onload="alert(1)"><circle/></svg><form action="/x"><input name="q"></form>' +
        '<a href="data:text/html,x">data</a><a href="vbscript:x">vb</a>',
    );
    expect(html).toBe(
      '<p>Hi <a>bad</a> <a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a> <a href="/shop">shop</a></p>' +
        '<img src="https://img.example/a.png" alt="A" loading="lazy" decoding="async" /><a>data</a><a>vb</a>',
    );
  });

  test('a frame beside other HTML is HTML (each iframe still rebuilt)', () => {
    const embed = cleanEmbed('<p>Book:</p><iframe src="https://cal.example/x"></iframe>', 'Calendar');
    expect(embed.kind).toBe('html');
    expect(embed.html).toContain(`title="Calendar" class="embed-block__frame" ${SANDBOX}`);
  });
});
