import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPng } from '../../apps/server/test/fixtures/create-test-images';
import { signInToEditor } from '../support/editor';

/**
 * Issue 10 part 4: the file browser. An owner uploads an image from the image block's Choose File,
 * finds it under Existing Files, renames it, chooses it and sees it on the page; deletes a file after
 * the confirmation; cancels an upload under way and reads "File processing cancelled". At desktop and
 * phone widths.
 */

const side = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
const settings = (page: Page, block: string) => page.getByRole('region', { name: `${block} settings` });
const frame = (page: Page) => page.frameLocator('iframe.page-canvas__frame');
const browserDialog = (page: Page) => page.getByRole('dialog', { name: /Choose File$/ });

const png = (name: string, rgb: [number, number, number], width = 640, height = 400) => ({
  name,
  mimeType: 'image/png',
  buffer: createPng(width, height, rgb),
});

async function createPageWithImageBlock(page: Page, title: string) {
  await signInToEditor(page, '/config/pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Blank').check();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await side(page).getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill('Image');
  await picker.getByRole('button', { name: 'Image', exact: true }).click();
  await expect(settings(page, 'Image')).toBeVisible();
}

async function openImageBrowser(page: Page) {
  await settings(page, 'Image')
    .getByRole('group', { name: 'Image' })
    .getByRole('button', { name: 'Choose File' })
    .click();
  const dialog = browserDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Existing Files' })).toBeVisible();
  return dialog;
}

async function visitorSeesImage(browser: Browser, path: string, alt: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  const image = visitor.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await context.close();
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('upload from the image block, rename, choose; the image is on the page; delete a file with its confirmation', async ({
      page,
      browser,
    }) => {
      const title = `Workshop ${device}`;
      await createPageWithImageBlock(page, title);
      let dialog = await openImageBrowser(page);

      // Upload File: the new file is selected at once, first under Existing Files.
      await dialog
        .getByRole('button', { name: 'Upload File' })
        .setInputFiles(png(`bench-${device}.png`, [150, 110, 70]));
      await expect(
        dialog.getByRole('status').filter({ hasText: `bench-${device}.png uploaded.` }),
      ).toBeVisible();
      const files = dialog.getByRole('radiogroup', { name: 'Existing Files' });
      const uploaded = files.getByRole('radio', { name: new RegExp(`^bench-${device}\\.png`) });
      await expect(uploaded).toBeChecked();
      const detail = dialog.getByRole('region', { name: 'File Detail' });
      await expect(detail.getByText('PNG image')).toBeVisible();
      await expect(detail.getByText('640 × 400 pixels')).toBeVisible();
      await expect(detail.getByText('Not used yet')).toBeVisible();
      await page.screenshot({ path: `../.tmp/files-browser-${device}.png` });

      // Rename: empty first ("Please enter a file name"), then a real name.
      const name = detail.getByLabel('File name');
      await name.fill('   ');
      await detail.getByRole('button', { name: 'Rename' }).click();
      await expect(detail.getByText('Please enter a file name')).toBeVisible();
      await name.fill(`Workbench ${device}.png`);
      await detail.getByRole('button', { name: 'Rename' }).click();
      await expect(detail.getByText(`Renamed to Workbench ${device}.png.`)).toBeVisible();
      await expect(
        files.getByRole('radio', { name: new RegExp(`^Workbench ${device}\\.png`) }),
      ).toBeChecked();

      // Search finds it by part of its new name.
      await dialog.getByRole('searchbox', { name: 'Search files' }).fill(`workbench ${device}`);
      await expect(files.getByRole('radio')).toHaveCount(1);

      await dialog.getByRole('button', { name: 'Choose File', exact: true }).click();
      await expect(dialog).toBeHidden();
      const field = settings(page, 'Image').getByRole('group', { name: 'Image' });
      await expect(field.getByText(`Workbench ${device}.png`)).toBeVisible();
      await settings(page, 'Image').getByLabel('Alt text').fill(`The bench, ${device}`);
      await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
      await expect(frame(page).getByRole('img', { name: `The bench, ${device}` })).toBeVisible();

      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
      const slug = `/workshop-${device}`;
      await expect(page.getByText(`Published. The page is live at ${slug}.`)).toBeVisible();
      await visitorSeesImage(browser, slug, `The bench, ${device}`);

      // Delete another file: upload a spare, then delete it after the confirmation.
      dialog = await openImageBrowser(page);
      await expect(
        dialog.getByRole('region', { name: 'File Detail' }).getByText(`${title} (page)`),
      ).toBeVisible();
      await dialog
        .getByRole('button', { name: 'Upload File' })
        .setInputFiles(png(`spare-${device}.png`, [20, 120, 90]));
      const spare = dialog.getByRole('radiogroup', { name: 'Existing Files' }).getByRole('radio', {
        name: new RegExp(`^spare-${device}\\.png`),
      });
      await expect(spare).toBeChecked();
      await dialog
        .getByRole('region', { name: 'File Detail' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete file?' });
      await expect(confirm).toContainText('This cannot be undone');
      await expect(confirm).toContainText('update all links to this file');
      await page.screenshot({ path: `../.tmp/files-delete-${device}.png` });
      await confirm.getByRole('button', { name: 'Keep file' }).click();
      await expect(spare).toBeVisible();
      await dialog
        .getByRole('region', { name: 'File Detail' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete file?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(spare).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();
      // The chosen image is still the block's.
      await expect(settings(page, 'Image').getByText(`Workbench ${device}.png`)).toBeVisible();
    });

    test('an upload cancelled while it is under way reads "File processing cancelled"; Retry sends it again', async ({
      page,
    }) => {
      await createPageWithImageBlock(page, `Cancelled ${device}`);
      const dialog = await openImageBrowser(page);
      // Hold the upload at the server's door until the owner cancels.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/config/api/files', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await held;
        return route.fallback();
      });
      await dialog
        .getByRole('button', { name: 'Upload File' })
        .setInputFiles(png(`slow-${device}.png`, [90, 90, 200], 1600, 1200));
      const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true }).first();
      await expect(dialog.getByRole('progressbar', { name: `slow-${device}.png` })).toBeVisible();
      await page.screenshot({ path: `../.tmp/files-uploading-${device}.png` });
      await cancel.click();
      await expect(dialog.getByText('File processing cancelled')).toBeVisible();
      await page.screenshot({ path: `../.tmp/files-cancelled-${device}.png` });
      release();
      await page.unroute('**/config/api/files');
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await expect(
        dialog.getByRole('radiogroup', { name: 'Existing Files' }).getByRole('radio', {
          name: new RegExp(`^slow-${device}\\.png`),
        }),
      ).toBeChecked();
      if (device === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  });
}
