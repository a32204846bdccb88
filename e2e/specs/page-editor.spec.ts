import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInToEditor } from '../support/editor';
import {
  addBlock,
  blocksSide,
  blockSettings,
  createBlankPage,
  expectSaved,
  testPng,
  uploadAndChoose,
} from '../support/page-blocks';

/**
 * Issue 10: an owner builds a page from blocks in the visual editor (heading, text, an image from the
 * file browser, a button to the shop, a gallery), undoes and redoes ten edits, moves a block with the
 * keyboard alone and another by dragging on the canvas, publishes, and the page is live for everyone,
 * linked from the main navigation. At desktop and phone widths.
 */

const side = blocksSide;
const settings = blockSettings;
const png = testPng;
const frame = (page: Page) => page.frameLocator('iframe.page-canvas__frame');

async function layerNames(page: Page): Promise<string[]> {
  return side(page).locator('.layers__select .layers__label').allTextContents();
}

async function createPage(page: Page, title: string, inNavigation = false) {
  await signInToEditor(page, '/config/pages');
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Blank').check();
  if (inNavigation) await dialog.getByLabel('Add to main navigation').check();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function publish(page: Page, path: string) {
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(page.getByText(`Published. The page is live at ${path}.`)).toBeVisible();
}

async function visitorSees(browser: Browser, path: string, text: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  await expect(visitor.getByText(text)).toBeVisible();
  await context.close();
}

/** A visitor on the home page follows the main navigation's link named `title` to `path`. */
async function visitorFollowsMenu(browser: Browser, title: string, path: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${path}$`));
  await context.close();
}

for (const run of [
  { width: 'desktop', viewport: { width: 1280, height: 800 }, title: 'About us', path: '/about-us' },
  { width: 'phone', viewport: { width: 390, height: 844 }, title: 'Workshop notes', path: '/workshop-notes' },
] as const) {
  test(`an owner builds "${run.title}" from blocks, undoes and redoes ten edits, moves blocks by keyboard and by dragging, and publishes it (${run.width})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(run.viewport);
    await buildPage(page, browser, run.title, run.path, run.width);
  });
}

async function buildPage(page: Page, browser: Browser, title: string, path: string, width: string) {
  await createPage(page, title, true);

  await addBlock(page, 'Text');
  await settings(page, 'Text').getByLabel('Text').fill('Our workshop');
  await settings(page, 'Text').getByRole('button', { name: 'Heading 1' }).click();
  await addBlock(page, 'Text');
  await settings(page, 'Text').getByLabel('Text').fill('We make linen shirts by hand in Porto.');

  await addBlock(page, 'Image');
  await uploadAndChoose(
    page,
    settings(page, 'Image').getByRole('group', { name: 'Image' }),
    png(`${width}-workshop.png`, [180, 150, 120]),
  );
  await expect(settings(page, 'Image').getByText(`${width}-workshop.png`)).toBeVisible();
  await settings(page, 'Image').getByLabel('Alt text').fill('The workshop bench');

  await addBlock(page, 'Button');
  await settings(page, 'Button').getByLabel('Button text').fill('Visit the shop');
  await settings(page, 'Button').getByLabel('Web Address').fill('/shop');

  await addBlock(page, 'Gallery');
  for (const [name, rgb] of [
    [`${width}-linen.png`, [200, 190, 170]],
    [`${width}-indigo.png`, [40, 60, 120]],
  ] as const) {
    await settings(page, 'Gallery').getByRole('button', { name: 'Add image' }).click();
    await uploadAndChoose(
      page,
      settings(page, 'Gallery').getByRole('group', { name: 'Image', exact: true }).last(),
      png(name, [...rgb]),
    );
    await expect(settings(page, 'Gallery').getByText(name)).toBeVisible();
  }
  await expectSaved(page);
  expect(await layerNames(page)).toEqual(['Text', 'Text', 'Image', 'Button', 'Gallery']);

  const preview = frame(page);
  await expect(preview.getByRole('heading', { name: 'Our workshop' })).toBeVisible();
  await expect(preview.getByText('We make linen shirts by hand in Porto.')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
  await expect(preview.getByRole('img', { name: 'The workshop bench' })).toBeVisible();
  await page.screenshot({ path: `../.tmp/page-editor-${width}.png`, fullPage: true });

  // Ten undos walk back through the gallery, the button and the image; ten redos bring them back.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  for (let i = 0; i < 10; i += 1) await undo.click();
  expect((await layerNames(page)).length).toBeLessThan(5);
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  for (let i = 0; i < 10; i += 1) await redo.click();
  expect(await layerNames(page)).toEqual(['Text', 'Text', 'Image', 'Button', 'Gallery']);
  await expect(redo).toBeDisabled();

  // Keyboard only: choose the button in Layers, Tab to its Move up, press Enter twice.
  await side(page).locator('.layers__select', { hasText: 'Visit the shop' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Move up');
  await page.keyboard.press('Enter');
  await expect.poll(() => layerNames(page)).toEqual(['Text', 'Text', 'Button', 'Image', 'Gallery']);
  await expectSaved(page);

  // With the pointer on the canvas: the image back above the button.
  const blocksInFrame = preview.locator('.block-page > [data-block-id]');
  await expect(blocksInFrame.nth(2)).toHaveClass(/block--button/);
  // Both in the frame's view: the button, and the top of the image under it.
  await blocksInFrame.nth(3).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const image = await blocksInFrame.nth(3).boundingBox();
  const button = await blocksInFrame.nth(2).boundingBox();
  if (!image || !button) throw new Error('the blocks are not on the canvas');
  await page.mouse.move(image.x + image.width / 2, image.y + 24);
  await page.mouse.down();
  await page.mouse.move(button.x + button.width / 2, button.y + 4, { steps: 8 });
  await expect(preview.locator('[data-editor-drop-line]')).toBeVisible();
  await page.mouse.up();
  await expect.poll(() => layerNames(page)).toEqual(['Text', 'Text', 'Image', 'Button', 'Gallery']);
  await expectSaved(page);

  // A click on a block in the frame selects it; its link does not leave the editor.
  await preview.getByRole('link', { name: 'Visit the shop' }).click();
  await expect(settings(page, 'Button').getByLabel('Button text')).toHaveValue('Visit the shop');
  await preview.getByRole('heading', { name: 'Our workshop' }).click();
  await expect(settings(page, 'Text').getByLabel('Text').locator('h1')).toHaveText('Our workshop');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await publish(page, path);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Our workshop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
  await expect(page.locator('.block--gallery img')).toHaveCount(2);
  await expect(page.locator('.block-page > [data-block-id]').nth(2)).toHaveClass(/block--image/);

  // A second browser, not signed in, sees the live page and its link in the main navigation; after
  // another edit and publish, the change.
  await visitorSees(browser, path, 'We make linen shirts by hand in Porto.');
  await visitorFollowsMenu(browser, title, path);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await side(page).locator('.layers__select', { hasText: 'We make linen' }).click();
  await settings(page, 'Text').getByLabel('Text').fill('We make linen shirts by hand in Porto, since 1998.');
  await expectSaved(page);
  await publish(page, path);
  await visitorSees(browser, path, 'We make linen shirts by hand in Porto, since 1998.');
}

test('a Heading block (issue 24 §1): its text, level and alignment on the canvas and for visitors', async ({
  page,
  browser,
}) => {
  await createBlankPage(page, 'Opening times');
  await addBlock(page, 'Heading');
  const heading = settings(page, 'Heading');
  await heading.getByLabel('Heading', { exact: true }).fill('Visit the workshop');
  await heading.getByLabel('Level').selectOption('3');
  await heading.getByLabel('Alignment').selectOption('center');
  await expect(frame(page).getByRole('heading', { level: 3, name: 'Visit the workshop' })).toBeVisible();
  await expectSaved(page);
  await publish(page, '/opening-times');
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/opening-times');
  const shown = visitor.getByRole('main').getByRole('heading', { level: 3, name: 'Visit the workshop' });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCSS('text-align', 'center');
  await context.close();
});
