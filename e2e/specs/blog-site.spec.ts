import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BLOCKS_SLUG, EVENTS_SLUG, JOURNAL_SLUG, seedBlogAndEvents } from '../support/content';
import { expectNoHorizontalScroll } from '../support/storefront';

/**
 * Issue 22: a visitor reads the blog (the list, a post, its tag's page, the RSS feed the head and the
 * page link to) and adds an event to their calendar (the .ics download), at desktop and phone widths
 * with axe at 0. The content is written into the server's database (support/content.ts).
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Set E2E_SCREENSHOTS to a folder to keep a picture of each page the journey checks. */
async function check(page: Page, where: string, width: number) {
  await expectNoHorizontalScroll(page, width);
  await expectNoAxeViolations(page, where);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${where.replace(/\W+/g, '-')}.png`, fullPage: true });
}

test.beforeAll(() => {
  seedBlogAndEvents();
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`the blog and events on ${name}`, () => {
    test.use({ viewport });

    test(`a visitor reads a post, opens its tag and follows the RSS link (${name})`, async ({ page }) => {
      await page.goto(`/${JOURNAL_SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Logbook' })).toBeVisible();
      const posts = page.getByRole('article');
      await expect(posts).toHaveCount(3);
      await expect(posts.first()).toContainText('Sailcloth season is here');
      await check(page, `blog list ${name}`, viewport.width);

      await page.getByRole('link', { name: 'Sailcloth season is here' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sailcloth season is here' })).toBeVisible();
      await expect(page.getByText('Written in the workshop by the harbor.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Previous and next' })).toContainText('walnut');
      await check(page, `blog post ${name}`, viewport.width);

      await page.getByRole('link', { name: '#Harbor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Posts tagged “Harbor”' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(2);
      await check(page, `blog tag ${name}`, viewport.width);

      const feedHref = await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href');
      expect(feedHref).toBe(`/${JOURNAL_SLUG}?format=rss`);
      await page.getByRole('link', { name: 'Logbook' }).first().click();
      const feedLink = page.getByRole('link', { name: 'RSS feed' });
      await expect(feedLink).toHaveAttribute('href', feedHref ?? '');
      const feed = await page.request.get(feedHref ?? '');
      expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await feed.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain('<title>Sailcloth season is here</title>');
    });

    test(`a visitor adds an event to their calendar (${name})`, async ({ page }) => {
      await page.goto(`/${EVENTS_SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Happenings' })).toBeVisible();
      await expect(page.getByRole('article').first()).toContainText('Open studio evening');
      await check(page, `events list ${name}`, viewport.width);

      await page.getByRole('link', { name: 'Calendar', exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await check(page, `events calendar ${name}`, viewport.width);

      await page.goto(`/${EVENTS_SLUG}`);
      await page.getByRole('link', { name: 'Open studio evening' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Open studio evening' })).toBeVisible();
      await expect(page.locator('.event-facts__venue')).toHaveText('Harbor Hall');
      await expect(page.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
        'href',
        /^http:\/\/www\.google\.com\/calendar\/event\?action=TEMPLATE&text=Open%20studio%20evening&dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z/,
      );
      await check(page, `event page ${name}`, viewport.width);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('open-studio.ics');
      const ics = readFileSync((await download.path()) ?? '', 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain('SUMMARY:Open studio evening\r\n');
      expect(ics).toContain('LOCATION:Harbor Hall\\, 12 Pier Road\\, Portland\\, ME\\, USA\r\n');
    });

    test(`a page shows the latest posts, the next events, the archive, the tags and the month (${name})`, async ({
      page,
    }) => {
      await page.goto(`/${BLOCKS_SLUG}`);
      const latest = page.getByRole('region', { name: 'From the journal' });
      await expect(latest.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('region', { name: 'Coming up' })).toContainText('Open studio evening');
      await expect(
        page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: /Harbor/ }),
      ).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await check(page, `content blocks ${name}`, viewport.width);
      await page.getByRole('navigation', { name: 'Archive' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Posts from / })).toBeVisible();
    });
  });
}
