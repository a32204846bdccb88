import { expect, test, type Page } from '@playwright/test';
import { signInToEditor } from '../support/editor';

/**
 * The page editor's frame follows edits before they are saved: each edit's blocks are rendered by
 * the server and swapped into the frame (use-live-frame.ts). Saves are held back here, so what the
 * frame shows can only have come from the swap.
 */

const side = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
const settings = (page: Page, block: string) => page.getByRole('region', { name: `${block} settings` });
const frame = (page: Page) => page.frameLocator('iframe.page-canvas__frame');

async function newPage(page: Page, title: string) {
  await signInToEditor(page, '/config/pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Blank').check();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function addBlock(page: Page, name: string) {
  await side(page).getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill(name);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(settings(page, name)).toBeVisible();
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the frame shows an edit before it is saved (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await newPage(page, `Live canvas ${label}`);
    await addBlock(page, 'Button');
    await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
    await expect(frame(page).getByRole('link', { name: 'Learn more' })).toBeVisible();

    // From here on, saves wait until the test lets them go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/config/api/pages/*/document', async (route) => {
      await held;
      await route.continue();
    });
    await settings(page, 'Button').getByLabel('Button text').fill('Visit the workshop');
    await expect(frame(page).getByRole('link', { name: 'Visit the workshop' })).toBeVisible();
    await expect(page.locator('.page-editor__save-state')).not.toHaveText('Saved');

    // Undo reaches the frame the same way.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(frame(page).getByRole('link', { name: 'Learn more' })).toBeVisible();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(frame(page).getByRole('link', { name: 'Visit the workshop' })).toBeVisible();

    release();
    await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
    await expect(frame(page).getByRole('link', { name: 'Visit the workshop' })).toBeVisible();
  });
}
