import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { createBlankPage } from '../support/page-blocks';

/**
 * Issue 10: the product and collection pickers of the page editor (a product block's product chosen
 * from a searchable list, by keyboard on a phone), and the Pages list's "Set as home page".
 */

const side = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
const settings = (page: Page, block: string) => page.getByRole('region', { name: `${block} settings` });
const frame = (page: Page) => page.frameLocator('iframe.page-canvas__frame');

async function expectSaved(page: Page) {
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
}

async function addBlock(page: Page, name: string) {
  await side(page).getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill(name);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(settings(page, name)).toBeVisible();
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('a product block’s product and a summary’s store page are chosen with the pickers and show in the frame', async ({
      page,
    }) => {
      await createBlankPage(page, `Picks ${device.name}`);
      await addBlock(page, 'Product');
      const field = settings(page, 'Product');
      await field.getByRole('button', { name: /Choose a product/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose a product' });
      const search = dialog.getByRole('combobox', { name: 'Search products' });
      await expect(search).toBeFocused();
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: `../.tmp/page-pickers-dialog-${device.name}.png` });
      await expectNoAxeViolations(page, `the product picker on a ${device.name}`);

      await search.fill('linen');
      await expect(dialog.getByRole('option')).toHaveCount(1);
      await expect(dialog.getByRole('option', { name: /Linen Shirt/ })).toBeVisible();
      // The keyboard alone: down to the result, Enter chooses it.
      await search.press('ArrowDown');
      await expect(dialog.getByRole('option', { name: /Linen Shirt/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await search.press('Enter');
      await expect(dialog).toBeHidden();

      const chosen = field.getByRole('button', { name: /^Product: Linen Shirt/ });
      await expect(chosen).toBeVisible();
      await expect(chosen).toBeFocused();
      await expect(chosen.locator('img')).toBeVisible();
      await expectSaved(page);
      await expect(frame(page).getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
      await page.screenshot({ path: `../.tmp/page-pickers-chosen-${device.name}.png`, fullPage: true });

      await field.getByRole('button', { name: 'Clear product' }).click();
      await expect(field.getByRole('button', { name: /Choose a product/ })).toBeVisible();
      await expectSaved(page);
      await expect(frame(page).getByRole('heading', { name: 'Linen Shirt' })).toHaveCount(0);

      // A product summary's store page, from the collection picker.
      await addBlock(page, 'Product summary');
      const summary = settings(page, 'Product summary');
      await summary.getByRole('button', { name: /Choose a store page/ }).click();
      const pages = page.getByRole('dialog', { name: 'Choose a store page' });
      await pages.getByRole('option', { name: /Shop/ }).click();
      await expect(summary.getByRole('button', { name: /^Products from: Shop \d+ products/ })).toBeVisible();
      await expectSaved(page);
      await expect(frame(page).getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
    });
  });
}

/** Chooses the home page from the Pages list, answering its confirmation. */
async function setHomePage(page: Page, title: string) {
  await page.goto('/config/pages');
  const pages = page.getByRole('list', { name: 'Site pages' });
  await pages.getByRole('button', { name: `Set ${title} as home page` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Make “${title}” the home page?` });
  await confirm.getByRole('button', { name: 'Set as home page' }).click();
  await expect(page.getByText(`“${title}” is now the home page, at /.`)).toBeVisible();
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`home page on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('the About page set as home page is shown at / and /about leads there', async ({
      page,
      browser,
    }) => {
      await signInToEditor(page, '/config/pages');
      await setHomePage(page, 'About');
      const about = page
        .getByRole('list', { name: 'Site pages' })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('link', { name: 'About', exact: true }),
        });
      await expect(about.getByText('Home page')).toBeVisible();
      await expect(about.getByText('/', { exact: true })).toBeVisible();
      await page.screenshot({ path: `../.tmp/page-home-${device.name}.png`, fullPage: true });

      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto('/');
      await expect(visitor.getByText('Buy fewer things', { exact: false })).toBeVisible();
      await visitor.goto('/about');
      await expect(visitor).toHaveURL(/\/$/);
      await context.close();

      // The demo's Home page is the home page again for the journeys that follow.
      await setHomePage(page, 'Home');
    });
  });
}
