import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalScroll, headerSearch, open } from '../support/storefront';

/**
 * Issue 22 part 4: a visitor searches the demo site from the header's box, reads the ranked results
 * with the matched words marked, and opens one; at desktop and phone widths, axe at 0.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`site search on ${name}`, () => {
    test.use({ viewport });

    test(`a visitor types in the header box, sees the results and opens one (${name})`, async ({ page }) => {
      await open(page, '/shop');
      await headerSearch(page).fill('linen shirts');
      await headerSearch(page).press('Enter');

      await expect(page).toHaveURL(/\/search\?q=linen\+shirts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      // The demo's Linen Shirt, and any page an earlier journey on this server wrote about linen shirts
      // (page-editor publishes one): the count is the server's, the first result the title match.
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        /^\d+ results? for “linen shirts”$/,
      );
      const result = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Linen Shirt', exact: true }) });
      await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Linen Shirt');
      await expect(result.locator('mark').first()).toHaveText('Linen');
      await expect(result.getByText('Product', { exact: true })).toBeVisible();
      // The query stays in both boxes, ready to change.
      await expect(headerSearch(page)).toHaveValue('linen shirts');
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('linen shirts');
      await expectNoAxeViolations(page, `search results (${name})`);
      if (name === 'phone') await expectNoHorizontalScroll(page, viewport.width);

      await page.getByRole('link', { name: 'Linen Shirt', exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/p\/linen-shirt$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    });

    test(`a search that finds nothing says so and offers the shop (${name})`, async ({ page }) => {
      await page.goto('/search?q=teapot');
      await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “teapot”');
      await expect(page.getByText('Nothing matched')).toBeVisible();
      await expectNoAxeViolations(page, `no results (${name})`);
      await page.getByRole('main').getByRole('searchbox').fill('mug');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('link', { name: 'Ceramic Mug' })).toBeVisible();
    });
  });
}
