/**
 * The shop list at /shop (issue point 6; seed 000 sections 2, 4 and 9): cards with their prices and
 * status classes, the Quick View button's item id and group, and each card's add-to-cart button:
 * "Select Option" for products with options, "Sold out", a direct add for a single variant, and
 * Subscribe for a subscription product.
 */
import { expect, test } from '@playwright/test';
import {
  addButton,
  addedPopover,
  cartLink,
  cartPill,
  ENTRIES_API,
  expectAlert,
  open,
  productCard,
  recordAdds,
} from '../support/storefront';

test.beforeEach(async ({ page }) => {
  await open(page, '/shop');
});

test('lists every demo product with its price', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const prices: Record<string, string> = {
    'Linen Shirt': '$68.00',
    'Vintage Lamp': '$140.00',
    'Sticker Pack': '$5.00',
    'Field Guide (PDF)': '$12.00',
    'Design Consultation': '$150.00',
    'Coffee Beans': '$19.00',
  };
  for (const [title, price] of Object.entries(prices)) {
    await expect(productCard(page, title).locator('.price')).toHaveText(price);
  }
  // Variants at different prices start "From" the cheapest.
  await expect(productCard(page, 'Gift Card').locator('.price')).toHaveText('From $25.00');
  await expect(productCard(page, 'Concert Poster').locator('.price')).toHaveText('From $30.00');
});

test('the Ceramic Mug card is on sale: its sale price beside the struck original', async ({ page }) => {
  const mug = productCard(page, 'Ceramic Mug');
  await expect(mug).toHaveClass(/\bon-sale\b/);
  await expect(mug).not.toHaveClass(/\bsold-out\b/);
  await expect(mug.locator('.price')).toHaveText('Sale price $18.00 Original price $24.00');
  await expect(mug.locator('.price s')).toHaveText('Original price $24.00');
  await expect(mug.getByText('Sale', { exact: true })).toBeVisible();
});

test('the Concert Poster card is sold out and its button says so, disabled', async ({ page }) => {
  const poster = productCard(page, 'Concert Poster');
  await expect(poster).toHaveClass(/\bsold-out\b/);
  await expect(poster).not.toHaveClass(/\bon-sale\b/);
  await expect(poster.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();
});

test('other cards carry neither status class', async ({ page }) => {
  for (const title of ['Linen Shirt', 'Sticker Pack', 'Gift Card']) {
    await expect(productCard(page, title)).not.toHaveClass(/\b(on-sale|sold-out)\b/);
  }
});

test('every card has a Quick View button with its item id and group', async ({ page }) => {
  const quickViews = page.getByRole('button', { name: 'Quick View' });
  // One per card: other journeys on this server (imports) may have added products beside the demo's nine.
  const cards = await page.locator('li.product-card').count();
  expect(cards).toBeGreaterThanOrEqual(9);
  await expect(quickViews).toHaveCount(cards);
  for (const button of await quickViews.all()) {
    await expect(button).toHaveAttribute('data-item-id', /^[0-9a-f]{16,}$/);
    await expect(button).toHaveAttribute('data-group', 'shop');
  }

  const shirt = productCard(page, 'Linen Shirt');
  await expect(shirt.getByRole('button', { name: 'Quick View' })).toHaveAccessibleDescription('Linen Shirt');
  const itemId = await shirt.getByRole('button', { name: 'Quick View' }).getAttribute('data-item-id');
  await shirt.getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/p\/linen-shirt$/);
  await expect(page.locator('img[data-product-image]')).toHaveAttribute('data-product-image', itemId ?? '');
});

test('a product with options asks for a choice: "Select Option", disabled for 2 s', async ({ page }) => {
  const adds = recordAdds(page);
  const shirt = productCard(page, 'Linen Shirt');
  const button = addButton(shirt);
  await expect(button).toHaveText('Add To Cart');

  const clicked = Date.now();
  await button.click();
  await expect(button).toHaveText('Select Option');
  await expect(button).toBeDisabled();
  await expect(page).toHaveURL(/\/shop$/);

  await expect(button).toHaveText('Add To Cart', { timeout: 4_000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_900);
  await expect(button).toBeEnabled();
  expect(adds).toHaveLength(0);
});

test('the Sticker Pack card adds straight to the cart', async ({ page }) => {
  const stickers = productCard(page, 'Sticker Pack');
  const button = addButton(stickers);
  await expect(cartPill(page)).toBeHidden();

  await button.click();
  await expect(button).toHaveText('Adding…');
  await expect(button).toHaveText('Added!', { timeout: 3_000 });
  await expect(cartPill(page)).toHaveText('1');
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, one item in cart');
  await expect(addedPopover(page)).toHaveText('Sticker Pack was added to your cart.');
  await expect(button).toHaveText('Add To Cart', { timeout: 4_000 });

  await addButton(productCard(page, 'Ceramic Mug')).click();
  await expect(cartPill(page)).toHaveText('2');
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 2 items in cart');
  await expect(addedPopover(page)).toHaveText('Ceramic Mug was added to your cart.');
});

test('two quick first adds from two cards both land in the one new cart', async ({ page }) => {
  // The first add is held until a second one is sent, or for a second: were cart writes not queued one
  // after another, both would leave before any cart cookie exists and make two carts.
  let releaseFirst = () => {};
  const secondSentOrTimeUp = new Promise<void>((resolve) => {
    releaseFirst = resolve;
    setTimeout(resolve, 1_000);
  });
  let sent = 0;
  await page.route(`**${ENTRIES_API}`, async (route) => {
    sent += 1;
    if (sent === 1) await secondSentOrTimeUp;
    else releaseFirst();
    await route.continue();
  });
  await expect(cartPill(page)).toBeHidden();

  await addButton(productCard(page, 'Sticker Pack')).click();
  await addButton(productCard(page, 'Ceramic Mug')).click();
  await expect(cartPill(page)).toHaveText('2');

  // The server holds both in the one cart the cookie names.
  await open(page, '/shop');
  await expect(cartPill(page)).toHaveText('2');
});

// Coffee Beans has a form (issue 11 part 6): its card asks for the product page, as a product with options does.
test('the Coffee Beans card asks for a choice on its page and leaves the cart alone', async ({ page }) => {
  const adds = recordAdds(page);
  const subscribe = productCard(page, 'Coffee Beans').getByRole('button', { name: 'Subscribe', exact: true });
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(
    productCard(page, 'Coffee Beans').getByRole('button', { name: 'Select Option' }),
  ).toBeVisible();
  await expect(cartPill(page)).toBeHidden();
  expect(adds).toHaveLength(0);
});

test("a card's add the server refuses shows the reason on that card", async ({ page }) => {
  const lamp = productCard(page, 'Vintage Lamp');
  const button = addButton(lamp);
  await button.click();
  await expect(button).toHaveText('Added!', { timeout: 3_000 });
  await expect(button).toHaveText('Add To Cart', { timeout: 4_000 });

  // There is one lamp, and it is in the cart already.
  await button.click();
  await expectAlert(lamp, 'Unable to Add Item', 'Sorry, we do not have enough of that item available.');
  await expect(cartPill(page)).toHaveText('1');
});

test('a card add without the crumb cookie asks to reload the page', async ({ page, context }) => {
  await context.clearCookies({ name: 'crumb' });
  const stickers = productCard(page, 'Sticker Pack');
  await addButton(stickers).click();
  await expectAlert(
    stickers,
    'Unable to Add Item',
    'Your session has expired. Please reload the page and try again.',
  );
  await expect(cartPill(page)).toBeHidden();
});
