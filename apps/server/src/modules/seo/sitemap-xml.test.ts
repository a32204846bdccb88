import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapDate, sitemapFiles, sitemapXml, SITEMAP_URL_LIMIT } from './sitemap-xml';

describe('sitemap.xml and robots.txt', () => {
  test('writes a sitemaps.org urlset with each loc and lastmod XML-escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://a.example/', lastmod: '2026-11-29T03:00:00Z' },
      { loc: 'https://a.example/x?a=1&b=<2>', lastmod: null },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://a.example/</loc><lastmod>2026-11-29T03:00:00Z</lastmod></url>',
        '<url><loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  test('writes stored times as W3C date-times to the second, and nothing for one that does not parse', () => {
    expect(sitemapDate('2026-11-29T03:04:05.678Z')).toBe('2026-11-29T03:04:05Z');
    expect(sitemapDate('2026-11-29T03:04:05+01:00')).toBe('2026-11-29T02:04:05Z');
    expect(sitemapDate('soon')).toBeNull();
    expect(sitemapDate(null)).toBeNull();
  });

  test('robots.txt allows everything but /config and /api, and names the sitemap', () => {
    expect(robotsTxt('https://a.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /config',
        'Disallow: /api',
        '',
        'Sitemap: https://a.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('a sitemap index past the limit', () => {
  const entries = ['a', 'b', 'c', 'd', 'e'].map((p) => ({ loc: `https://a.example/${p}`, lastmod: null }));

  test('up to the limit: one urlset, no index', () => {
    const { index, files } = sitemapFiles(entries, 'https://a.example', 5);
    expect(index).toBeNull();
    expect(files).toEqual([sitemapXml(entries)]);
  });

  test('past it: an index naming /sitemap-N.xml files of at most the limit each, in order', () => {
    const { index, files } = sitemapFiles(entries, 'https://a.example', 2);
    expect(files).toEqual([
      sitemapXml(entries.slice(0, 2)),
      sitemapXml(entries.slice(2, 4)),
      sitemapXml(entries.slice(4)),
    ]);
    expect(index).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://a.example/sitemap-1.xml</loc></sitemap>',
        '<sitemap><loc>https://a.example/sitemap-2.xml</loc></sitemap>',
        '<sitemap><loc>https://a.example/sitemap-3.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  test('the limit is the sitemaps.org one: 50,000 addresses a file', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({
      loc: `https://a.example/${i}`,
      lastmod: null,
    }));
    const { index, files } = sitemapFiles(many, 'https://a.example');
    expect(index).not.toBeNull();
    expect(files.map((f) => f.match(/<url>/g)?.length)).toEqual([SITEMAP_URL_LIMIT, 1]);
    expect(sitemapFiles(many.slice(1), 'https://a.example').index).toBeNull();
  });
});
