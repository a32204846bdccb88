/**
 * The store with JavaScript turned off: the islands' server-rendered HTML is a set of plain forms, so a
 * shopper can still choose options, add to the cart, change a quantity and remove an entry.
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

function subtotal(page: Page) {
  return page.locator('.plinth-cart-summary__totals');
}

// Coffee Beans has a form (issue 11 part 6): its answers need JavaScript, and the page says so.
test('Coffee Beans without JavaScript says its form needs JavaScript', async ({ page }) => {
  await page.goto('/shop/p/coffee-beans');
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
  // Shown by the browser (the <noscript> note; Playwright's text locators do not look inside noscript).
  expect(await page.content()).toContain(
    '<noscript><p class="plinth-product-form__note">Turn on JavaScript in your browser to fill in this item’s form and add it to your cart.</p></noscript>',
  );
});

test("the shop card's button of a product with a form leads to its page without JavaScript", async ({
  page,
}) => {
  await page.goto('/shop');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Coffee Beans', exact: true }) });
  await card.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/p\/coffee-beans\??$/);
});

test('the product page shows the price and the options, and its form adds to the cart', async ({ page }) => {
  await page.goto('/shop/p/linen-shirt');
  await expect(page.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
  await expect(page.locator('.plinth-price')).toHaveText('$68.00');
  await expect(page.getByRole('combobox', { name: 'Size' }).locator('option')).toHaveText([
    'Select Size',
    'S',
    'M',
    'L',
  ]);
  await expect(page.getByRole('combobox', { name: 'Color' }).locator('option')).toHaveText([
    'Select Color',
    'Sand',
    'Navy',
  ]);

  await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Sand');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add To Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Linen Shirt' }) });
  await expect(row.getByText('Size: M, Color: Sand', { exact: true })).toBeVisible();
  await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(subtotal(page)).toHaveText('Subtotal$136.00');
  // The header's Cart link is server-rendered with the count.
  await expect(page.getByRole('link', { name: '2 items in cart' })).toHaveText('Cart2');
});

test('a refused add comes back to the product page with the message and the choices kept', async ({
  page,
}) => {
  await page.goto('/shop/p/linen-shirt');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await page.getByRole('button', { name: 'Add To Cart' }).click();

  await expect(page).toHaveURL(/\/cart\/add$/);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Unable to Add Item');
  await expect(alert.locator('p')).toHaveText('Please select the Color option.');
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('M');

  await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Size: M, Color: Navy', { exact: true })).toBeVisible();
});

test('a shop card adds a single-variant product, and opens the product page for one with options', async ({
  page,
}) => {
  await page.goto('/shop');
  const card = (title: string) =>
    page.locator('li.product-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  await card('Sticker Pack').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Sticker Pack', exact: true })).toBeVisible();

  await page.goto('/shop');
  await card('Linen Shirt').getByRole('button', { name: 'Add To Cart' }).click();
  // A GET form with no fields leaves a bare "?" on the URL.
  await expect(page).toHaveURL(/\/shop\/p\/linen-shirt\??$/);
  await expect(page.getByRole('combobox', { name: 'Size' })).toBeVisible();
});

test('the cart page updates a quantity with its Update button and removes entries', async ({ page }) => {
  await page.goto('/shop/p/ceramic-mug');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(subtotal(page)).toHaveText('Subtotal$18.00');

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await expect(subtotal(page)).toHaveText('Subtotal$54.00');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
});

test('the cart page steppers post one more or one fewer, and − at 1 removes the entry', async ({ page }) => {
  await page.goto('/shop/p/ceramic-mug');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(subtotal(page)).toHaveText('Subtotal$36.00');

  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
});
