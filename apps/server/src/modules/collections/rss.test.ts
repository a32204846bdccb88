import { describe, expect, test } from 'vitest';
import { absoluteLinks, escapeXml, rfc822, rssFeed } from './rss';

describe('RSS', () => {
  test('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('<b>"A" & \'B\'</b>\u0001')).toBe(
      '&lt;b&gt;&quot;A&quot; &amp; &apos;B&apos;&lt;/b&gt;',
    );
  });

  test('dates are RFC 822 in GMT', () => {
    expect(rfc822(Date.parse('2026-03-01T10:00:00Z'))).toBe('Sun, 01 Mar 2026 10:00:00 GMT');
  });

  test('root-relative links and images become absolute; other links stay', () => {
    expect(
      absoluteLinks(
        '<a href="/blog/a">a</a><img src="/u/1.jpg"><a href="https://x.test/">x</a><a href="//cdn">c</a>',
        'https://shop.test',
      ),
    ).toBe(
      '<a href="https://shop.test/blog/a">a</a><img src="https://shop.test/u/1.jpg"><a href="https://x.test/">x</a><a href="//cdn">c</a>',
    );
  });

  test('an item carries its guid, link and escaped content', () => {
    const xml = rssFeed({
      title: 'T',
      link: 'https://shop.test/blog',
      selfUrl: 'https://shop.test/blog?format=rss',
      description: 'D',
      language: 'en-US',
      builtMs: 0,
      items: [
        {
          title: 'A & B',
          link: 'https://shop.test/blog/a',
          publishedMs: 0,
          description: '<p>x</p>',
          content: '',
          categories: ['News'],
          author: '',
        },
      ],
    });
    expect(xml).toContain(
      '<item><title>A &amp; B</title><link>https://shop.test/blog/a</link><guid isPermaLink="true">https://shop.test/blog/a</guid>',
    );
    expect(xml).toContain('<description>&lt;p&gt;x&lt;/p&gt;</description>');
    expect(xml).toContain(
      '<atom:link href="https://shop.test/blog?format=rss" rel="self" type="application/rss+xml"/>',
    );
  });
});
