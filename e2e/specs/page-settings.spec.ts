import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPng } from '../../apps/server/test/fixtures/create-test-images';
import { morePublishingAction, signInToEditor } from '../support/editor';

/**
 * Issue 10: a page's settings from the editor (slug, SEO title, social image, password), publishing
 * now and later, and deleting a page, each seen as a visitor sees it.
 */

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Page settings' });

async function createPage(page: Page, title: string, text: string) {
  await page.goto('/config/pages');
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Blank').check();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'Blocks' });
  await side.getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill('Text');
  await picker.getByRole('button', { name: 'Text', exact: true }).click();
  await page.getByRole('region', { name: 'Text settings' }).getByLabel('Text').fill(text);
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
}

async function publish(page: Page, path: string) {
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(page.getByText(`Published. The page is live at ${path}.`)).toBeVisible();
}

/** A visitor's own browser (no editor session): the answer's status and the page. */
async function asVisitor<T>(browser: Browser, run: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('Page settings: a new slug and SEO title, a social image, publish; the page is live there', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await createPage(page, 'Our story', 'We make linen shirts by hand in Porto.');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Our story');
  await dialog.getByLabel('URL slug').fill('story');
  await expect(dialog.getByText(/\/story$/)).toBeVisible();
  await dialog.getByLabel('SEO title').fill('Our story | Linen shirts');
  await expect(dialog.getByText('24 of 60 characters')).toBeVisible();
  await dialog.getByLabel('SEO description').fill('How a small workshop in Porto makes linen shirts.');
  // Issue 13 part 6: the search-result preview shows what the page will send.
  const searchPreview = dialog.getByRole('figure', { name: 'Search result preview' });
  await expect(searchPreview).toContainText('Our story | Linen shirts');
  await expect(searchPreview).toContainText('How a small workshop in Porto makes linen shirts.');
  await expect(searchPreview).toContainText('› story');
  await dialog
    .getByRole('group', { name: 'Social image' })
    .getByRole('button', { name: 'Choose File' })
    .click();
  const files = page.getByRole('dialog', { name: 'Social image: Choose File' });
  await files
    .getByRole('button', { name: 'Upload File' })
    .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: createPng(1200, 630, [40, 60, 120]) });
  await expect(files.getByRole('radio', { name: /^share\.png/ })).toBeChecked();
  await files.getByRole('button', { name: 'Choose File', exact: true }).click();
  await expect(files).toBeHidden();
  await expect(dialog.locator('.chosen-file img')).toBeVisible();
  await expect(dialog.getByText('share.png')).toBeVisible();
  await page.screenshot({ path: '../.tmp/page-settings-dialog-desktop.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Page settings saved.')).toBeVisible();

  await publish(page, '/story');
  await expect(page.locator('.page-editor__title .badge')).toHaveText('Published');
  await page.screenshot({ path: '../.tmp/page-settings-editor-desktop.png' });

  await asVisitor(browser, async (visitor) => {
    const answer = await visitor.goto('/story');
    expect(answer?.status()).toBe(200);
    // The SEO title is the whole title (issue 13 part 6, docs/seo.md).
    await expect(visitor).toHaveTitle('Our story | Linen shirts');
    await expect(visitor.getByText('We make linen shirts by hand in Porto.')).toBeVisible();
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/assets\/uploads\//,
    );
    expect((await visitor.goto('/our-story'))?.status()).toBe(404);
  });

  // Settings again: the saved values, and the social image shown from its resized copy.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(settingsDialog(page).getByLabel('URL slug')).toHaveValue('story');
  await expect(settingsDialog(page).locator('.chosen-file img')).toBeVisible();
  await expect
    .poll(() =>
      settingsDialog(page)
        .locator('.chosen-file img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await settingsDialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Unpublish after its confirmation: the page is gone for visitors.
  await morePublishingAction(page, 'Unpublish');
  const confirm = page.getByRole('alertdialog', { name: 'Unpublish “Our story”?' });
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished. The page is a draft.')).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    expect((await visitor.goto('/story'))?.status()).toBe(404);
  });
});

test('Schedule…: a page scheduled for tomorrow is listed as Scheduled and is not live yet', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await createPage(page, 'Summer sale', 'Everything linen, a third off.');
  await morePublishingAction(page, 'Schedule…');
  const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
  const tomorrow = await page.evaluate(() => {
    const date = new Date(Date.now() + 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
  });
  await dialog.getByLabel('Publish on').fill(tomorrow);
  await expect(dialog.getByText(/In your time zone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.page-editor__title .badge')).toHaveText('Scheduled');
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await page.getByRole('button', { name: 'More publishing actions' }).click();
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: '← Pages' }).click();
  const row = page.locator('.page-tree__row', {
    has: page.getByRole('link', { name: 'Summer sale', exact: true }),
  });
  await expect(row.locator('.badge').first()).toHaveText('Scheduled');
  await expect(row.getByText(/^Scheduled for /)).toBeVisible();
  await expect(row.getByRole('link', { name: /^View/ })).toHaveCount(0);
  await page.screenshot({ path: '../.tmp/page-settings-list-desktop.png', fullPage: true });
  await asVisitor(browser, async (visitor) => {
    expect((await visitor.goto('/summer-sale'))?.status()).toBe(404);
  });

  // Deleting from the list: the confirmation names the page; the page is gone, for visitors too.
  await row.getByRole('button', { name: 'Delete Summer sale' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Summer sale”?' });
  await expect(confirm.getByText(/This cannot be undone\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText('Deleted “Summer sale”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summer sale', exact: true })).toHaveCount(0);
});

test('a password locks a page: a visitor sees the lock screen and gets in with the password; deleting it from Settings', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await createPage(page, 'Wholesale prices', 'Shirts from 24 euros for orders of ten.');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await dialog.getByRole('switch', { name: 'Password protection' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a password, or turn the lock off.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('linen-trade');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await publish(page, '/wholesale-prices');

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/wholesale-prices');
    await expect(visitor.getByRole('heading', { name: 'This page is protected' })).toBeVisible();
    await expect(visitor.getByText('Shirts from 24 euros')).toHaveCount(0);
    await visitor.getByLabel('Password').fill('cotton');
    await visitor.getByRole('button', { name: 'Enter' }).click();
    await expect(visitor.getByText('That password is not right. Try again.')).toBeVisible();
    await visitor.getByLabel('Password').fill('linen-trade');
    await visitor.getByRole('button', { name: 'Enter' }).click();
    await expect(visitor.getByText('Shirts from 24 euros for orders of ten.')).toBeVisible();
  });

  // Delete from the editor's Settings: back on the Pages list, and the address is a 404.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(settingsDialog(page).getByLabel('New password')).toHaveValue('');
  await settingsDialog(page).getByRole('button', { name: 'Delete page' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Wholesale prices”?' });
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  await expect(page).toHaveURL(/\/config\/pages$/);
  await expect(page.getByRole('link', { name: 'Wholesale prices', exact: true })).toHaveCount(0);
  await asVisitor(browser, async (visitor) => {
    expect((await visitor.goto('/wholesale-prices'))?.status()).toBe(404);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toolbar, the Page settings dialog and the Pages list fit a phone', async ({ page }) => {
    await signInToEditor(page, '/config/pages');
    await createPage(page, 'Care guide', 'Wash linen cool, dry it flat.');
    await publish(page, '/care-guide');
    await page.screenshot({ path: '../.tmp/page-settings-editor-phone.png' });
    // The More list opens inside the screen.
    await page.getByRole('button', { name: 'More publishing actions' }).click();
    const more = await page.locator('.publish-more__list').boundingBox();
    expect(more?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((more?.x ?? 999) + (more?.width ?? 999)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '../.tmp/page-settings-more-phone.png' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = settingsDialog(page);
    await expect(dialog.getByLabel('URL slug')).toHaveValue('care-guide');
    await page.screenshot({ path: '../.tmp/page-settings-dialog-phone.png' });
    await dialog.getByRole('switch', { name: 'Password protection' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../.tmp/page-settings-dialog-phone-2.png' });
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: '← Pages' }).click();
    const row = page.locator('.page-tree__row', {
      has: page.getByRole('link', { name: 'Care guide', exact: true }),
    });
    await expect(row.getByRole('link', { name: 'View Care guide (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/care-guide',
    );
    await page.screenshot({ path: '../.tmp/page-settings-list-phone.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the publish state after editing a live page: "Unpublished changes" and "Publish changes" until published, also after a reload', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await createPage(page, 'Opening hours', 'Open Monday to Friday.');
  const main = page.getByRole('button', { name: /^Publish/ });
  const changes = page.locator('.page-editor__title').getByText('Unpublished changes');
  await expect(main).toHaveText('Publish');
  // A draft never published has nothing "unpublished" to say beside its Draft badge.
  await expect(changes).toHaveCount(0);
  await publish(page, '/opening-hours');
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await expect(changes).toHaveCount(0);

  const text = page.getByRole('region', { name: 'Text settings' }).getByLabel('Text');
  await text.fill('Open Monday to Saturday.');
  await expect(changes).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled();
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
  await page.screenshot({ path: '../.tmp/e2e-screens/desktop-page-unpublished-changes.png' });
  // Visitors still see the published version; the reloaded editor still says what is not live.
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/opening-hours');
    await expect(visitor.getByText('Open Monday to Friday.')).toBeVisible();
  });
  await page.reload();
  await expect(changes).toBeVisible();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Published. The page is live at /opening-hours.')).toBeVisible();
  await expect(changes).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/opening-hours');
    await expect(visitor.getByText('Open Monday to Saturday.')).toBeVisible();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await expect(changes).toHaveCount(0);
});
