/**
 * Issue 13 parts 2 to 5 on the product page, on a desktop and a phone-sized screen: the low-stock text
 * only at or below the store's threshold (Linen Shirt Sand / S has 20, Sand / M 3; the default is 5),
 * a chosen sold-out variant's disabled "Sold out" with the restock form beside it, thumbnails that are
 * buttons with aria-current following the colour, a neutral placeholder for a product without images,
 * focus after a failed add, and Coffee Beans' "One-time purchase" / "Subscribe" choice. axe stays at 0
 * on every state. Restock goes back off, and the image-less product is deleted, at the end.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPanel, signInToEditor } from '../support/editor';
import {
  addButton,
  ENTRIES_API,
  expectNoHorizontalScroll,
  open,
  openProduct,
  productCard,
  productPrice,
} from '../support/storefront';

const SCREENS = '../.tmp/e2e-screens';
const PLAIN = { title: 'Plain Notebook', urlId: 'plain-notebook' };

const SCREEN_SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function ownerRequest(browser: Browser, method: 'PUT' | 'POST' | 'DELETE', url: string, data?: object) {
  const page = await browser.newPage();
  await signInToEditor(page, '/config');
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const response = await page.request.fetch(url, { method, headers: { 'X-CSRF-Token': crumb }, data });
  const body = await response.text();
  expect(response.ok(), body).toBe(true);
  await page.close();
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const RESTOCK = {
  enabled: true,
  hiddenByDefault: false,
  autoSendOnRestock: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  successMessage: '',
};

let plainId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  await ownerRequest(browser, 'PUT', '/api/v1/commerce-preferences/restock', RESTOCK);
  const page = await browser.newPage();
  const shop = await page.request.get('/shop?format=json');
  const collectionId = ((await shop.json()) as { collection: { id: string } }).collection.id;
  await page.close();
  const created = await ownerRequest(browser, 'POST', '/config/api/products', {
    collectionId,
    title: PLAIN.title,
    urlId: PLAIN.urlId,
    productType: 1,
    // New products start as drafts (decision 0049): this one is for sale at once.
    status: 'active',
    variants: [{ priceCents: 1200, stock: 8 }],
  });
  plainId = String(created.id);
});

test.afterAll(async ({ browser }) => {
  await ownerRequest(browser, 'PUT', '/api/v1/commerce-preferences/restock', { ...RESTOCK, enabled: false });
  if (plainId) await ownerRequest(browser, 'DELETE', `/config/api/products/${plainId}`);
});

async function choose(page: Page, size: string, color: string) {
  await page.getByRole('combobox', { name: 'Size' }).selectOption(size);
  await page.getByRole('combobox', { name: 'Color' }).selectOption(color);
}

for (const screen of SCREEN_SIZES) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.name === 'phone' });

    test('low-stock text only at or below the threshold; a sold-out variant shows a disabled "Sold out" and the restock form', async ({
      page,
    }) => {
      await openProduct(page, 'linen-shirt');
      await choose(page, 'S', 'Sand');
      await expect(addButton(page)).toBeEnabled();
      await expect(page.locator('.plinth-scarcity')).toHaveCount(0);

      await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
      await expect(page.locator('.plinth-scarcity')).toHaveText('Only 3 left in stock');
      await page.screenshot({ path: `${SCREENS}/product-low-stock-${screen.name}.png`, fullPage: true });

      await choose(page, 'L', 'Navy');
      const soldOut = page.getByRole('button', { name: 'Sold out', exact: true });
      await expect(soldOut).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: 'Get an email when this is back in stock' }),
      ).toBeVisible();
      await page.screenshot({
        path: `${SCREENS}/product-sold-out-variant-${screen.name}.png`,
        fullPage: true,
      });
      await expectNoHorizontalScroll(page, screen.viewport.width);
      await expectNoAxeViolations(page, 'a sold-out variant with the restock form');

      // Another variant brings the button back.
      await page.getByRole('combobox', { name: 'Size' }).selectOption('S');
      await expect(addButton(page)).toBeEnabled();
    });

    test('thumbnails are buttons that change the main image, with aria-current following the colour; the main image zooms', async ({
      page,
    }) => {
      await openProduct(page, 'linen-shirt');
      const main = page.locator('img[data-product-image]');
      const thumbs = page.locator('.product__thumbs button');
      const sand = page.getByRole('button', { name: 'Linen Shirt in Sand', exact: true });
      const navy = page.getByRole('button', { name: 'Linen Shirt in Navy', exact: true });
      await expect(thumbs).toHaveCount(2);
      await expect(page.locator('.product__thumbs a')).toHaveCount(0);
      await expect(sand).toHaveAttribute('aria-current', 'true');
      await expect(navy).not.toHaveAttribute('aria-current', /.*/);

      // The colour option moves the current thumbnail.
      await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
      await expect(main).toHaveAttribute('src', /linen-shirt-navy\.svg$/);
      await expect(main).toHaveAttribute('alt', 'Linen Shirt in Navy');
      await expect(navy).toHaveAttribute('aria-current', 'true');
      await expect(sand).not.toHaveAttribute('aria-current', /.*/);

      // A thumbnail pressed shows its picture and stays on the page.
      const url = page.url();
      await sand.click();
      await expect(main).toHaveAttribute('src', /linen-shirt-sand\.svg$/);
      await expect(sand).toHaveAttribute('aria-current', 'true');
      await expect(navy).not.toHaveAttribute('aria-current', /.*/);
      expect(page.url()).toBe(url);
      await navy.focus();
      await page.keyboard.press('Enter');
      await expect(main).toHaveAttribute('src', /linen-shirt-navy\.svg$/);
      await expect(navy).toHaveAttribute('aria-current', 'true');
      await page.screenshot({ path: `${SCREENS}/product-thumbnails-${screen.name}.png` });
      await expectNoAxeViolations(page, 'the product page after a thumbnail press');

      // The main image opens large in a dialog named by its alt text; Escape gives focus back.
      const enlarge = page.getByRole('button', { name: 'Enlarge: Linen Shirt in Navy' });
      await enlarge.click();
      const zoomed = page.getByRole('dialog', { name: 'Linen Shirt in Navy' });
      await expect(zoomed).toBeVisible();
      await expect(zoomed.getByRole('img', { name: 'Linen Shirt in Navy' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/product-zoom-${screen.name}.png` });
      await expectNoAxeViolations(page, 'the enlarged product image');
      await page.keyboard.press('Escape');
      await expect(zoomed).toHaveCount(0);
      await expect(enlarge).toBeFocused();
      await enlarge.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a product without images shows a neutral placeholder on its page, its card and Quick View', async ({
      page,
    }) => {
      await openProduct(page, PLAIN.urlId);
      const placeholder = page.locator('.product__placeholder svg');
      await expect(placeholder).toBeVisible();
      const box = await page.locator('.product__placeholder').boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(100);
      await page.screenshot({ path: `${SCREENS}/product-no-image-${screen.name}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'a product page without images');

      await open(page, '/shop');
      const card = productCard(page, PLAIN.title);
      await expect(card.locator('.product-card__placeholder svg')).toBeVisible();
      await card.getByRole('button', { name: 'Quick View' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.plinth-quick-view__placeholder svg')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/quick-view-no-image-${screen.name}.png` });
      await expectNoAxeViolations(page, 'Quick View of a product without images');
    });

    test('after a failed add, focus rests on the alert, not the disabled button, and returns when it closes', async ({
      page,
    }) => {
      await openProduct(page, 'ceramic-mug');
      await page.route(`**${ENTRIES_API}`, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests', retryAfter: 5 }),
        }),
      );
      const button = addButton(page);
      await button.focus();
      await page.keyboard.press('Enter');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Please try again in a few seconds.');
      await expect(alert).toBeFocused();
      await expect(button).not.toBeFocused();
      await expectNoAxeViolations(page, 'the product form showing its error');
      await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 3_000 });
      await alert.getByRole('button', { name: 'Close' }).click();
      await expect(alert).toHaveCount(0);
      await expect(button).toBeFocused();
      await page.unroute(`**${ENTRIES_API}`);
    });

    test('Coffee Beans: "One-time purchase" / "Subscribe" switches the subscription tag and the button', async ({
      page,
    }) => {
      await openProduct(page, 'coffee-beans');
      const group = page.getByRole('group', { name: 'Purchase option' });
      const subscribe = group.getByRole('radio', { name: 'Subscribe' });
      const once = group.getByRole('radio', { name: 'One-time purchase' });
      await expect(subscribe).toBeChecked();
      // "Every 2 weeks" once on the page: in the theme's subscription tag, not again by the price.
      const tag = page.locator('.product__subscription');
      await expect(tag).toContainText('Every 2 weeks');
      await expect(page.getByText(/Every 2 weeks/)).toHaveCount(1);
      await expect(productPrice(page)).not.toContainText('Every');
      await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add To Cart', exact: true })).toHaveCount(0);
      await page.screenshot({
        path: `${SCREENS}/product-purchase-subscribe-${screen.name}.png`,
        fullPage: true,
      });
      await expectNoAxeViolations(page, 'Coffee Beans with Subscribe chosen');

      // Arrow keys move through the choice like any radio group.
      await subscribe.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(once).toBeChecked();
      await expect(tag).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add To Cart', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/product-purchase-once-${screen.name}.png`, fullPage: true });
      await expectNoHorizontalScroll(page, screen.viewport.width);
      await expectNoAxeViolations(page, 'Coffee Beans with One-time purchase chosen');
    });
  });
}

test('the owner raises the low-stock threshold in Store settings and Sand / S (20) says "Only 20 left in stock"', async ({
  page,
  browser,
}) => {
  async function saveThreshold(value: string) {
    await openPanel(page, 'Store settings');
    const threshold = page.getByLabel('Low-stock threshold', { exact: true });
    await threshold.fill(value);
    await expect(
      page.getByText(`The low-stock message shows when ${value} or fewer are left.`),
    ).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/commerce-preferences/store') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
  }
  await signInToEditor(page, '/config');
  await openPanel(page, 'Store settings');
  const threshold = page.getByLabel('Low-stock threshold', { exact: true });
  await expect(threshold).toHaveValue('5');
  // Out of bounds is refused beside the field, before anything is sent.
  await threshold.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/must be 1 or more/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/store-settings-threshold.png`, fullPage: true });
  await expectNoAxeViolations(page, 'Store settings with the threshold refused');
  try {
    await saveThreshold('25');
    const shopper = await browser.newPage();
    await openProduct(shopper, 'linen-shirt');
    await choose(shopper, 'S', 'Sand');
    await expect(shopper.locator('.plinth-scarcity')).toHaveText('Only 20 left in stock');
    await shopper.close();
  } finally {
    await saveThreshold('5');
  }
});
