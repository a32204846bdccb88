import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { expectNoHorizontalScroll, open, productCard } from '../support/storefront';

/**
 * Issue 22: a shopper browses the demo store by category (apps/server/src/demo/demo-terms.ts), filters
 * by tag and sorts, with the state in the address so the back button returns through it; the owner
 * creates, renames and merges a tag in Tags & categories. At desktop and phone widths, axe at 0.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const productTitles = (page: Page) => page.locator('.product-card__title');

for (const { name, viewport } of WIDTHS) {
  test.describe(`shop categories on ${name}`, () => {
    test.use({ viewport });

    test(`a shopper browses a category, filters by tag and sorts, and goes back (${name})`, async ({
      page,
    }) => {
      await open(page, '/shop');
      await expect(categoryNav(page).getByRole('link', { name: 'All' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page, `/shop with categories (${name})`);
      await expectNoHorizontalScroll(page, viewport.width);

      await categoryNav(page)
        .getByRole('link', { name: /^Kitchen/ })
        .click();
      await expect(page).toHaveURL(/\/shop\/c\/kitchen$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
      await expect(productTitles(page)).toHaveText(['Ceramic Mug', 'Coffee Beans']);
      await expect(categoryNav(page).getByRole('link', { name: /^Kitchen/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page, `/shop/c/kitchen (${name})`);
      await expectNoHorizontalScroll(page, viewport.width);

      await page.getByLabel('Tag').selectOption({ label: 'Gift idea' });
      await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/shop\/c\/kitchen\?tag=gift-idea&sort=price-desc$/);
      await expect(productTitles(page)).toHaveText(['Ceramic Mug']);
      await expect(page.getByText('1 product tagged “Gift idea”')).toBeVisible();
      await expect(productCard(page, 'Ceramic Mug')).toBeVisible();
      await expectNoAxeViolations(page, `/shop/c/kitchen filtered (${name})`);

      // The address is the list's state: back returns to the unfiltered category, then to the shop.
      await page.goBack();
      await expect(page).toHaveURL(/\/shop\/c\/kitchen$/);
      await expect(productTitles(page)).toHaveText(['Ceramic Mug', 'Coffee Beans']);
      await page.goBack();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(categoryNav(page).getByRole('link', { name: 'All' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test(`the owner creates, renames and merges a tag (${name})`, async ({ page }) => {
      const suffix = name === 'desktop' ? 'D' : 'P';
      const first = `Picnic ${suffix}`;
      const renamed = `Outdoors ${suffix}`;
      const second = `Camping ${suffix}`;
      await signInToEditor(page, '/config/tags-and-categories');
      await expect(page.getByRole('heading', { name: 'Tags & categories' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tags' })).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByRole('table', { name: 'Tags' });
      await expect(table.getByRole('rowheader', { name: /Gift idea/ })).toBeVisible();

      for (const tag of [first, second]) {
        await page.getByRole('button', { name: 'New tag' }).click();
        await page.getByLabel('New tag', { exact: true }).fill(tag);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(table.getByRole('rowheader', { name: new RegExp(`^${tag}`) })).toBeVisible();
      }
      await page.getByRole('button', { name: 'New tag' }).click();
      await page.getByLabel('New tag', { exact: true }).fill(first.toLowerCase());
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'This tag already exists' })).toBeVisible();
      await expectNoAxeViolations(page, `the tag manager with a field error (${name})`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: `Edit ${first}` }).click();
      await page.getByRole('button', { name: `Edit ${second}` }).click();
      await expect(page.getByText('You may only edit one tag at a time')).toBeVisible();
      await page.getByLabel('Rename tag').fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${renamed}`) })).toBeVisible();

      await page.getByLabel('Filter').fill(suffix === 'D' ? 'ing D' : 'ing P');
      await expect(table.getByRole('rowheader')).toHaveCount(1);
      await page.getByLabel('Filter').fill('');

      await page.getByRole('button', { name: `Merge ${second}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge tag' });
      await dialog.getByLabel('Merge into').selectOption({ label: renamed });
      await expectNoAxeViolations(page, `the merge dialog (${name})`);
      await dialog.getByRole('button', { name: 'Merge' }).click();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${second}`) })).toHaveCount(0);
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${renamed}`) })).toBeVisible();
      await expectNoAxeViolations(page, `the tag manager (${name})`);
      await expectNoHorizontalScroll(page, viewport.width);
    });
  });
}
