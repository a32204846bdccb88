import { describe, expect, test } from 'vitest';
import { documentTitle, plainTextOf, productMetaDescription, shortenText } from './seo';

describe('search and sharing rules', () => {
  test('the <title> is the SEO title as written, else "{title} — {site}", else the site title once', () => {
    expect(documentTitle({ title: 'About', seoTitle: 'Who we are | Supply' }, 'Supply')).toBe(
      'Who we are | Supply',
    );
    expect(documentTitle({ title: 'About', seoTitle: '  ' }, 'Supply')).toBe('About — Supply');
    expect(documentTitle({ title: 'Supply' }, 'Supply')).toBe('Supply');
    expect(documentTitle({ title: '' }, 'Supply')).toBe('Supply');
  });

  test('owner HTML becomes one line of text', () => {
    expect(plainTextOf('<p>Soft &amp; warm.</p>\n<ul><li>Linen</li></ul>')).toBe('Soft & warm. Linen');
  });

  test('a product description is the SEO one, else its text cut at a word near 160 characters', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const made = productMetaDescription({ seoDescription: '', description: long });
    expect(made.length).toBeLessThanOrEqual(160);
    expect(made.endsWith('word…')).toBe(true);
    expect(productMetaDescription({ seoDescription: ' Mine. ', description: long })).toBe('Mine.');
    expect(shortenText('short', 160)).toBe('short');
  });
});
