import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { morePublishingAction, signInToEditor } from '../support/editor';
import { headerSearch } from '../support/storefront';
import {
  addBlock,
  blockSettings,
  expectSaved,
  testPng,
  tomorrowAtTen,
  uploadAndChoose,
} from '../support/page-blocks';

/**
 * Issue 22: an owner opens the demo's Journal from the Pages list, writes a post with a heading, text
 * and an image, tags it in the post's settings and schedules it; the post is listed as Scheduled with
 * its tags. At desktop and phone widths, axe at 0 on the posts screen and the post settings.
 */

async function openJournal(page: Page) {
  await signInToEditor(page, '/config/pages');
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Posts of Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How we choose our linen' })).toBeVisible();
}

for (const run of [
  { width: 'desktop', viewport: { width: 1280, height: 800 }, title: 'Spring linen is here' },
  { width: 'phone', viewport: { width: 390, height: 844 }, title: 'Notes from the kiln' },
] as const) {
  test(`an owner writes, tags and schedules a post (${run.width})`, async ({ page }) => {
    await page.setViewportSize(run.viewport);
    await openJournal(page);
    await expectNoAxeViolations(page, `posts screen (${run.width})`);
    await page.screenshot({ path: `../.tmp/blog-posts-${run.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'New post' }).click();
    const create = page.getByRole('dialog', { name: 'New post' });
    await create.getByLabel('Title').fill(run.title);
    await create.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();

    await addBlock(page, 'Text');
    await blockSettings(page, 'Text').getByLabel('Text').fill('The new season');
    await blockSettings(page, 'Text').getByRole('button', { name: 'Heading 1' }).click();
    await addBlock(page, 'Text');
    await blockSettings(page, 'Text')
      .getByLabel('Text')
      .fill('Fresh linen from the mill, cut and sewn by hand.');
    await addBlock(page, 'Image');
    await uploadAndChoose(
      page,
      blockSettings(page, 'Image').getByRole('group', { name: 'Image' }),
      testPng(`${run.width}-journal-cover.png`, [200, 180, 150]),
    );
    await blockSettings(page, 'Image').getByLabel('Alt text').fill('Bolts of linen');
    await expectSaved(page);

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Post settings' });
    await expect(settings.getByLabel('Title', { exact: true })).toHaveValue(run.title);
    await settings.getByLabel('Tags').fill('linen, spring');
    await settings.getByLabel('Categories').fill('News');
    await expectNoAxeViolations(page, `post settings (${run.width})`);
    await page.screenshot({ path: `../.tmp/blog-post-settings-${run.width}.png` });
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await morePublishingAction(page, 'Schedule…');
    const schedule = page.getByRole('dialog', { name: 'Schedule publishing' });
    await schedule.getByLabel('Publish on').fill(await tomorrowAtTen(page));
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(schedule).toBeHidden();
    await expect(page.locator('.page-editor__title .badge')).toHaveText('Scheduled');

    await page.getByRole('link', { name: '← All items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(run.title) });
    await expect(row.locator('.badge').first()).toHaveText('Scheduled');
    if (run.width === 'desktop') {
      // "linen" joins the site's existing tag "Linen" (one model for products and posts).
      await expect(row.getByRole('list', { name: `Tags of ${run.title}` })).toContainText('Linen');
    }
    await page.getByLabel('Status').selectOption('scheduled');
    await expect(page.getByRole('link', { name: run.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How we choose our linen' })).toHaveCount(0);
    await expectNoAxeViolations(page, `posts screen filtered (${run.width})`);
  });
}

/**
 * The datetime-local value of the minute after next in the browser's zone, and that instant: the
 * soonest a schedule set now can be, with at least a minute to check that the post is not out yet.
 */
async function soonestSchedule(page: Page): Promise<{ value: string; at: number }> {
  return page.evaluate(() => {
    const date = new Date(Date.now() + 2 * 60_000);
    date.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    return { value, at: date.getTime() };
  });
}

test('a scheduled post appears on time, and a visitor finds it by a word of its body, its tag and the feed', async ({
  page,
}) => {
  // The post goes live on the server's clock: the journey waits for the minute it chose.
  test.setTimeout(300_000);
  const title = 'Indigo in the winter vats';
  const slug = 'indigo-in-the-winter-vats';
  await openJournal(page);
  await page.getByRole('button', { name: 'New post' }).click();
  const create = page.getByRole('dialog', { name: 'New post' });
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await addBlock(page, 'Text');
  await blockSettings(page, 'Text')
    .getByLabel('Text')
    .fill('The vats rest through the winter, quietly fermenting.');
  await expectSaved(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Post settings' });
  await settings.getByLabel('Tags').fill('indigo');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  const when = await soonestSchedule(page);
  await morePublishingAction(page, 'Schedule…');
  const schedule = page.getByRole('dialog', { name: 'Schedule publishing' });
  await schedule.getByLabel('Publish on').fill(when.value);
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();

  // Not out before its time, on its address or in search.
  expect((await page.request.get(`/journal/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/search?q=fermenting')).text()).not.toContain(title);
  // Out once the time has come, without anyone publishing it.
  await expect
    .poll(async () => (await page.request.get(`/journal/${slug}`)).status(), {
      timeout: Math.max(when.at - Date.now(), 0) + 90_000,
      intervals: [5_000],
    })
    .toBe(200);

  await page.goto('/');
  await headerSearch(page).fill('fermenting');
  await headerSearch(page).press('Enter');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('quietly fermenting')).toBeVisible();
  await page.getByRole('link', { name: '#indigo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /indigo/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page, 'tag page of the scheduled post');
  const feedHref = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  expect(feedHref).toBe('/journal?format=rss');
  expect(await (await page.request.get(feedHref ?? '')).text()).toContain(`<title>${title}</title>`);
});
