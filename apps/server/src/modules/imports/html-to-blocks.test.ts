import { describe, expect, test } from 'vitest';
import { htmlToBlocks } from './html-to-blocks';

describe('a WordPress post body as page blocks', () => {
  test('paragraphs, headings, lists, quotes, links, bold and italic become one rich text block', () => {
    const { blocks } = htmlToBlocks(
      '<h2>Our first post</h2><p>We <strong>weave</strong> and <em>dye</em>. Read <a href="https://x.example/about/" target="_blank">about <b>us</b></a>.</p>' +
        '<ul><li>Linen<ul><li>Flax</li></ul></li><li>Wool</li></ul><ol start="3"><li>Wash</li></ol><blockquote><p>Slow is smooth.</p></blockquote><h6>Small</h6>',
    );
    expect(blocks).toEqual([
      {
        kind: 'text',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our first post' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'We ' },
              { type: 'text', text: 'weave', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' and ' },
              { type: 'text', text: 'dye', marks: [{ type: 'italic' }] },
              { type: 'text', text: '. Read ' },
              {
                type: 'text',
                text: 'about ',
                marks: [{ type: 'link', attrs: { href: 'https://x.example/about/', target: '_blank' } }],
              },
              {
                type: 'text',
                text: 'us',
                marks: [
                  { type: 'link', attrs: { href: 'https://x.example/about/', target: '_blank' } },
                  { type: 'bold' },
                ],
              },
              { type: 'text', text: '.' },
            ],
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [
                  { type: 'paragraph', content: [{ type: 'text', text: 'Linen' }] },
                  {
                    type: 'bulletList',
                    content: [
                      {
                        type: 'listItem',
                        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Flax' }] }],
                      },
                    ],
                  },
                ],
              },
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wool' }] }],
              },
            ],
          },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wash' }] }],
              },
            ],
          },
          {
            type: 'blockquote',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Slow is smooth.' }] }],
          },
          { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Small' }] },
        ],
      },
    ]);
  });

  test('images stand between the text as image blocks, with figure captions', () => {
    const { blocks } = htmlToBlocks(
      '<p>Before <img src="https://x.example/a.png" alt="A"> after</p><figure><a href="/big"><img src="/b.jpg" alt="B"></a><figcaption>The <i>loom</i></figcaption></figure>',
    );
    expect(blocks).toEqual([
      { kind: 'text', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Before' }] }] },
      { kind: 'image', src: 'https://x.example/a.png', alt: 'A', caption: '' },
      { kind: 'text', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'after' }] }] },
      { kind: 'image', src: '/b.jpg', alt: 'B', caption: 'The loom' },
    ]);
  });

  test('scripts and styles go; handlers and javascript: links never survive; tables become an embed', () => {
    const { blocks, dropped } = htmlToBlocks(
      '<p onclick="steal()">Click <a href="javascript:alert(1)">here</a><script>alert(1)</script></p><style>p{}</style><table><tr><td onmouseover="x()">Cell</td></tr></table><hr>',
    );
    expect(dropped.sort()).toEqual(['script', 'style']);
    expect(blocks).toEqual([
      {
        kind: 'text',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Click ' },
              { type: 'text', text: 'here' },
            ],
          },
        ],
      },
      { kind: 'embed', html: '<table><tr><td onmouseover="x()">Cell</td></tr></table>' },
      { kind: 'rule' },
    ]);
    expect(JSON.stringify(blocks)).not.toContain('javascript:');
  });

  test('text without paragraphs (a classic post) splits at blank lines, single newlines are breaks', () => {
    const { blocks } = htmlToBlocks('First line\nsecond line.\n\nAnd a <b>second</b> paragraph.');
    expect(blocks).toEqual([
      {
        kind: 'text',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'First line' },
              { type: 'hardBreak' },
              { type: 'text', text: 'second line.' },
            ],
          },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'And a ' },
              { type: 'text', text: 'second', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' paragraph.' },
            ],
          },
        ],
      },
    ]);
  });

  test('HTML in text is text: escaped entities stay characters, never tags', () => {
    const { blocks } = htmlToBlocks(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p><!-- wp:paragraph -->',
    );
    expect(blocks).toEqual([
      {
        kind: 'text',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)> & more' }] },
        ],
      },
    ]);
  });
});
