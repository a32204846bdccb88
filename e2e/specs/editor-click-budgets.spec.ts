import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clicksCounted, startCountingClicks } from '../support/click-count';
import { EDITOR_DEVICES, crumbOf, openPanel, signInToEditor } from '../support/editor';
import { blockSettings, blocksSide, createBlankPage, testPng } from '../support/page-blocks';

/**
 * Issue 24's click budgets, counted in the browser (every pointer press; typing and the files chosen in
 * the system's file chooser are listed apart). The form task places a new form on a Contact page of
 * its own: the demo's /contact is other journeys'. The About us page is deleted afterwards, so the
 * main navigation is as the other journeys expect it (they run one at a time).
 */

/** Clicks `opener` (it opens the system's file chooser) and chooses `files` there. */
async function chooseFiles(
  page: Page,
  opener: ReturnType<Page['getByText']>,
  files: ReturnType<typeof testPng>[],
) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(files);
}

for (const device of EDITOR_DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('a form with the default fields and one question, placed on the Contact page: at most 5 clicks', async ({
      page,
    }) => {
      const title = `Contact ${device.name} budget`;
      await createBlankPage(page, title);
      await startCountingClicks(page);

      // Add block, Form: the block comes with a new contact form, edited right here.
      await blocksSide(page).getByRole('button', { name: 'Add block' }).click();
      await page
        .getByRole('dialog', { name: /^Add block/ })
        .getByRole('button', { name: 'Form', exact: true })
        .click();
      const settings = blockSettings(page, 'Form');
      const names = settings.getByRole('list', { name: 'Fields' }).locator('.form-field-row__name');
      await expect(names).toHaveText(['Name', 'Email', 'Subject', 'Message']);

      // Add field, Text: the caret waits in its label, which is typed.
      await settings.getByRole('button', { name: 'Add field' }).click();
      await settings
        .getByRole('list', { name: 'Field types' })
        .getByRole('button', { name: 'Text', exact: true })
        .click();
      await expect(settings.getByRole('textbox', { name: 'Title' })).toBeFocused();
      await page.keyboard.type('Order number');
      await expect(names).toHaveText(['Name', 'Email', 'Subject', 'Message', 'Order number']);
      await expect(settings.locator('.placed-form__save')).toHaveText('Saved', { timeout: 15_000 });
      // The canvas shows the saved form: the page is shown again after each save of its form.
      const canvas = page.frameLocator(`iframe[title="${title}, as visitors see it"]`);
      await expect(canvas.getByText('Order number')).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, `the Form block's form in the page editor on a ${device.name}`);
      await page.screenshot({ path: `../.tmp/editor-placed-form-${device.name}.png`, fullPage: true });

      // Publish.
      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
      await expect(page.getByText(/^Published\. The page is live/)).toBeVisible({ timeout: 15_000 });

      const clicks = await clicksCounted(page);
      console.log(
        `[click budget] form placed on a Contact page (${device.name}): ${clicks} clicks, 1 typed label`,
      );
      expect(clicks).toBeLessThanOrEqual(5);

      // What visitors get: the four starter fields and the question, under the default button.
      await page.goto(`/contact-${device.name}-budget`);
      const form = page.locator('form').filter({ hasText: 'Order number' });
      await expect(form.getByRole('textbox', { name: /Email/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Subject/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Message/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Order number/ })).toBeVisible();
    });
  });
}

for (const device of EDITOR_DEVICES) {
  test(`on a ${device.name}: an About us page with a heading, text, an image, a button to the shop and a 3-image gallery, published from Home in at most 15 clicks`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    const title = `About us ${device.name}`;
    await signInToEditor(page, '/config');
    await startCountingClicks(page);
    let pageId = '';
    try {
      // Pages (the phone opens the menu first), Add page: the title is typed, the About layout chosen.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await openPanel(page, 'Pages');
      await page.getByRole('button', { name: 'Add page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add page' });
      await expect(dialog.getByLabel('Title')).toBeFocused();
      await page.keyboard.type(title);
      await dialog.getByLabel('About').check();
      await dialog.getByRole('button', { name: 'Add page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      pageId = page.url().split('/').pop() ?? '';

      // The heading and the story: each block chosen in Layers, its box clicked, the words typed.
      const side = blocksSide(page);
      await side
        .getByRole('button', { name: /^Heading/ })
        .first()
        .click();
      await blockSettings(page, 'Heading').getByRole('textbox', { name: 'Heading' }).click();
      await page.keyboard.type('Made by hand in Lisbon');
      await side.getByRole('button', { name: /^Text/ }).first().click();
      await blockSettings(page, 'Text').getByRole('textbox', { name: 'Text' }).click();
      await page.keyboard.type('We started with one loom and a small shop on the hill.');

      // The picture: Upload, one file chosen; the gallery: Upload images, three chosen at once.
      await side
        .getByRole('button', { name: /^Image/ })
        .first()
        .click();
      await chooseFiles(page, blockSettings(page, 'Image').getByText('Upload', { exact: true }), [
        testPng('workshop.png', [180, 120, 90]),
      ]);
      await expect(blockSettings(page, 'Image').locator('.chosen-file__name')).toHaveText('workshop.png');
      await side
        .getByRole('button', { name: /^Gallery/ })
        .first()
        .click();
      const gallery = blockSettings(page, 'Gallery');
      await chooseFiles(page, gallery.getByText('Upload images', { exact: true }), [
        testPng('loom.png', [90, 120, 180]),
        testPng('yarn.png', [120, 180, 90]),
        testPng('shop.png', [200, 200, 120]),
      ]);
      await expect(gallery.getByText(/^Image \d$/)).toHaveCount(3, { timeout: 15_000 });
      await page.screenshot({ path: `../.tmp/editor-about-us-${device.name}.png`, fullPage: true });

      // Publish (the button to the shop came with the layout).
      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
      await expect(page.getByText(/^Published\. The page is live/)).toBeVisible({ timeout: 15_000 });
      const clicks = await clicksCounted(page);
      console.log(
        `[click budget] About us page from Home (${device.name}): ${clicks} clicks, 3 typed texts, 4 files chosen in 2 choices`,
      );
      expect(clicks).toBeLessThanOrEqual(15);

      // What visitors see.
      await page.goto(`/about-us-${device.name}`);
      // What was typed replaced the blocks' starter words ("Your heading", "Write your text here.").
      await expect(page.getByRole('heading', { name: 'Made by hand in Lisbon', exact: true })).toBeVisible();
      await expect(
        page.getByText('We started with one loom and a small shop on the hill.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
      await expect(page.locator('main img')).toHaveCount(4);
      await page.screenshot({ path: `../.tmp/about-us-live-${device.name}.png`, fullPage: true });
    } finally {
      if (pageId) {
        await page.request.delete(`/config/api/pages/${pageId}`, {
          headers: { 'x-csrf-token': await crumbOf(page) },
        });
      }
    }
  });
}
