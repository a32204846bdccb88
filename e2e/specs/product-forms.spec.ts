/**
 * Product forms (issue 11 part 6): Coffee Beans opens its form in a dialog on Add To Cart; the answers go
 * with the cart line, different answers make separate lines, the cart page edits them, and the order
 * shows them. On a desktop and a phone-sized screen; each width writes its own gift notes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, open, openProduct, waitForIslands } from '../support/storefront';
import { fillCard, fillShopperAddress } from '../support/checkout';

function formDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Coffee Beans options' });
}

function cartRow(page: Page, note: string) {
  return page.locator('.plinth-cart-row').filter({ hasText: note });
}

async function addBeans(page: Page, grind: string, note: string): Promise<void> {
  await page.getByRole('radio', { name: 'One-time purchase' }).check();
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
  const dialog = formDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Grind/).selectOption(grind);
  await dialog.getByLabel(/^Gift note/).fill(note);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
}

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`product forms on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('Coffee Beans bought with its form, answers edited in the cart and shown on the order', async ({
      page,
    }) => {
      const first = `For Ada, ${screen.name} ${Date.now()}`;
      const second = `For Grace, ${screen.name} ${Date.now()}`;
      await openProduct(page, 'coffee-beans');

      // Bought once (decision 0048), the form opens (after the stock check) in a dialog labelled by its
      // name; Grind is required.
      await page.getByRole('radio', { name: 'One-time purchase' }).check();
      await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      const dialog = formDialog(page);
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `../.tmp/product-forms-dialog-${screen.width}.png` });
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      const grind = dialog.getByLabel(/^Grind/);
      await expect(grind).toHaveAttribute('aria-invalid', 'true');
      await expect(grind).toBeFocused();
      await expect(
        dialog.getByText('One or more fields is invalid, please check your entries.'),
      ).toBeVisible();
      // Escape closes it; nothing was added.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await addBeans(page, 'Espresso', first);
      // The "Added!" state lasts a moment; the second add waits for the button to be ready again.
      await expect(page.getByRole('button', { name: 'Add To Cart', exact: true })).toBeVisible({
        timeout: 10_000,
      });
      await addBeans(page, 'Filter', second);

      // Different answers are separate lines, each showing its answers.
      await open(page, '/cart');
      await expect(cartRow(page, first)).toContainText('Grind:');
      await expect(cartRow(page, first)).toContainText('Espresso');
      await expect(cartRow(page, second)).toContainText('Filter');

      // Edit the first line's answers: the dialog opens with them filled in.
      await cartRow(page, first).getByRole('button', { name: 'Edit' }).click();
      const editor = formDialog(page);
      await expect(editor).toBeVisible();
      await expect(editor.getByLabel(/^Grind/)).toHaveValue('Espresso');
      await expect(editor.getByLabel(/^Gift note/)).toHaveValue(first);
      await editor.getByLabel(/^Grind/).selectOption('French press');
      // Editing a line's answers saves them: the button says Update, not Add to cart.
      await editor.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(editor).toBeHidden();
      await expect(cartRow(page, first)).toContainText('French press');
      await page.reload();
      await waitForIslands(page);
      await expect(cartRow(page, first)).toContainText('French press');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);

      // Check out with the test card: the order shows each line's answers.
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await waitForIslands(page);
      await fillShopperAddress(page, `beans.${screen.name}@example.com`);
      await fillCard(page);
      await page.getByRole('button', { name: 'Place order' }).click();

      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      const lines = page.locator('.order-line');
      await expect(lines.filter({ hasText: first })).toContainText('Grind: French press');
      await expect(lines.filter({ hasText: first })).toContainText(`Gift note: ${first}`);
      await expect(lines.filter({ hasText: second })).toContainText('Grind: Filter');
      const statusUrl = await page.getByRole('link', { name: 'View your order status' }).getAttribute('href');
      await page.goto(statusUrl ?? '/');
      await expect(page.locator('.order-line').filter({ hasText: second })).toContainText(
        `Gift note: ${second}`,
      );
    });
  });
}
