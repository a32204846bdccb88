/**
 * Express checkout and installment messaging (issue 9 parts 7 and 8), on a desktop and a phone-sized
 * screen: the owner turns "Buy now" and installments on in the editor; a shopper buys Sticker Packs with
 * "Buy now" (straight to checkout, that item alone) while their cart keeps what it held; and the
 * installment text changes as the product page's quantity and the cart cross the minimum and maximum.
 * Sticker Packs are unlimited, so no other journey's stock counts change; the settings are turned off
 * again at the end, so other journeys see the store as they expect.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPanel, signInToEditor } from '../support/editor';
import { addButton, expectNoHorizontalScroll, open, openProduct } from '../support/storefront';
import { fillCard, fillShopperAddress } from '../support/checkout';

const SCREENS = '../.tmp/e2e-screens';
const GOOD_CARD = '4242 4242 4242 4242';

function buyNowButton(page: Page) {
  return page.locator('button.plinth-buy-now');
}

function installments(page: Page) {
  return page.locator('.plinth-installments__text');
}

/** Owner settings through the API, as the editor sends them (for the reset at the end). */
async function putPreferences(page: Page, namespace: string, data: object): Promise<void> {
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const response = await page.request.put(`/api/v1/commerce-preferences/${namespace}`, {
    headers: { 'X-CSRF-Token': crumb },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function ownerPage(browser: Browser, path: string): Promise<Page> {
  // The editor needs JavaScript whichever journey (one runs without it) starts the hook.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: true });
  await signInToEditor(page, path);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // The owner's journey: Buy now on; installments from $10.00 to $20.00 in 4 payments (US: Afterpay).
  const page = await ownerPage(browser, '/config');
  await openPanel(page, 'Buy now & installments');
  await page.getByRole('checkbox', { name: /Show a Buy now button/ }).check();
  await page.getByRole('checkbox', { name: 'Show installment messaging' }).check();
  await page.getByLabel('Payment account country').selectOption('US');
  await page.getByLabel('Minimum order ($)').fill('10.00');
  await page.getByLabel('Maximum order ($)').fill('20.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/express-owner-settings.png`, fullPage: true });
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await ownerPage(browser, '/config');
  await putPreferences(page, 'express', { buyNowEnabled: false });
  await putPreferences(page, 'installments', { enabled: false });
  await page.close();
});

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`express checkout and installments on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('Buy now goes straight to checkout with that item alone; the cart keeps what it held', async ({
      page,
    }) => {
      // The shopper's own cart: one Field Guide (digital, never out of stock).
      await openProduct(page, 'field-guide');
      await addButton(page).click();
      await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });

      await openProduct(page, 'sticker-pack');
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await expect(buyNowButton(page)).toHaveText('Buy now');
      await expectNoAxeViolations(page, `the product page with Buy now (${screen.name})`);
      // Held for a moment, so the adding state can be seen; it never shows "Added!".
      await page.route('**/api/commerce/cart/express', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await buyNowButton(page).click();
      await expect(buyNowButton(page)).toHaveText('Adding…');
      await expect(page).toHaveURL(/\/checkout\?cart=[\w-]{16,64}$/);
      await expect(addButton(page)).toHaveCount(0);

      const lines = page.locator('.plinth-checkout-line__title');
      await expect(lines).toHaveText(['Sticker Pack']);
      await expect(page.locator('.plinth-checkout-summary')).toContainText('2');
      await page.screenshot({ path: `${SCREENS}/express-${screen.name}-checkout.png`, fullPage: true });
      await fillShopperAddress(page, `express.${screen.name}@example.com`);
      await fillCard(page, GOOD_CARD);
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await page.getByRole('button', { name: 'Place order' }).click();

      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.locator('.order-line')).toContainText(['Sticker Pack']);
      await expect(page.locator('.order-line')).toHaveCount(1);

      // The shopper's cart is as it was: the Field Guide alone.
      await open(page, '/cart');
      await expect(page.locator('.plinth-cart-row')).toHaveCount(1);
      await expect(page.locator('.plinth-cart-row')).toContainText('Field Guide (PDF)');
    });

    test('a refused Buy now shows "Unable to Purchase Item" and the button comes back', async ({ page }) => {
      await openProduct(page, 'sticker-pack');
      await page.route('**/api/commerce/cart/express', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"code":"RATE_LIMITED","message":"x"}',
        }),
      );
      await buyNowButton(page).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading')).toHaveText('Unable to Purchase Item');
      await expect(alert.locator('p')).toHaveText('Please try again in a few seconds.');
      await expect(buyNowButton(page)).toHaveText('Buy now');
      await expect(page).toHaveURL(/\/shop\/p\/sticker-pack$/);
    });

    test('the installment text changes as the quantity and the cart cross the minimum and the maximum', async ({
      page,
    }) => {
      await openProduct(page, 'sticker-pack');
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      // $5.00 each; offered above $10.00 and up to $20.00.
      await expect(installments(page)).toHaveText('Afterpay available for orders over $10.00');
      await quantity.fill('2');
      await expect(installments(page)).toHaveText('Afterpay available for orders over $10.00');
      await quantity.fill('3');
      await expect(installments(page)).toHaveText('or 4 interest-free payments of $3.75 with Afterpay');
      await page.screenshot({ path: `${SCREENS}/installments-${screen.name}-product.png`, fullPage: true });
      await quantity.fill('4');
      await expect(installments(page)).toHaveText('or 4 interest-free payments of $5.00 with Afterpay');
      await quantity.fill('5');
      await expect(installments(page)).toHaveText('Afterpay available for orders up to $20.00');

      // The info modal: this server's page for en_US, opened in an accessible dialog.
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(new URL(page.url()).origin)) outside.push(request.url());
      });
      const info = page.getByRole('link', { name: /Learn more/ });
      await info.click();
      const dialog = page.getByRole('dialog', { name: 'Pay over time with Afterpay' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(4);
      await page.screenshot({ path: `${SCREENS}/installments-${screen.name}-modal.png` });
      await expectNoAxeViolations(page, `the installment info modal (${screen.name})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(info).toBeFocused();
      expect(outside).toEqual([]);

      // The cart: two Sticker Packs ($10.00) are not enough, three are, five are too many.
      await quantity.fill('2');
      await addButton(page).click();
      await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
      await open(page, '/cart');
      const row = page.locator('.plinth-cart-row').filter({ hasText: 'Sticker Pack' });
      await expect(installments(page)).toHaveText('Afterpay available for orders over $10.00');
      const save = () =>
        page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/quantity'));
      let saved = save();
      await row.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
      await saved;
      await expect(installments(page)).toHaveText('Afterpay 4 interest-free payments of $3.75');
      await page.screenshot({ path: `${SCREENS}/installments-${screen.name}-cart.png`, fullPage: true });
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await expectNoAxeViolations(page, `the cart with installments (${screen.name})`);
      saved = save();
      await row.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
      await saved;
      await expect(installments(page)).toHaveText('Afterpay available for orders up to $20.00');
      saved = save();
      await row.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
      await saved;
      await expect(installments(page)).toHaveText('Afterpay 4 interest-free payments of $5.00');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Buy now posts the product form, and the express checkout places the order by a plain post', async ({
    page,
  }) => {
    await page.goto('/shop/p/sticker-pack');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/checkout\?cart=[\w-]{16,64}$/);
    await expect(page.locator('.plinth-checkout-line__title')).toHaveText(['Sticker Pack']);
    await fillShopperAddress(page, 'express.nojs@example.com');
    await fillCard(page, GOOD_CARD);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
    await expect(page.locator('.order-line')).toContainText(['Sticker Pack']);
  });
});
