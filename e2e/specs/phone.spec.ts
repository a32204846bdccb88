/**
 * The shopping journey on a phone-sized screen (390 × 844): every page fits the width without scrolling
 * sideways, and choosing, adding, changing and removing all work by touch-sized controls.
 */
import { expect, test } from '@playwright/test';
import {
  addButton,
  addedPopover,
  cartPill,
  expectNoHorizontalScroll,
  open,
  openProduct,
  productCard,
} from '../support/storefront';

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

test('the shop list fits the screen and its cards add to the cart', async ({ page }) => {
  await open(page, '/shop');
  await expectNoHorizontalScroll(page, WIDTH);

  const stickers = productCard(page, 'Sticker Pack');
  await addButton(stickers).tap();
  await expect(addButton(stickers)).toHaveText('Added!', { timeout: 3_000 });
  await expect(cartPill(page)).toHaveText('1');
  await expectNoHorizontalScroll(page, WIDTH);
});

test('the product page fits the screen and adds the chosen variant', async ({ page }) => {
  await openProduct(page, 'linen-shirt');
  await expectNoHorizontalScroll(page, WIDTH);

  await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
  await expect(page.locator('img[data-product-image]')).toHaveAttribute('src', /linen-shirt-navy\.svg$/);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await addButton(page).tap();

  await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
  await expect(addedPopover(page)).toHaveText('Linen Shirt was added to your cart.');
  await expect(page.getByRole('link', { name: '2 items in cart' })).toBeInViewport();
  // The popover under the header's Cart link must not widen the page.
  await expectNoHorizontalScroll(page, WIDTH);

  await page.getByRole('link', { name: '2 items in cart' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Size: M, Color: Navy', { exact: true })).toBeVisible();
});

test('a validation message fits the screen too', async ({ page }) => {
  await openProduct(page, 'linen-shirt');
  await addButton(page).tap();
  await expect(page.getByRole('alert')).toContainText('Please select the Size and Color options.');
  await expect(page.getByRole('alert')).toBeInViewport();
  await expectNoHorizontalScroll(page, WIDTH);
});

test('the cart page fits the screen; quantities change and entries go', async ({ page }) => {
  await openProduct(page, 'ceramic-mug');
  await addButton(page).tap();
  await expect(cartPill(page)).toHaveText('1');
  await openProduct(page, 'design-consultation');
  await addButton(page).tap();
  await expect(cartPill(page)).toHaveText('2');

  await open(page, '/cart');
  await expectNoHorizontalScroll(page, WIDTH);
  const summary = page.locator('.plinth-cart-summary__totals');
  await expect(summary).toHaveText('Subtotal$168.00');

  const mug = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Ceramic Mug' }) });
  const quantity = mug.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(summary).toHaveText('Subtotal$186.00');

  await mug.getByRole('button', { name: 'Remove' }).tap();
  await expect(mug).toHaveCount(0);
  await expect(summary).toHaveText('Subtotal$150.00');
  await expectNoHorizontalScroll(page, WIDTH);
});
