/**
 * Issue 13 parts 1 and 4, at desktop and phone widths: one cart indicator (the header's Cart link with
 * the count), the added-to-cart popover with the item and its View cart and Check out links, and the
 * cart page's − / + steppers, 0 with Undo, errors on their row and focus after Remove; axe stays at 0.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  addButton,
  addedPopover,
  addThroughApi,
  cartLink,
  cartPill,
  expectNoHorizontalScroll,
  open,
  openProduct,
} from '../support/storefront';

function cartRow(page: Page, title: string): Locator {
  return page
    .locator('.plinth-cart__entries')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
] as const;

for (const { name, use } of WIDTHS) {
  test.describe(`on ${name}`, () => {
    test.use(use);

    test('the header Cart link counts, and the popover shows the item with View cart and Check out', async ({
      page,
    }) => {
      await openProduct(page, 'linen-shirt');
      await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeInViewport();
      await expect(cartPill(page)).toBeHidden();

      await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
      await page.getByRole('combobox', { name: 'Color' }).selectOption('Sand');
      await addButton(page).click();

      await expect(addedPopover(page)).toHaveText('Linen Shirt was added to your cart.');
      // Focus stays on the add button through "Adding…" and "Added!" (never lost to the page).
      await expect(addButton(page)).toBeFocused();
      const popover = page.locator('.plinth-cart-popover');
      // Held open while the pointer is over it, so it can be looked at (and axe can run) past 3 s.
      await popover.hover();
      await expect(popover.getByText('Size: M, Color: Sand', { exact: true })).toBeVisible();
      await expect(popover.getByText('$68.00', { exact: true })).toBeVisible();
      await expect(popover.locator('img')).toHaveAttribute('src', /linen-shirt/);
      await expect(popover.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
      await expect(popover).toBeInViewport();

      // One cart indicator, in the header, with the count.
      await expect(page.getByRole('link', { name: 'One item in cart' })).toBeInViewport();
      await expect(page.getByRole('link', { name: /in cart$/ })).toHaveCount(1);
      await expect(cartPill(page)).toHaveText('1');
      await expectNoHorizontalScroll(page, use.viewport.width);
      await expectNoAxeViolations(page, `product page with the popover (${name})`);

      await popover.getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cartLink(page)).toHaveAttribute('aria-current', 'page');
      await expect(cartPill(page)).toHaveText('1');
    });

    test('steppers change a line, − at 1 removes it with Undo, and focus follows a removal', async ({
      page,
    }) => {
      await open(page, '/shop');
      await addThroughApi(page, 'linen-shirt', 2, 'SHIRT-LINEN-SAND-M');
      await addThroughApi(page, 'ceramic-mug', 1);
      await open(page, '/cart');
      const subtotal = page.locator('.plinth-cart-summary__totals');

      const shirt = cartRow(page, 'Linen Shirt');
      const shirtQuantity = shirt.getByRole('spinbutton', { name: 'Quantity' });
      await shirt.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(shirtQuantity).toHaveValue('3');
      await expect(subtotal).toHaveText('Subtotal$222.00');
      await expect(cartPill(page)).toHaveText('4');

      // At Sand/M's stock of 3, + is disabled; typing one more: the row says what happened, the line keeps 3.
      await expect(shirt.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
      await shirtQuantity.fill('4');
      await shirtQuantity.press('Tab');
      await expect(shirt.getByRole('alert')).toHaveText('Only 3 available. Your quantity is now 3.');
      await expect(shirtQuantity).toHaveValue('3');

      // − at 1 removes the mug (the last row): the removal is announced, focus goes to Undo.
      const mug = cartRow(page, 'Ceramic Mug');
      await mug.getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(mug).toHaveCount(0);
      const notice = page.locator('.plinth-cart__removed');
      await expect(notice.getByRole('status')).toHaveText('Ceramic Mug was removed from your cart.');
      await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
      await expect(subtotal).toHaveText('Subtotal$204.00');
      await expectNoHorizontalScroll(page, use.viewport.width);
      await expectNoAxeViolations(page, `cart with a removed line (${name})`);

      await notice.getByRole('button', { name: 'Undo' }).click();
      await expect(cartRow(page, 'Ceramic Mug').getByRole('link', { name: 'Ceramic Mug' })).toBeFocused();
      await expect(notice.getByRole('status')).toHaveText('');
      await expect(subtotal).toHaveText('Subtotal$222.00');
      await expect(cartPill(page)).toHaveText('4');

      // Remove on the first row: focus moves to Undo, one key press from putting it back.
      await shirt.getByRole('button', { name: 'Remove' }).click();
      await expect(notice.getByRole('status')).toHaveText('Linen Shirt was removed from your cart.');
      await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
      await expect(cartPill(page)).toHaveText('1');

      await page.reload();
      await expect(cartRow(page, 'Ceramic Mug')).toBeVisible();
      await expect(cartRow(page, 'Linen Shirt')).toHaveCount(0);
    });
  });
}
