import { BLOCK_DEFINITIONS, type SitePageDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

const HOUR = 60 * 60 * 1000;

/** The storefront's main navigation in a page's HTML. */
function mainNav(html: string): string {
  const start = html.indexOf('<nav class="site-nav" aria-label="Main">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</nav>', start));
}

/**
 * Cached pages end at the site's next scheduled publish time: a menu or a button that links a
 * scheduled page appears once its time comes, on pages cached before (docs/pages.md, "Serving").
 */
describe.each(testEngines())('cached pages and scheduled times on %s', (engine) => {
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) =>
    (await owner()).request({ method, url, json });

  async function page(title: string, blocks: unknown[]): Promise<SitePageDetail> {
    const created = (
      await call('POST', '/config/api/pages', { title, layout: 'blank' })
    ).json<SitePageDetail>();
    const saved = await call('PUT', `/config/api/pages/${created.id}/document`, {
      baseRevision: created.revision,
      document: { version: 1, root: { props: {} }, blocks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return created;
  }
  const publish = async (id: string, publishAt?: number) =>
    expect(
      (
        await call(
          'POST',
          `/config/api/pages/${id}/publish`,
          publishAt === undefined ? {} : { publishAt: new Date(publishAt).toISOString() },
        )
      ).statusCode,
    ).toBe(200);
  const html = async (url: string) => (await new Visitor(t.app).get(url)).body;

  test('a menu link to a scheduled page shows on cached pages once its time comes, and not before', async () => {
    const autumn = await page('Autumn sale', [
      { id: 'a', type: 'text', props: BLOCK_DEFINITIONS.text.defaults() },
    ]);
    const saved = await call('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'mainNavigation',
      templateId: 'default',
      navigation: {
        items: [
          { title: 'Shop', collectionId: null, externalLink: '/shop' },
          { title: 'Autumn sale', collectionId: autumn.id, externalLink: null },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const story = await page('Our story', [
      {
        id: 'go',
        type: 'button',
        props: {
          ...BLOCK_DEFINITIONS.button.defaults(),
          label: 'See the sale',
          link: { type: 'page', pageId: autumn.id, newWindow: false },
        },
      },
    ]);
    await publish(story.id);
    await publish(autumn.id, clock + HOUR);

    // Cached before the time: no link to the page that is not live yet.
    for (const url of ['/', '/shop', `/${story.slug}`]) {
      expect(mainNav(await html(url))).not.toContain('href="/autumn-sale"');
    }
    expect(await html(`/${story.slug}`)).not.toContain('href="/autumn-sale"');
    // A second view comes from the cache, still without it.
    expect(mainNav(await html('/shop'))).not.toContain('href="/autumn-sale"');

    clock += HOUR;
    for (const url of ['/', '/shop', `/${story.slug}`]) {
      expect(mainNav(await html(url))).toContain('href="/autumn-sale"');
    }
    expect(await html(`/${story.slug}`)).toMatch(/<a [^>]*href="\/autumn-sale"[^>]*>See the sale/);
    expect((await new Visitor(t.app).get('/autumn-sale')).statusCode).toBe(200);
  });
});
