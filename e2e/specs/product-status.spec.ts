/**
 * Issue 13 part 5: product status. An owner creates a product, which starts as a Draft that shoppers
 * cannot find (not in the shop, its page not found); the product list shows its status pill and
 * filters by it; ticking the row and choosing Set status > Active puts it in the shop; bulk Delete,
 * after its confirm dialog, removes it. Desktop and phone widths, axe on the list and the editor.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { productCard } from '../support/storefront';

const DEVICES = [
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The product list's row for `title`. */
const row = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: title });

for (const { device, viewport } of DEVICES) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('a new product is a Draft shoppers cannot see, until Set status makes it Active; bulk Delete removes it', async ({
      page,
    }) => {
      const title = `Paper Lantern ${device}`;
      const slug = `paper-lantern-${device}`;
      await signInToEditor(page, '/config/products/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
      const status = page.getByRole('combobox', { name: 'Status' });
      await expect(status).toHaveValue('draft');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel(`Price for ${title}`, { exact: true }).fill('12');
      await page.getByLabel(`Stock for ${title}`, { exact: true }).fill('4');
      // Scheduled asks for its time.
      await status.selectOption('scheduled');
      await expect(page.getByLabel('Goes live')).toBeVisible();
      await page.getByRole('region', { name: 'Status' }).screenshot({
        path: `../.tmp/product-status-editor-${device}.png`,
      });
      await expectNoAxeViolations(page, `the product editor with Scheduled (${device})`);
      await status.selectOption('draft');
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/config/api/products') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Create product' }).click();
      expect((await created).status()).toBe(201);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // No page for shoppers yet: the owner previews it instead.
      await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);
      const preview = await page.getByRole('link', { name: /Preview/ }).getAttribute('href');
      await page.goto(preview ?? '');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.screenshot({ path: `../.tmp/product-status-preview-${device}.png` });

      // Shoppers: not in the shop, and its page is not found.
      await page.goto('/shop');
      await expect(productCard(page, 'Linen Shirt')).toBeVisible();
      await expect(productCard(page, title)).toHaveCount(0);
      expect((await page.request.get(`/shop/p/${slug}`)).status()).toBe(404);

      // The list: its Draft pill, the status filter.
      await page.goto('/config/products');
      await expect(row(page, title).getByText('Draft', { exact: true })).toBeVisible();
      await expect(row(page, 'Linen Shirt').getByText('Active', { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
      await expect(row(page, 'Linen Shirt')).toHaveCount(0);
      await expect(row(page, title)).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('');
      await expect(row(page, 'Linen Shirt')).toBeVisible();

      // Tick it, Set status > Active.
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
      await expect(page.getByText('1 product selected')).toBeVisible();
      await page.screenshot({ path: `../.tmp/product-status-list-${device}.png`, fullPage: true });
      await expectNoAxeViolations(page, `the product list with a row ticked (${device})`);
      await page.getByRole('button', { name: 'Set status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set status of 1 product' });
      await dialog.getByRole('combobox', { name: 'Status' }).selectOption('active');
      await expectNoAxeViolations(page, `the Set status dialog (${device})`);
      await dialog.getByRole('button', { name: 'Set status' }).click();
      await expect(page.getByText('Set 1 product to Active.')).toBeVisible();
      await expect(row(page, title).getByText('Active', { exact: true })).toBeVisible();

      await page.goto('/shop');
      await expect(productCard(page, title)).toBeVisible();
      expect((await page.request.get(`/shop/p/${slug}`)).status()).toBe(200);

      // Bulk Delete asks first.
      await page.goto('/config/products');
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete products' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `the Delete products dialog (${device})`);
      await confirm.getByRole('button', { name: 'Delete 1 product' }).click();
      await expect(page.getByText('Deleted 1 product.')).toBeVisible();
      await expect(row(page, title)).toHaveCount(0);
      expect((await page.request.get(`/shop/p/${slug}`)).status()).toBe(404);
    });
  });
}
