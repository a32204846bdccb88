import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { searchContent, searchJson, foundTitles } from './fixtures/create-search-content';
import { demoCollectionId } from './fixtures/create-test-product';

/** Site search at /search (issue 22 part 4, docs/search.md): ranking, words, snippets, pages, input. */
describe.each(testEngines())('site search on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });
  let ownerSession: Visitor | undefined;
  let collectionId = '';
  beforeAll(async () => {
    collectionId = await demoCollectionId(t.db, t.websiteId);
  });
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const content = searchContent(owner, () => collectionId);

  test('a title match ranks above a body match', async () => {
    await content.product({
      title: 'Plain Tote',
      description:
        '<p>Carry it to the quarrystone market, the quarrystone beach and the quarrystone hills.</p>',
    });
    await content.product({ title: 'Quarrystone Bowl', description: '<p>A bowl.</p>' });
    expect(await foundTitles(t.app, 'quarrystone')).toEqual(['Quarrystone Bowl', 'Plain Tote']);
  });

  test('finds a word by its stem ("lanterns" finds "Lantern") and the last word by its start', async () => {
    await content.product({ title: 'Marbleworth Lantern', description: '<p>Glass and brass.</p>' });
    expect(await foundTitles(t.app, 'lanterns marbleworth')).toEqual(['Marbleworth Lantern']);
    expect(await foundTitles(t.app, 'marblew')).toEqual(['Marbleworth Lantern']);
    expect(await foundTitles(t.app, 'lantern marbl')).toEqual(['Marbleworth Lantern']);
    expect(await foundTitles(t.app, 'marbleworth teapot')).toEqual([]);
  });

  test('marks the matched words in the title and the snippet, and keeps both inert', async () => {
    await content.product({
      title: '<img src=x onerror=alert(1)> Zephyrine Scarf',
      description: '<p>Woven &lt;script&gt;alert(2)&lt;/script&gt; from zephyrine wool in a small mill.</p>',
    });
    const [result] = (await searchJson(t.app, 'zephyrine')).results;
    expect(result?.titleHtml).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>Zephyrine</mark> Scarf');
    expect(result?.snippetHtml).toContain('<mark>zephyrine</mark>');
    // SQLite keeps the text as written (escaped); PostgreSQL's headline leaves out what looks like a tag.
    expect(result?.snippetHtml).toContain('alert(2)');
    expect(result?.snippetHtml).not.toMatch(/<(?!\/?mark>)/);
    const html = (await new Visitor(t.app).get('/search?q=zephyrine')).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<mark>Zephyrine</mark>');
  });

  test('says how many matched and pages through them with links that keep the query', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await content.product({ title: `Ostrander Print ${String(i).padStart(2, '0')}`, description: '' });
    }
    const first = await searchJson(t.app, 'ostrander');
    expect(first).toMatchObject({
      query: 'ostrander',
      total: 12,
      summary: '12 results for “ostrander”',
      page: 1,
      pageCount: 2,
      previousUrl: null,
      nextUrl: '/search?q=ostrander&page=2',
    });
    expect(first.results).toHaveLength(10);
    const second = await searchJson(t.app, 'ostrander', 2);
    expect(second).toMatchObject({ page: 2, previousUrl: '/search?q=ostrander', nextUrl: null });
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((r) => r.title);
    expect(new Set(all).size).toBe(12);
    // Past the last page: the last page.
    expect((await searchJson(t.app, 'ostrander', 40)).page).toBe(2);
    const html = (await new Visitor(t.app).get('/search?q=ostrander')).body;
    expect(html).toContain('12 results for “ostrander”');
    expect(html).toContain('href="/search?q=ostrander&amp;page=2" rel="next"');
    expect((await searchJson(t.app, 'ostrander print 07')).summary).toBe('1 result for “ostrander print 07”');
  });

  test('finds pages by the text of their blocks, at their address', async () => {
    await content.page('Our Workshop', 'We restore brindlewood furniture by hand.');
    const [result] = (await searchJson(t.app, 'brindlewood')).results;
    expect(result).toMatchObject({
      kind: 'page',
      kindLabel: 'Page',
      title: 'Our Workshop',
      url: '/our-workshop',
    });
    expect(result?.snippetHtml).toContain('<mark>brindlewood</mark>');
  });

  test('answers the page type 102 context, kept out of search engines, with the header box filled', async () => {
    const response = await new Visitor(t.app).get('/search?q=quarrystone&format=json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const context = response.json<{ page: { pageType: number; template: string } }>();
    expect(context.page).toMatchObject({ pageType: 102, template: 'search' });
    const html = await new Visitor(t.app).get('/search?q=quarrystone');
    expect(html.headers['x-robots-tag']).toBe('noindex');
    expect(html.body).toContain('<meta name="robots" content="noindex">');
    expect(html.body).toContain('role="search"');
    expect(html.body).toContain(
      'id="site-search-q" type="search" name="q" placeholder="Search" maxlength="200" autocomplete="off" enterkeyhint="search" value="quarrystone"',
    );
  });

  test('an empty search shows the form alone', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await new Visitor(t.app).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="search-page-q"');
      expect(response.body).not.toContain('class="search-summary"');
    }
  });

  test('search syntax, odd characters and very long queries are words or nothing, never an error', async () => {
    const hostile = [
      '"',
      '*',
      'NEAR(quarrystone bowl)',
      '-quarrystone',
      'title:quarrystone',
      'quarrystone"',
      '"quarrystone AND bowl" OR *',
      "'; drop table products; --",
      '\u0002quarrystone\u0003',
      '!:* & | ( )',
      'a'.repeat(5000),
      'quarrystone '.repeat(400),
      '🔥🔥',
      '%',
    ];
    for (const q of hostile) {
      const response = await new Visitor(t.app).get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.body, q).not.toContain('\u0002');
    }
    expect(await foundTitles(t.app, 'NEAR(quarrystone bowl)')).toEqual([]);
    expect(await foundTitles(t.app, 'title:quarrystone')).toEqual([]);
    expect((await foundTitles(t.app, '"quarrystone" -bowl*'))[0]).toBe('Quarrystone Bowl');
    const long = await searchJson(t.app, 'quarrystone '.repeat(400));
    expect(long.query.length).toBeLessThanOrEqual(200);
    for (const url of ['/search?q=a&q=b', '/search?page=-1&q=x', '/search?page=abc&q=x', '/search?q[]=x']) {
      expect((await new Visitor(t.app).get(url)).statusCode, url).toBe(200);
    }
  });
});
