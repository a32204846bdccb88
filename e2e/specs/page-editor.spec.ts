import { expect, test, type Page } from '@playwright/test';
import { signInToEditor } from '../support/editor';

/** Issue 10: an owner builds a page from blocks in the visual editor and publishes it. */

async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill(name);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(picker).toBeHidden();
}

async function expectSaved(page: Page) {
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
}

test('an owner creates "About us" from blocks, publishes it and sees it live', async ({ page }) => {
  await signInToEditor(page, '/config/pages');
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/pages-panel.png', fullPage: true });
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill('About us');
  await dialog.getByLabel('Blank').check();
  await page.screenshot({ path: '/tmp/shots/add-page.png' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

  await addBlock(page, 'Text');
  const fields = page.getByRole('region', { name: 'Text settings' });
  await expect(fields).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/editor-text.png', fullPage: true });
  await fields.getByRole('textbox').first().fill('# About us\nWe make linen shirts by hand in Porto.');
  await expectSaved(page);
  const frame = page.frameLocator('iframe.page-canvas__frame');
  await expect(frame.getByText('We make linen shirts by hand in Porto.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/editor-saved.png', fullPage: true });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\. The page is live at/)).toBeVisible();
  await page.goto('/about-us');
  await expect(page.getByText('We make linen shirts by hand in Porto.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/live.png', fullPage: true });
});
