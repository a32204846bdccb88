import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapDate, sitemapXml } from './sitemap-xml';

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
