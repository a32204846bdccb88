/**
 * The editor at /config, as an owner uses it against the real server: signing in, creating a product
 * with two options and an uploaded image that then sells on the storefront, selling it out from the
 * inventory view, and reordering the main navigation with the keyboard's drag and drop. Each journey
 * undoes what it changed, so the demo store stays as the other specs expect it. Ends with axe on the
 * sign-in screen and the products panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { createPng } from '../../apps/server/test/fixtures/create-test-images';
import { openPanel, signInToEditor } from '../support/editor';
import { addButton, openProduct } from '../support/storefront';

const TITLE = 'Canvas Tote';
const SLUG = 'canvas-tote';

async function fillVariant(page: Page, label: string, price: string, stock: string) {
  await page.getByLabel(`Price for ${label}`, { exact: true }).fill(price);
  await page.getByLabel(`Stock for ${label}`, { exact: true }).fill(stock);
}

async function addOption(page: Page, index: number, name: string, values: string[]) {
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option name', { exact: true }).nth(index).fill(name);
  for (const [i, value] of values.entries()) {
    await page.getByRole('button', { name: `Add value to ${name}` }).click();
    await page.getByLabel(`${name} value ${i + 1}`, { exact: true }).fill(value);
  }
}

test('an owner creates a product with two options and an image, sees it on the storefront, and sells it out', async ({
  page,
}) => {
  await signInToEditor(page, '/config/products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // New products are drafts (decision 0049): this one goes on sale at once.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Description', { exact: true }).fill('Heavy cotton canvas with long handles.');
  await addOption(page, 0, 'Size', ['Small', 'Large']);
  await addOption(page, 1, 'Color', ['Natural', 'Black']);
  await expect(page.getByRole('heading', { name: 'Variants (4)' })).toBeVisible();
  await fillVariant(page, 'Small / Natural', '24', '2');
  await fillVariant(page, 'Small / Black', '24', '0');
  await fillVariant(page, 'Large / Natural', '28.50', '0');
  await fillVariant(page, 'Large / Black', '28.50', '0');

  await page.getByLabel('Upload images').setInputFiles({
    name: 'tote.png',
    mimeType: 'image/png',
    buffer: createPng(64, 48, [196, 160, 110]),
  });
  const alt = page.getByLabel('Alt text (main image)');
  await expect(alt).toBeVisible();
  await alt.fill('A natural canvas tote bag');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/config/api/products') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/config\/products\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const editorUrl = page.url();
  const live = page.getByRole('link', { name: /View on site/ });
  await expect(live).toHaveAttribute('href', `/shop/p/${SLUG}`);

  // The storefront sells it at its URL, with the uploaded image and both option menus.
  await openProduct(page, SLUG);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('img[data-product-image]')).toHaveAttribute(
    'src',
    /^\/assets\/uploads\/.+\.png$/,
  );
  await expect(page.getByRole('combobox', { name: 'Size' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Color' })).toBeVisible();
  await expect(page.locator('article.product')).not.toHaveClass(/\bsold-out\b/);

  // The only variant in stock goes to 0 in the inventory view: the product is sold out.
  await page.goto('/config/inventory');
  await page.getByLabel('Search inventory').fill(TITLE);
  const stock = page.getByLabel(`Stock for ${TITLE} (Small / Natural)`, { exact: true });
  await expect(stock).toHaveValue('2');
  const saved = page.waitForResponse(
    (r) => /\/config\/api\/inventory\/\w+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await stock.fill('0');
  await stock.press('Enter');
  expect((await saved).status()).toBe(200);

  await openProduct(page, SLUG);
  await expect(page.locator('article.product')).toHaveClass(/\bsold-out\b/);
  await expect(addButton(page)).toHaveText('Sold out');

  // Clean up: delete it through the editor, after confirming.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect((await page.request.get(`/shop/p/${SLUG}`)).status()).toBe(404);
});

async function siteNavigation(page: Page): Promise<string[]> {
  await page.goto('/');
  return page.getByRole('navigation', { name: 'Main' }).locator('.site-nav__link').allTextContents();
}

async function saveNavigation(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/widget/UpdateNavigation'));
  await page.getByRole('button', { name: 'Save navigation' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('an owner reorders the main navigation by keyboard drag and drop and sees the new order on the site', async ({
  page,
}) => {
  // The demo's main navigation: Home, the shop, the Journal and Events, and its About and Contact pages.
  expect(await siteNavigation(page)).toEqual(['Home', 'Shop', 'Journal', 'Events', 'About', 'Contact']);
  await signInToEditor(page, '/config/navigation');
  const main = page.getByRole('list', { name: 'Main navigation' });
  await expect(main.getByRole('listitem')).toHaveCount(6);

  // dnd-kit's keyboard sensor: Space picks the link up, the arrow moves it, Space drops it.
  await main.getByRole('button', { name: 'Drag Shop' }).focus();
  // Each step waits for what a screen reader would hear, so the next key meets a measured list.
  const live = page.locator('[aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Shop is over Shop.');
  // On a loaded machine the first arrow can still land before dnd-kit has the rows' rects;
  // pressing it again is what a person would do, and Shop is second: an extra press cannot overshoot.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText('Shop is over Home.', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Shop was dropped at Home.');
  await expect(main.locator('.nav-row__title')).toHaveText([
    /^Shop/,
    /^Home/,
    /^Journal/,
    /^Events/,
    /^About/,
    /^Contact/,
  ]);
  await saveNavigation(page);
  expect(await siteNavigation(page)).toEqual(['Shop', 'Home', 'Journal', 'Events', 'About', 'Contact']);

  // Back as it was, with the Move up button this time.
  await page.goto('/config/navigation');
  await page
    .getByRole('list', { name: 'Main navigation' })
    .getByRole('button', { name: 'Move Home up' })
    .click();
  await saveNavigation(page);
  expect(await siteNavigation(page)).toEqual(['Home', 'Shop', 'Journal', 'Events', 'About', 'Contact']);
});

test.describe('accessibility', () => {
  test('the sign-in screen has no axe violations', async ({ page }) => {
    await page.goto('/config');
    await expect(page.getByRole('heading', { name: 'Sign in to your site' })).toBeVisible();
    await expectNoAxeViolations(page, 'the editor sign-in screen');
  });

  test('the products panel has no axe violations', async ({ page }) => {
    await signInToEditor(page, '/config/products');
    await expect(page.getByRole('link', { name: 'Linen Shirt' })).toBeVisible();
    await expectNoAxeViolations(page, 'the editor products panel');
  });

  test('the other panels have no axe violations either', async ({ page }) => {
    await signInToEditor(page, '/config/products');
    await page.getByRole('link', { name: 'Linen Shirt' }).click();
    await expect(page.getByRole('heading', { name: 'Variants (6)' })).toBeVisible();
    await expectNoAxeViolations(page, 'the product editor');
    for (const [panel, ready] of [
      ['Inventory', 'Stock for Linen Shirt (S / Sand)'],
      ['Store settings', 'Store currency'],
      ['Checkout & restock', 'Minimum order subtotal ($)'],
      ['Navigation', 'Drag Home'],
      ['Header & footer', 'Announcement'],
      ['Language & region', 'Offer English (United Kingdom)'],
      ['Members', 'Role'],
    ] as const) {
      await openPanel(page, panel);
      await expect(page.getByLabel(ready, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page, `the ${panel} panel`);
    }
  });

  test('the sign-in screen shows the refusal and then the products panel at phone width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/config');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
    await page.getByLabel('Password').fill('e2e owner password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await openPanel(page, 'Products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'the products panel at phone width');
  });
});
