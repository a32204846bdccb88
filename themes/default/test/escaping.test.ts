import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const THEME_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Tags allowed to print without |html or |htmlattr, and why. */
const RAW_ALLOWED = new Set([
  'mainContent', // the page template's output, already HTML
  'sitePage.html', // a block page's blocks, rendered by @plinth/theme/blocks, which escapes every prop
  'siteStyles.css', // built by @plinth/theme's buildSiteStyles from the font catalogue and checked colours
  'configJson', // the tracker's config, JSON with <, > and & escaped (modules/tracker, scriptSafeJson)
  'page.jsonLd', // a product's schema.org JSON-LD, escaped the same way (modules/pages, scriptSafeJson)
  'description', // owner HTML, sanitised by the server before it reaches the context
  'excerpt', // a post's or event's excerpt: owner HTML, sanitised by the server (modules/collections)
  'item.body', // a post's or event's blocks, rendered by @plinth/theme/blocks like sitePage.html
  'item.mapHtml', // the map block's drawing of an event's address, rendered by @plinth/theme/blocks
  '@|comment-link', // the engine's own link markup: a count and the item id, no owner text
  'width', // image dimensions are integers
  'height',
  'website.year',
  'titleHtml', // a search result's title and snippet: escaped by the server, then <mark> added (search)
  'snippetHtml',
  'page', // the search page's page numbers are integers
  'pageCount',
  'items|count',
  'items|count|pluralize',
]);

const themeFiles = [
  'layout.html',
  ...readdirSync(join(THEME_DIR, 'templates')).map((name) => `templates/${name}`),
  ...readdirSync(join(THEME_DIR, 'partials')).map((name) => `partials/${name}`),
];

/** The engine does not escape output, so every printed context value must go through an escaping formatter. */
describe('theme templates escape what they print', () => {
  test.each(themeFiles)('%s', (file) => {
    const source = readFileSync(join(THEME_DIR, file), 'utf8');
    const variableTags = [...source.matchAll(/\{([^{}.#\s][^{}]*)\}/g)].map((match) => match[1] ?? '');
    const unescaped = variableTags.filter((tag) => {
      const formatters = tag.split('|').slice(1);
      const last = formatters.at(-1)?.split(' ')[0];
      return !(last === 'html' || last === 'htmlattr' || last === 'apply' || RAW_ALLOWED.has(tag));
    });
    expect(unescaped).toEqual([]);
  });
});
