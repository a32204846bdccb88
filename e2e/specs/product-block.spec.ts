import { expect, test, type Page } from '@playwright/test';
import { signInToEditor } from '../support/editor';

/**
 * Issue 10: a product block sells. The owner puts the Ceramic Mug (nothing to choose) on a page with
 * the product picker and publishes it; a visitor adds it to the cart from that page with the shop
 * cards' Add To Cart button, and the cart shows it.
 */

const side = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
const settings = (page: Page, block: string) => page.getByRole('region', { name: `${block} settings` });

test('a visitor adds the product of a product block to the cart from a block page', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const add = page.getByRole('dialog', { name: 'Add page' });
  await add.getByLabel('Title').fill('Mug of the month');
  await add.getByLabel('Blank').check();
  await add.getByRole('checkbox', { name: 'Add to main navigation' }).uncheck();
  await add.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mug of the month' })).toBeVisible();

  await side(page).getByRole('button', { name: 'Add block' }).click();
  const blocks = page.getByRole('dialog', { name: /^Add block/ });
  await blocks.getByRole('searchbox', { name: 'Search blocks' }).fill('Product');
  await blocks.getByRole('button', { name: 'Product', exact: true }).click();
  await settings(page, 'Product')
    .getByRole('button', { name: /Choose a product/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose a product' });
  await picker.getByRole('combobox', { name: 'Search products' }).fill('mug');
  await picker.getByRole('option', { name: /Ceramic Mug/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(page.getByText('Published. The page is live at /mug-of-the-month.')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto('/mug-of-the-month');
  const block = visitor.locator('.product-block');
  await expect(block.getByRole('heading', { name: 'Ceramic Mug' })).toBeVisible();
  await block.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(visitor.getByRole('link', { name: 'One item in cart' })).toBeVisible();
  await visitor.screenshot({ path: '../.tmp/product-block-phone.png', fullPage: true });
  await visitor.goto('/cart');
  await expect(visitor.getByRole('link', { name: 'Ceramic Mug' }).first()).toBeVisible();
  await context.close();
});
