import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addBlock, blockSettings, createBlankPage, expectSaved } from '../support/page-blocks';
import { expectNoHorizontalScroll } from '../support/storefront';

/**
 * Issue 22: a Product summary block shows one shop category. The owner adds one for the demo's
 * Kitchen category (apps/server/src/demo/demo-terms.ts) to a new page and publishes it; a visitor sees
 * the category's products with View all, server HTML only, at desktop and phone widths, axe at 0.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const frame = (page: Page) => page.frameLocator('iframe.page-canvas__frame');

test('the owner shows the Kitchen category in a Product summary; a visitor sees it and follows View all', async ({
  page,
  browser,
}) => {
  const title = `Kitchen picks ${Date.now().toString(36)}`;
  await createBlankPage(page, title);

  await addBlock(page, 'Product summary');
  const summary = blockSettings(page, 'Product summary');
  await summary.getByRole('button', { name: /Choose a store page/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose a store page' })
    .getByRole('option', { name: /Shop/ })
    .click();
  const category = summary.getByRole('combobox', { name: 'Category' });
  await expect(category.getByRole('option', { name: 'Home & Living › Kitchen' })).toBeAttached();
  await category.selectOption({ label: 'Home & Living › Kitchen' });
  await summary.getByLabel('Heading').fill('From the kitchen');
  await summary.getByLabel('Layout').selectOption({ label: 'List' });
  await summary.getByRole('checkbox', { name: 'Show excerpt' }).check();
  await expectSaved(page);
  await expect(frame(page).getByRole('heading', { name: 'Ceramic Mug' })).toBeVisible();
  await expect(frame(page).getByText('View all')).toBeVisible();
  await expectNoAxeViolations(page, 'the Product summary settings with a category');

  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  const published = page.getByText(/^Published\. The page is live at \/[a-z0-9-]+\.$/);
  await expect(published).toBeVisible();
  const path = (await published.textContent())?.match(/live at (\/[a-z0-9-]+)\./)?.[1] ?? '';
  expect(path).not.toBe('');

  for (const { name, viewport } of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const visitor = await context.newPage();
    await visitor.goto(path);
    const block = visitor.getByRole('region', { name: 'From the kitchen' });
    await expect(block.locator('.product-card__title')).toHaveText(['Ceramic Mug', 'Coffee Beans']);
    await expect(block.getByRole('link', { name: 'View all products in Kitchen' })).toHaveAttribute(
      'href',
      '/shop/c/kitchen',
    );
    await expectNoAxeViolations(visitor, `a Product summary of a category (${name})`);
    await expectNoHorizontalScroll(visitor, viewport.width);
    await visitor.screenshot({ path: `../.tmp/product-summary-category-${name}.png`, fullPage: true });

    await block.getByRole('link', { name: 'View all products in Kitchen' }).click();
    await expect(visitor).toHaveURL(/\/shop\/c\/kitchen$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
    await context.close();
  }
});
