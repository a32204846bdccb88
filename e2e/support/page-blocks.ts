import { expect, type Locator, type Page } from '@playwright/test';
import { createPng } from '../../apps/server/test/fixtures/create-test-images';
import { signInToEditor } from './editor';

/** The page editor's block list and a selected block's settings region. */
export const blocksSide = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
export const blockSettings = (page: Page, block: string) =>
  page.getByRole('region', { name: `${block} settings` });

/** Add block: picks `name` in the block picker; its settings open. */
export async function addBlock(page: Page, name: string): Promise<void> {
  await blocksSide(page).getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill(name);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(blockSettings(page, name)).toBeVisible();
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
}

export const testPng = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: createPng(120, 80, rgb),
});

/** A file field's Choose File: upload `file` in the file browser, then choose it. */
export async function uploadAndChoose(page: Page, field: Locator, file: ReturnType<typeof testPng>) {
  await field.getByRole('button', { name: 'Choose File' }).click();
  const browser = page.getByRole('dialog', { name: /Choose File$/ });
  await browser.getByRole('button', { name: 'Upload File' }).setInputFiles(file);
  await expect(browser.getByRole('radio', { name: new RegExp(`^${file.name}`) })).toBeChecked();
  await browser.getByRole('button', { name: 'Choose File', exact: true }).click();
  await expect(browser).toBeHidden();
}

/** Tomorrow at 10:00 in the browser's time zone, as a datetime-local value. */
export async function tomorrowAtTen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date(Date.now() + 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
  });
}

/** Signs in and adds a blank page titled `title`, kept out of the main navigation; its editor is open. */
export async function createBlankPage(page: Page, title: string): Promise<void> {
  await signInToEditor(page, '/config/pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Blank').check();
  await dialog.getByRole('checkbox', { name: 'Add to main navigation' }).uncheck();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
