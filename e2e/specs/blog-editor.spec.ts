import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
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
      testPng(`${run.width}-linen.png`, [200, 180, 150]),
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

    await page.getByRole('button', { name: 'Schedule…' }).click();
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
      await expect(row.getByRole('list', { name: `Tags of ${run.title}` })).toContainText('linen');
    }
    await page.getByLabel('Status').selectOption('scheduled');
    await expect(page.getByRole('link', { name: run.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How we choose our linen' })).toHaveCount(0);
    await expectNoAxeViolations(page, `posts screen filtered (${run.width})`);
    // TODO(lead, issue 22): once i22-content-site is merged, check /journal/<slug> answers 404 before
    // the time and the post after it (the journey cannot move the server clock; HTTP tests do).
  });
}
