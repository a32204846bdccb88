/**
 * Accessibility: axe-core (WCAG 2.0 and 2.1, A and AA) finds nothing on the demo store's pages, in the
 * states a shopper brings them to: an add-to-cart error showing, a variant chosen, a cart with entries,
 * the Quick View dialog open, a missing page, and a phone-sized screen. No rule is switched off.
 * A last group runs axe's best-practice rules too, which keep product-card links named once (the card
 * image is decorative beside its title) and the floating cart pill inside a landmark.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addButton, addThroughApi, cartPill, open, openProduct, productCard } from '../support/storefront';

test.describe('pages', () => {
  for (const path of ['/', '/shop', '/shop/p/linen-shirt', '/shop/p/ceramic-mug', '/shop/p/gift-card']) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page, path);
    });
  }

  test('a missing page (404) has no violations', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');
  });
});

test.describe('product page states', () => {
  test.beforeEach(async ({ page }) => {
    await openProduct(page, 'linen-shirt');
  });

  test('with an add-to-cart error showing', async ({ page }) => {
    await addButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Please select the Size and Color options.');
    await expectNoAxeViolations(page, 'the product page with an add-to-cart error');
  });

  test('after choosing a variant', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
    await expect(page.locator('img[data-product-image]')).toHaveAttribute('src', /linen-shirt-navy\.svg$/);
    await expectNoAxeViolations(page, 'the product page with Size M, Color Navy chosen');
  });
});

test.describe('cart page', () => {
  test('empty', async ({ page }) => {
    await open(page, '/cart');
    await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the empty cart');
  });

  test('with two entries', async ({ page }) => {
    await open(page, '/shop');
    await addThroughApi(page, 'linen-shirt', 2, 'SHIRT-LINEN-SAND-M');
    await addThroughApi(page, 'ceramic-mug', 1);
    await open(page, '/cart');
    await expect(page.locator('.plinth-cart__entries').getByRole('listitem')).toHaveCount(2);
    await expect(cartPill(page)).toHaveText('3');
    await expectNoAxeViolations(page, 'the cart with two entries');
  });
});

test('the Quick View dialog open on /shop has no violations', async ({ page }) => {
  await open(page, '/shop');
  await productCard(page, 'Linen Shirt').getByRole('button', { name: 'Quick View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Linen Shirt' });
  await expect(dialog.getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
  await expectNoAxeViolations(page, '/shop with the Quick View dialog open');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the product page at 390 × 844 has no violations', async ({ page }) => {
    await openProduct(page, 'linen-shirt');
    await expectNoAxeViolations(page, 'the product page at 390 × 844');
  });
});

test.describe("axe's best practices", () => {
  test('the home page and the shop with a cart: landmarks, headings, card link names', async ({ page }) => {
    await open(page, '/shop');
    await addThroughApi(page, 'sticker-pack', 2);
    for (const path of ['/', '/shop']) {
      await open(page, path);
      await expect(cartPill(page)).toBeVisible();
      await expectNoAxeViolations(page, `${path} (best practices)`, ['best-practice']);
    }
    // The card image is decorative: the link is named by the title alone, not "Linen Shirt Linen Shirt".
    await expect(productCard(page, 'Linen Shirt').getByRole('link')).toHaveAccessibleName('Linen Shirt');
  });

  test('the product page and the cart page', async ({ page }) => {
    await openProduct(page, 'linen-shirt');
    await expectNoAxeViolations(page, 'the product page (best practices)', ['best-practice']);
    await addThroughApi(page, 'ceramic-mug', 1);
    await open(page, '/cart');
    await expectNoAxeViolations(page, 'the cart (best practices)', ['best-practice']);
  });
});
