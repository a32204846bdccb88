/**
 * The cart (issue point 7 and issue 13; seed 000 sections 1, 2, 8 and 9): the header's Cart link with
 * the cart pill's count and labels, and the "added" popover under it; the /cart page's entries, quantities, removal, subtotal and failures; and
 * loading the cart at page start only for a visitor who has one.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  addButton,
  addedPopover,
  addThroughApi,
  cartLink,
  cartPill,
  isCartLoadRequest,
  open,
  openProduct,
} from '../support/storefront';

function cartRow(page: Page, title: string): Locator {
  return page
    .locator('.plinth-cart__entries')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

function subtotal(page: Page): Locator {
  return page.locator('.plinth-cart-summary__totals');
}

test.describe('cart pill', () => {
  test('the header link says Cart and hides its count while the cart is empty', async ({ page }) => {
    await open(page, '/shop');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expect(cartPill(page)).toBeHidden();
    await expect(page.getByRole('link', { name: /in cart$/ })).toHaveCount(0);
  });

  test('shows the count after an add, is labelled for screen readers and links to /cart', async ({
    page,
  }) => {
    await openProduct(page, 'ceramic-mug');
    await addButton(page).click();

    const pill = page.getByRole('link', { name: 'One item in cart' });
    await expect(pill).toBeVisible();
    await expect(cartPill(page)).toHaveText('1');
    await expect(pill).toHaveAttribute('href', '/cart');
    // One cart indicator: the header's link, no floating pill.
    await expect(page.getByRole('link', { name: /in cart$/ })).toHaveCount(1);

    await expect(addButton(page)).toHaveText('Add To Cart', { timeout: 6_000 });
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addButton(page).click();
    await expect(page.getByRole('link', { name: '3 items in cart' })).toBeVisible();
    await expect(cartPill(page)).toHaveText('3');

    await page.getByRole('link', { name: '3 items in cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartRow(page, 'Ceramic Mug')).toBeVisible();
  });

  test('keeps its count on the next page', async ({ page }) => {
    await open(page, '/shop');
    await addThroughApi(page, 'sticker-pack', 7);
    await open(page, '/');
    await expect(page.getByRole('link', { name: '7 items in cart' })).toBeVisible();
    await expect(cartPill(page)).toHaveText('7');
  });

  test('counts to 100 and then shows 100+', async ({ page }) => {
    await openProduct(page, 'sticker-pack');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('100');
    await addButton(page).click();
    await expect(page.getByRole('link', { name: '100 items in cart' })).toBeVisible();
    await expect(cartPill(page)).toHaveText('100');

    await expect(addButton(page)).toHaveText('Add To Cart', { timeout: 6_000 });
    await quantity.fill('1');
    await addButton(page).click();
    await expect(page.getByRole('link', { name: 'More than 100 items in cart' })).toBeVisible();
    await expect(cartPill(page)).toHaveText('100+');
  });

  test('shows 100+ straight away for 101 Sticker Packs', async ({ page }) => {
    await openProduct(page, 'sticker-pack');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('101');
    await addButton(page).click();
    await expect(page.getByRole('link', { name: 'More than 100 items in cart' })).toBeVisible();
    await expect(cartPill(page)).toHaveText('100+');
  });

  test('says "{productName} was added to your cart." for about 3 s', async ({ page }) => {
    await openProduct(page, 'linen-shirt');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('S');
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
    await expect(addedPopover(page)).toHaveText('');
    // The page records when the live region's text changes: a loaded test machine may see the notice
    // late, but the page's own timer decides how long it stays.
    await addedPopover(page).evaluate((region) => {
      const changes: Array<[number, string]> = [];
      (window as unknown as { popoverChanges: typeof changes }).popoverChanges = changes;
      new MutationObserver(() => changes.push([performance.now(), region.textContent ?? ''])).observe(
        region,
        {
          childList: true,
          subtree: true,
          characterData: true,
        },
      );
    });
    await addButton(page).click();

    const notice = page.getByText('Linen Shirt was added to your cart.', { exact: true });
    await expect(notice).toBeVisible();
    await expect(addedPopover(page)).toHaveText('Linen Shirt was added to your cart.');
    // Still there when the button has reached "Added!" (a second after the click)...
    await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
    await expect(notice).toBeVisible();
    // ...and gone on its own after three seconds.
    await expect(notice).toBeHidden({ timeout: 5_000 });
    await expect(addedPopover(page)).toHaveText('');
    const changes = await page.evaluate(
      () => (window as unknown as { popoverChanges: Array<[number, string]> }).popoverChanges,
    );
    const shown = changes.find(([, text]) => text !== '');
    const cleared = changes.find(([at, text]) => text === '' && shown !== undefined && at > shown[0]);
    expect(shown && cleared ? cleared[0] - shown[0] : 0).toBeGreaterThanOrEqual(2_900);
  });

  test('the popover can be closed before it goes', async ({ page }) => {
    await openProduct(page, 'ceramic-mug');
    await addButton(page).click();
    const popover = page.locator('.plinth-cart-popover');
    await expect(popover.getByRole('status')).toHaveText('Ceramic Mug was added to your cart.');
    await popover.getByRole('button', { name: 'Close' }).click();
    await expect(popover.getByRole('status')).toHaveText('');
    await expect(cartPill(page)).toHaveText('1');
  });
});

test.describe('cart page', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/shop');
    await addThroughApi(page, 'linen-shirt', 2, 'SHIRT-LINEN-SAND-M');
    await addThroughApi(page, 'ceramic-mug', 1);
    await open(page, '/cart');
  });

  test('lists each entry with its title, variant, quantity, price and a Remove button', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    const shirt = cartRow(page, 'Linen Shirt');
    await expect(shirt.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/shop/p/linen-shirt',
    );
    await expect(shirt.getByText('Size: M, Color: Sand', { exact: true })).toBeVisible();
    await expect(shirt.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expect(shirt.locator('.plinth-cart-row__unit-price')).toHaveText('$68.00');
    await expect(shirt.locator('.plinth-cart-row__total')).toHaveText('$136.00');
    await expect(shirt.getByRole('button', { name: 'Remove' })).toBeVisible();

    const mug = cartRow(page, 'Ceramic Mug');
    await expect(mug.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    // The mug is on sale: the cart charges the sale price.
    await expect(mug.locator('.plinth-cart-row__total')).toHaveText('$18.00');
    await expect(mug.getByRole('button', { name: 'Remove' })).toBeVisible();

    await expect(subtotal(page)).toHaveText('Subtotal$154.00');
    await expect(page.getByText('Taxes and shipping calculated at checkout')).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items in cart');
    await expect(cartLink(page)).toHaveAttribute('aria-current', 'page');
    // With JavaScript the quantity saves itself: no Update buttons.
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  });

  for (const screen of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`a sale line strikes its original price through beside the sale price (${screen.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const price = cartRow(page, 'Ceramic Mug').locator('.plinth-cart-row__unit-price');
      await expect(price.locator('s')).toHaveText('Original price $24.00');
      await expect(price.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(price).toHaveText('Original price $24.00 Sale price $18.00');
      // Only the screen-reader words are hidden: "$24.00 $18.00" is what shows.
      await expect(price.locator('.plinth-visually-hidden').first()).toHaveCSS('position', 'absolute');
      await expect(cartRow(page, 'Linen Shirt').locator('.plinth-cart-row__unit-price s')).toHaveCount(0);
      await page.screenshot({ path: `../.tmp/i23-cart-${screen.name}.png`, fullPage: true });
      await expectNoAxeViolations(page, `cart page with a sale line (${screen.name})`);
    });
  }

  test('changing a quantity updates the line, the subtotal and the pill', async ({ page }) => {
    const mug = cartRow(page, 'Ceramic Mug');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/quantity'),
    );
    await mug.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    expect((await saved).status()).toBe(200);

    await expect(mug.locator('.plinth-cart-row__total')).toHaveText('$54.00');
    await expect(subtotal(page)).toHaveText('Subtotal$190.00');
    await expect(cartPill(page)).toHaveText('5');

    await page.reload();
    await expect(subtotal(page)).toHaveText('Subtotal$190.00');
  });

  test('a quantity above the stock holds what is available and the row says so', async ({ page }) => {
    const shirt = cartRow(page, 'Linen Shirt');
    const quantity = shirt.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('4');
    await quantity.press('Enter');
    // Sand/M has 3: the line now holds 3, and its row (not the page top) says what happened.
    await expect(shirt.getByRole('alert')).toHaveText('Only 3 available. Your quantity is now 3.');
    await expect(quantity).toHaveValue('3');
    await expect(subtotal(page)).toHaveText('Subtotal$222.00');
    await expect(cartPill(page)).toHaveText('4');
    await expect(page.locator('.plinth-alert')).toHaveCount(0);
  });

  test('a quantity that is not a whole number is refused on its row before it is sent', async ({ page }) => {
    const mug = cartRow(page, 'Ceramic Mug');
    const quantity = mug.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('1.5');
    await quantity.blur();
    await expect(mug.getByRole('alert')).toHaveText(
      'Unable to update quantity: Quantity must be a whole number',
    );
    await expect(quantity).toHaveValue('1');
  });

  test('Remove takes the entry out; the last one leaves the empty-cart message', async ({ page }) => {
    await cartRow(page, 'Ceramic Mug').getByRole('button', { name: 'Remove' }).click();
    await expect(cartRow(page, 'Ceramic Mug')).toHaveCount(0);
    await expect(subtotal(page)).toHaveText('Subtotal$136.00');
    await expect(cartPill(page)).toHaveText('2');

    await cartRow(page, 'Linen Shirt').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
    await expect(cartPill(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');

    await page.reload();
    await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
  });

  test('a failed quantity change says "Unable to update quantity" on its row', async ({ page }) => {
    await page.route('**/api/commerce/shopping-cart/entries/*/quantity', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
      }),
    );
    const mug = cartRow(page, 'Ceramic Mug');
    const quantity = mug.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(mug.getByRole('alert')).toHaveText('Unable to update quantity: Something went wrong');
    await expect(quantity).toHaveValue('1');
    await expect(subtotal(page)).toHaveText('Subtotal$154.00');
  });

  test('a failed removal says "Unable to remove item" on its row and keeps the entry', async ({ page }) => {
    await page.route('**/api/commerce/shopping-cart/entries/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
          })
        : route.fallback(),
    );
    const mug = cartRow(page, 'Ceramic Mug');
    await mug.getByRole('button', { name: 'Remove' }).click();
    await expect(mug.getByRole('alert')).toHaveText('Unable to remove item: Something went wrong');
    await expect(cartRow(page, 'Ceramic Mug')).toBeVisible();
    await expect(subtotal(page)).toHaveText('Subtotal$154.00');
  });
});

test('a fresh visitor with nothing in the cart sees the empty-cart message', async ({ page }) => {
  await open(page, '/cart');
  await expect(page.getByText('You have nothing in your shopping cart.', { exact: true })).toBeVisible();
  await expect(cartPill(page)).toBeHidden();
});

test.describe('loading the cart at page start', () => {
  test('a fresh visitor never asks for a cart', async ({ page }) => {
    const cartLoads: string[] = [];
    page.on('request', (request) => {
      if (isCartLoadRequest(request)) cartLoads.push(request.url());
    });
    for (const path of ['/', '/shop', '/shop/p/linen-shirt', '/shop/p/ceramic-mug']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(cartLoads).toEqual([]);
  });

  test('a visitor with a cart cookie gets the cart at page start', async ({ page }) => {
    await openProduct(page, 'ceramic-mug');
    await addButton(page).click();
    await expect(cartPill(page)).toHaveText('1');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('plinth_cart');

    const cartLoad = page.waitForRequest(isCartLoadRequest);
    await page.goto('/shop');
    await cartLoad;
    await expect(cartPill(page)).toHaveText('1');
  });

  test('a signed-in visitor gets the cart at page start', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'SiteUserInfo',
        value: encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'e2e-shopper' })),
        url: baseURL ?? '',
      },
    ]);
    const cartLoad = page.waitForRequest(isCartLoadRequest);
    await page.goto('/shop');
    await cartLoad;
    await expect(cartPill(page)).toBeHidden();
  });
});
