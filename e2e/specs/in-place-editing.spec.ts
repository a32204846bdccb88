/**
 * Issue 24 §1: text typed on the canvas itself. A press on a Heading's, a Button's or a Quote's text
 * puts the caret there; what is typed reaches the side panel, Undo and Redo, autosave (which does not
 * reload the frame under the caret), and a reload of the editor shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { EDITOR_DEVICES } from '../support/editor';
import { addBlock, blockSettings, createBlankPage, expectSaved } from '../support/page-blocks';

const canvas = (page: Page) => page.frameLocator('iframe.page-canvas__frame');
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

for (const device of EDITOR_DEVICES) {
  test(`a heading typed on the canvas is undone, saved and still there after a reload (${device.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await createBlankPage(page, `In place ${device.name}`);
    await addBlock(page, 'Heading');
    await expectSaved(page);

    const heading = canvas(page).locator('.heading-block');
    await heading.click();
    await expect(heading).toHaveAttribute('contenteditable', /plaintext-only|true/);
    await page.keyboard.press(`${mod}+A`);
    await page.keyboard.type('Our');
    await expect(blockSettings(page, 'Heading').getByLabel('Heading', { exact: true })).toHaveValue('Our');
    // An autosave while the caret is in the text does not reload the frame: typing goes on.
    await expectSaved(page);
    await page.keyboard.type(' story');
    await expect(heading).toHaveText('Our story');
    await expect(blockSettings(page, 'Heading').getByLabel('Heading', { exact: true })).toHaveValue(
      'Our story',
    );
    if (device.name === 'desktop')
      await expectNoAxeViolations(page, 'the page editor while typing on the canvas');

    // Undo in the text is the page editor's Undo: each burst of typing is one step (the wait for the
    // save above split them); Redo brings them back.
    const field = blockSettings(page, 'Heading').getByLabel('Heading', { exact: true });
    await page.keyboard.press(`${mod}+Z`);
    await expect(field).toHaveValue('Our');
    await expect(canvas(page).locator('.heading-block')).toHaveText('Our');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(field).toHaveValue('Your heading');
    await expect(canvas(page).locator('.heading-block')).toHaveText('Your heading');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(canvas(page).locator('.heading-block')).toHaveText('Our story');
    await expectSaved(page);

    await page.reload();
    await expect(canvas(page).locator('.heading-block')).toHaveText('Our story');
  });
}

test('a button’s label and a quote are typed on the canvas; Enter ends a one-line text', async ({ page }) => {
  await createBlankPage(page, 'In place button and quote');
  await addBlock(page, 'Button');
  const link = canvas(page).locator('.button-block__link');
  await link.click();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('Visit us');
  await page.keyboard.press('Enter');
  await expect(link).not.toHaveAttribute('contenteditable');
  await expect(blockSettings(page, 'Button').getByLabel('Button text')).toHaveValue('Visit us');
  // The press did not follow the link: still in the editor.
  await expect(page.getByRole('heading', { level: 1, name: 'In place button and quote' })).toBeVisible();

  await addBlock(page, 'Quote');
  const quote = canvas(page).locator('.quote-block__text');
  await quote.click();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('Made slowly.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Worn for years.');
  await page.keyboard.press('Escape');
  await expect(blockSettings(page, 'Quote').getByLabel('Quote', { exact: true })).toHaveValue(
    'Made slowly.\n\nWorn for years.',
  );
  await expectSaved(page);
  await expect(canvas(page).locator('.quote-block__text p')).toHaveText(['Made slowly.', 'Worn for years.']);
});

test('a Text block is typed on the canvas with its toolbar floating above it', async ({ page }) => {
  await createBlankPage(page, 'In place text');
  await addBlock(page, 'Text');
  await expectSaved(page);
  const text = canvas(page).locator('.block--text .rich-text');
  await text.click();
  const typing = text.getByRole('textbox', { name: 'Text' });
  await expect(typing).toBeFocused();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('Made by hand in Porto.');
  const toolbar = page.locator('.in-place-toolbar').getByRole('toolbar');
  await expect(toolbar).toBeVisible();
  await page.keyboard.press(`${mod}+A`);
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(typing.locator('strong')).toHaveText('Made by hand in Porto.');
  await expectNoAxeViolations(page, 'the page editor with a Text block typed in on the canvas');
  await page.screenshot({ path: '../.tmp/screens/in-place-text-desktop.png' });
  // The side panel's text follows.
  await expect(
    blockSettings(page, 'Text').getByRole('textbox', { name: 'Text' }).locator('strong'),
  ).toHaveText('Made by hand in Porto.');

  // Leaving the text: the toolbar goes and the page shows the server's render of it, saved.
  await page.keyboard.press('Escape');
  await expect(page.locator('.in-place-toolbar')).toHaveCount(0);
  await expectSaved(page);
  await page.reload();
  await expect(canvas(page).locator('.block--text .rich-text strong')).toHaveText('Made by hand in Porto.');
});
