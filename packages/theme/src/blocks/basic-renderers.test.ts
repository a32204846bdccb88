import {
  BLOCK_DEFINITIONS,
  richTextFromPlain,
  serializeRichText,
  type BlockType,
  type PropValue,
} from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { collectBlockReferences } from './render-blocks';
import { renderOne } from './render-test-context';

const defaults = (type: BlockType) => BLOCK_DEFINITIONS[type].defaults();
const wrap = (type: string, inner: string) =>
  `<div class="block block--${type}" data-block-id="b1">${inner}</div>`;

describe('text, button, spacer, line, quote', () => {
  test('text renders its rich text', () => {
    expect(renderOne({ type: 'text', props: defaults('text') })).toBe(
      wrap('text', '<div class="rich-text"><p>Write your text here.</p></div>'),
    );
  });

  test('heading: its level (h1 to h4) and alignment, the text escaped; an unknown level is h2', () => {
    expect(renderOne({ type: 'heading', props: defaults('heading') })).toBe(
      wrap('heading', '<h2 class="heading-block heading-block--left">Your heading</h2>'),
    );
    expect(
      renderOne({ type: 'heading', props: { text: 'Fish & <chips>', level: '4', alignment: 'center' } }),
    ).toBe(wrap('heading', '<h4 class="heading-block heading-block--center">Fish &amp; &lt;chips&gt;</h4>'));
    expect(renderOne({ type: 'heading', props: { text: 'Odd', level: '9', alignment: 'left' } })).toContain(
      '<h2 class="heading-block heading-block--left">Odd</h2>',
    );
  });

  test('button: a styled link; a page link resolves, a new window gets rel="noopener"', () => {
    const props = {
      ...defaults('button'),
      label: 'Our <story>',
      style: 'outline',
      size: 'large',
      alignment: 'center',
    };
    expect(
      renderOne({
        type: 'button',
        props: { ...props, link: { type: 'page', pageId: 'p1', newWindow: true } },
      }),
    ).toBe(
      wrap(
        'button',
        '<div class="button-block button-block--center"><a class="button-block__link button-block__link--outline button-block__link--large" href="/our-story" target="_blank" rel="noopener">Our &lt;story&gt;<span class="visually-hidden"> (opens in a new window)</span></a></div>',
      ),
    );
    const email = {
      type: 'email',
      email: 'shop@example.com',
      subject: 'Order',
      cc: '',
      bcc: 'boss@example.com',
      body: '',
      newWindow: false,
    };
    expect(renderOne({ type: 'button', props: { ...props, link: email } })).toContain(
      'href="mailto:shop@example.com?bcc=boss%40example.com&amp;subject=Order"',
    );
    expect(
      renderOne({
        type: 'button',
        props: { ...props, link: { type: 'phone', phone: '+1 (555) 010', newWindow: false } },
      }),
    ).toContain('href="tel:+1555010"');
  });

  test('button: a hostile or missing link renders no href at all', () => {
    const links: PropValue[] = [
      { type: 'web', url: 'javascript:alert(1)', newWindow: false },
      { type: 'web', url: ' javascript:alert(1)', newWindow: false },
      { type: 'page', pageId: 'gone', newWindow: false },
      {
        type: 'email',
        email: 'x" onclick="alert(1)',
        subject: '',
        cc: '',
        bcc: '',
        body: '',
        newWindow: false,
      },
      'javascript:alert(1)',
    ];
    for (const link of links) {
      const html = renderOne({ type: 'button', props: { ...defaults('button'), link } });
      expect(html).toContain('aria-disabled="true"');
      expect(html).not.toMatch(/href=|javascript:|onclick/);
    }
  });

  test('button references the page or file it links to', () => {
    const block = {
      id: 'b',
      type: 'button' as const,
      props: { ...defaults('button'), link: { type: 'file', fileId: 'doc1', newWindow: false } },
    };
    expect(collectBlockReferences({ version: 1, root: { props: {} }, blocks: [block] }).fileIds).toEqual([
      'doc1',
    ]);
  });

  test('spacer and line take only bounded numbers into their style', () => {
    expect(renderOne({ type: 'spacer', props: { height: 64 } })).toBe(
      wrap('spacer', '<div class="spacer-block" style="height:64px" aria-hidden="true"></div>'),
    );
    expect(renderOne({ type: 'spacer', props: { height: '1px;background:url(x)' } })).toContain(
      'style="height:48px"',
    );
    expect(renderOne({ type: 'spacer', props: { height: 99999 } })).toContain('style="height:400px"');
    expect(
      renderOne({ type: 'horizontalRule', props: { style: 'dashed', width: 'short', thickness: 3 } }),
    ).toBe(
      wrap(
        'horizontalRule',
        '<hr class="rule-block rule-block--dashed rule-block--short" style="border-top-width:3px">',
      ),
    );
    expect(
      renderOne({ type: 'horizontalRule', props: { style: '"><script>', width: 'x', thickness: 1 } }),
    ).toContain('rule-block--solid rule-block--full');
  });

  test('quote: paragraphs and a source, escaped', () => {
    expect(
      renderOne({
        type: 'quote',
        props: { text: 'First <b>\nline\n\nSecond', source: 'Ann & Bo', style: 'large', alignment: 'center' },
      }),
    ).toBe(
      wrap(
        'quote',
        '<figure class="quote-block quote-block--large quote-block--center"><blockquote class="quote-block__text"><p>First &lt;b&gt;<br>line</p><p>Second</p></blockquote><figcaption class="quote-block__source">Ann &amp; Bo</figcaption></figure>',
      ),
    );
  });
});

describe('code (Options, Mode, Display Source)', () => {
  const code = '<p onclick="x()">Hi</p><script>alert(1)</script>';

  test('Display Source shows the code escaped in <pre><code>', () => {
    expect(renderOne({ type: 'code', props: { code, mode: 'html', displaySource: true } })).toBe(
      wrap(
        'code',
        '<pre class="code-block code-block--source" data-mode="html"><code>&lt;p onclick=&quot;x()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
      ),
    );
  });

  test('HTML mode without Display Source is cleaned by the embed sanitiser, never run', () => {
    expect(renderOne({ type: 'code', props: { code, mode: 'html', displaySource: false } })).toBe(
      wrap('code', '<div class="code-block code-block--html"><p>Hi</p></div>'),
    );
  });

  test('Markdown is rendered as rich text; plain text as its text; CSS and JavaScript always as source', () => {
    expect(
      renderOne({
        type: 'code',
        props: { code: '# Hi <b>\n\n[story](page:p1)', mode: 'markdown', displaySource: false },
      }),
    ).toBe(
      wrap(
        'code',
        '<div class="code-block code-block--markdown rich-text"><h1>Hi &lt;b&gt;</h1><p><a href="/our-story">story</a></p></div>',
      ),
    );
    expect(
      renderOne({ type: 'code', props: { code: 'a <b>\nb', mode: 'plain', displaySource: false } }),
    ).toBe(wrap('code', '<div class="code-block code-block--text">a &lt;b&gt;\nb</div>'));
    expect(
      renderOne({ type: 'code', props: { code: 'alert(1)', mode: 'javascript', displaySource: false } }),
    ).toContain(
      '<pre class="code-block code-block--source" data-mode="javascript"><code>alert(1)</code></pre>',
    );
  });
});

describe('embed', () => {
  test('a URL becomes a sized frame; a hostile paste renders inert', () => {
    expect(
      renderOne({
        type: 'embed',
        props: { source: 'https://v.example/1', title: 'Film', aspectRatio: 'square' },
      }),
    ).toMatch(
      /^<div class="block block--embed" data-block-id="b1"><div class="embed-block embed-block--frame embed-block--square"><iframe src="https:\/\/v\.example\/1" title="Film"/,
    );
    const hostile = renderOne({
      type: 'embed',
      props: {
        source: '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">a</a>',
        title: '',
        aspectRatio: 'auto',
      },
    });
    expect(hostile).toBe(wrap('embed', '<div class="embed-block embed-block--html"><a>a</a></div>'));
  });
});

describe('accordion', () => {
  const items = [
    { title: 'Shipping <fast>', content: serializeRichText(richTextFromPlain('Two days.')) },
    {
      title: 'Returns',
      content: JSON.stringify({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Here', marks: [{ type: 'link', attrs: { href: 'page:p1' } }] }],
          },
        ],
      }),
    },
  ];

  test('details and summary; one open at a time through a shared name; first open', () => {
    const html = renderOne({
      type: 'accordion',
      props: { items, openOneAtATime: true, firstItemOpen: true },
    });
    expect(html).toBe(
      wrap(
        'accordion',
        '<div class="accordion-block">' +
          '<details class="accordion-block__item" name="accordion-b1" open><summary class="accordion-block__title"><span>Shipping &lt;fast&gt;</span></summary><div class="accordion-block__content rich-text"><p>Two days.</p></div></details>' +
          '<details class="accordion-block__item" name="accordion-b1"><summary class="accordion-block__title"><span>Returns</span></summary><div class="accordion-block__content rich-text"><p><a href="/our-story">Here</a></p></div></details>' +
          '</div>',
      ),
    );
    const free = renderOne({
      type: 'accordion',
      props: { items, openOneAtATime: false, firstItemOpen: false },
    });
    expect(free).not.toMatch(/ name=| open/);
  });

  test('references the pages its items link to', () => {
    const block = {
      id: 'a',
      type: 'accordion' as const,
      props: { items, openOneAtATime: false, firstItemOpen: false },
    };
    expect(collectBlockReferences({ version: 1, root: { props: {} }, blocks: [block] }).pageIds).toEqual([
      'p1',
    ]);
  });
});

describe('search', () => {
  test('a labelled GET form to /search, its words escaped', () => {
    const html = renderOne({
      type: 'search',
      props: { placeholder: 'Find "<b>" here', buttonLabel: 'Go <now>' },
    });
    expect(html).toBe(
      wrap(
        'search',
        '<form class="search-block" role="search" method="get" action="/search"><label class="visually-hidden" for="search-block-b1">Search</label><input class="search-block__input" id="search-block-b1" type="search" name="q" maxlength="200" autocomplete="off" enterkeyhint="search" placeholder="Find &quot;&lt;b&gt;&quot; here"><button class="button button--primary search-block__button" type="submit">Go &lt;now&gt;</button></form>',
      ),
    );
    expect(renderOne({ type: 'search', props: defaults('search') })).toContain(
      'placeholder="Search this site"',
    );
  });
});
