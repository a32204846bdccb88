/**
 * Quick View on /shop: a card's button opens one modal dialog, named by the product, holding the product
 * page's own form; variant images, adding to the cart, Escape and focus, a failed load with Retry, and
 * the buttons staying invisible without JavaScript (they would do nothing).
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { addButton, cartLink, cartPill, open, productCard } from '../support/storefront';

function quickViewButton(page: Page, title: string): Locator {
  return productCard(page, title).getByRole('button', { name: 'Quick View' });
}

function quickViewDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Opens a card's Quick View and waits for the product to load in it. */
async function openQuickView(page: Page, title: string): Promise<Locator> {
  await quickViewButton(page, title).click();
  const dialog = quickViewDialog(page, title);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/shop');
  });

  test('a card opens a modal dialog named by the product, with the product form', async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const dialog = await openQuickView(page, 'Linen Shirt');

    // Opened with showModal(): the rest of the page is inert until it closes.
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Linen Shirt');
    await expect(dialog.locator('.plinth-price')).toHaveText('$68.00');
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Color' })).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      '/shop/p/linen-shirt',
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  });

  test('choosing Color Navy on Linen Shirt shows the navy picture', async ({ page }) => {
    const dialog = await openQuickView(page, 'Linen Shirt');
    const image = dialog.getByRole('img');
    await expect(image).toHaveAttribute('src', /linen-shirt-sand\.svg$/);

    await dialog.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await dialog.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
    await expect(image).toHaveAttribute('src', /linen-shirt-navy\.svg$/);
    await expect(image).toHaveAttribute('alt', 'Linen Shirt in Navy');
  });

  test('adds Sticker Pack to the cart: Adding…, Added!, and the pill counts one', async ({ page }) => {
    await expect(cartPill(page)).toBeHidden();
    const dialog = await openQuickView(page, 'Sticker Pack');
    const button = addButton(dialog);

    await button.click();
    await expect(button).toHaveText('Adding…');
    await expect(button).toHaveText('Added!', { timeout: 3_000 });
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, one item in cart');
    await expect(cartPill(page)).toHaveText('1');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'One item in cart' })).toBeVisible();
  });

  test('Coffee Beans from its Quick View asks its form over the dialog, then adds', async ({ page }) => {
    const dialog = await openQuickView(page, 'Coffee Beans');
    await dialog.getByRole('radio', { name: 'One-time purchase' }).check();
    await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Coffee Beans options' });
    await expect(form).toBeVisible();
    await expect(page.getByText('Unable to open form')).toHaveCount(0);
    await form.getByLabel(/^Grind/).selectOption('Espresso');
    await form.getByLabel(/^Gift note/).fill(`Quick view ${Date.now()}`);
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Added!' })).toBeVisible();
  });

  test("Escape closes the dialog and gives focus back to that card's Quick View button", async ({ page }) => {
    const dialog = await openQuickView(page, 'Ceramic Mug');
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).focus();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(quickViewButton(page, 'Ceramic Mug')).toBeFocused();
  });

  test('a failed load says "Unable to load. Try again." and Retry loads it', async ({ page }) => {
    const shirtJson = (url: URL) =>
      url.pathname === '/shop/p/linen-shirt' && url.searchParams.get('format') === 'json';
    const fail = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
      });
    await page.route(shirtJson, fail);

    await quickViewButton(page, 'Linen Shirt').click();
    // Until the product arrives the dialog is named by the card's title.
    const dialog = quickViewDialog(page, 'Linen Shirt');
    await expect(dialog.getByRole('alert')).toHaveText('Unable to load. Try again.');
    await expect(dialog.getByRole('heading')).toHaveCount(0);

    await page.unroute(shirtJson, fail);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toBeVisible();
  });
});

test('without JavaScript the Quick View buttons are not visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/shop');
    const buttons = page.locator('button.quick-view');
    // Every card still has one in the HTML, kept invisible until the island's script listens for it.
    // (Other journeys on this server may have added products beside the demo's nine.)
    const cards = await page.locator('li.product-card').count();
    expect(cards).toBeGreaterThanOrEqual(9);
    await expect(buttons).toHaveCount(cards);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await expect(page.getByRole('button', { name: 'Quick View' })).toHaveCount(0);
    await expect(
      productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add To Cart' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
