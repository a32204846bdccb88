/**
 * Issue 12's journey through every part: a shopper (with a browser's usual user agent) visits pages,
 * adds to the cart and buys with the test card; the owner's dashboard then counts the visit, the funnel
 * steps and the order with its revenue. In cookieless mode a visit sets no analytics cookie and is still
 * counted. Figures are compared with what the dashboard showed before, as other journeys sell too.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dashboardFigures, dollars, SHOPPER_USER_AGENT, type DashboardFigures } from '../support/analytics';
import { signInToEditor } from '../support/editor';
import { addButton, open, openProduct } from '../support/storefront';
import { fillCard, fillShopperAddress } from '../support/checkout';

test.describe.configure({ mode: 'serial' });

async function owner(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signInToEditor(page, '/config');
  return page;
}

async function shopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: SHOPPER_USER_AGENT });
  return context.newPage();
}

/** Waits until the dashboard's figures have taken in what the shopper did (beacons are asynchronous). */
async function expectFigures(ownerPage: Page, check: (figures: DashboardFigures) => boolean) {
  await expect.poll(async () => check(await dashboardFigures(ownerPage)), { timeout: 15_000 }).toBe(true);
}

test('a visit, an add to cart and a purchase reach the dashboard', async ({ browser }) => {
  const ownerPage = await owner(browser);
  const before = await dashboardFigures(ownerPage);

  const page = await shopper(browser);
  await open(page, '/');
  await open(page, '/shop');
  await openProduct(page, 'sticker-pack');
  await addButton(page).click();
  await expect(addButton(page)).toHaveText('Added!');
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShopperAddress(page, 'analytics.shopper@example.com');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'SS_ANALYTICS_ID')?.value).toMatch(/\w{8,}/);

  await expectFigures(
    ownerPage,
    (after) =>
      after.visitors === before.visitors + 1 &&
      after.pageViews >= before.pageViews + 5 &&
      after.orders === before.orders + 1 &&
      after.revenueCents > before.revenueCents &&
      after.funnel.productView === before.funnel.productView + 1 &&
      after.funnel.addToCart === before.funnel.addToCart + 1 &&
      after.funnel.checkoutStarted === before.funnel.checkoutStarted + 1 &&
      after.funnel.purchase === before.funnel.purchase + 1,
  );

  // The owner's panel shows the same figures.
  const after = await dashboardFigures(ownerPage);
  await ownerPage.goto('/config/analytics');
  const tile = (label: string) =>
    ownerPage.locator('.analytics-kpi').filter({ hasText: label }).locator('.analytics-kpi__value');
  await expect(tile('Visitors')).toHaveText(after.visitors.toLocaleString('en-US'));
  await expect(tile('Orders')).toHaveText(after.orders.toLocaleString('en-US'));
  await expect(tile('Revenue')).toHaveText(dollars(after.revenueCents));
  await ownerPage.close();
});

test('in cookieless mode a visit sets no analytics cookie and is still counted', async ({ browser }) => {
  const ownerPage = await owner(browser);
  const setMode = async (mode: 'cookies' | 'cookieless') => {
    const crumb =
      (await ownerPage.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const current = (await (await ownerPage.request.get('/config/api/analytics/settings')).json()) as object;
    const saved = await ownerPage.request.put('/config/api/analytics/settings', {
      data: { ...current, mode },
      headers: { 'x-csrf-token': crumb },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await setMode('cookieless');
  try {
    const before = await dashboardFigures(ownerPage);
    const page = await shopper(browser);
    await page
      .context()
      .addCookies([{ name: 'ss_cvr', value: 'left-over', url: new URL('/', ownerPage.url()).toString() }]);
    await open(page, '/shop');
    await open(page, '/');
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('SS_ANALYTICS_ID');
    expect(names).not.toContain('ss_cvr');
    expect(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID'))).toBeNull();
    await expectFigures(
      ownerPage,
      (after) => after.visitors === before.visitors + 1 && after.pageViews === before.pageViews + 2,
    );
  } finally {
    await setMode('cookies');
    await ownerPage.close();
  }
});
