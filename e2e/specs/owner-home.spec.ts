/**
 * Issue 13 part 7: /config opens on the owner's home. After a shopper buys with the test card, the
 * home's figures count the order and its best seller; every card links to its panel; desktop and phone
 * widths, axe at 0 violations. Figures are compared with what the home said before, as other journeys
 * sell too.
 */
import { expect, test, type Page } from '@playwright/test';
import type { OwnerHome } from '@plinth/contracts';
import { dollars, SHOPPER_USER_AGENT } from '../support/analytics';
import { expectNoAxeViolations } from '../support/axe';
import { fillCard, fillShopperAddress } from '../support/checkout';
import { signInToEditor } from '../support/editor';
import { addButton, open, openProduct } from '../support/storefront';

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe.configure({ mode: 'serial' });

let before: OwnerHome;

async function homeFigures(page: Page): Promise<OwnerHome> {
  return (await (await page.request.get('/config/api/home')).json()) as OwnerHome;
}

test.beforeAll(async ({ browser }) => {
  const owner = await browser.newPage();
  await signInToEditor(owner, '/config');
  before = await homeFigures(owner);
  await owner.close();

  const context = await browser.newContext({ userAgent: SHOPPER_USER_AGENT });
  const page = await context.newPage();
  await openProduct(page, 'sticker-pack');
  await addButton(page).click();
  await expect(addButton(page)).toHaveText('Added!');
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillShopperAddress(page, 'home.shopper@example.com');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
  await context.close();
});

for (const device of DEVICES) {
  test(`the owner opens on the home, which counts the new order (${device.name})`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    await signInToEditor(page, '/config');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL(/\/config$/);
    const now = await homeFigures(page);
    const figure = (label: string) =>
      page.getByRole('list', { name: 'Figures' }).getByRole('link').filter({ hasText: label });
    await expect(figure('Orders today')).toContainText(String(before.sales!.today.orders + 1));
    await expect(figure('Orders today')).toContainText(dollars(now.sales!.today.revenueCents));
    expect(now.sales!.today.revenueCents).toBeGreaterThan(before.sales!.today.revenueCents);
    await expect(figure('To fulfil')).toContainText(String(before.sales!.unfulfilled + 1));
    const bestSellers = page.getByRole('region', { name: 'Best sellers this week' });
    await expect(bestSellers.getByRole('link', { name: 'Sticker Pack' })).toBeVisible();
    const lowStock = page.getByRole('region', { name: 'Low stock' });
    await expect(lowStock).toContainText('or fewer left');
    await expect(page.getByRole('region', { name: 'Recent form submissions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting for a restock' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      device.viewport.width,
    );
    await expectNoAxeViolations(page, `the owner's home (${device.name})`);
    await page.screenshot({ path: `../.tmp/e2e-results/owner-home-${device.name}.png`, fullPage: true });

    await figure('To fulfil').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
}
