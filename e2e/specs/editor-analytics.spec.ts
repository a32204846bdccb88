import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { dashboardFigures, dollars, type DashboardFigures } from '../support/analytics';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';

/**
 * Issue 12 part 6, the editor's part: the owner opens Analytics and reads the figures of seeded visits
 * and a sale, switches the traffic chart to its table, changes the range, exports a CSV and switches
 * tracking to cookieless, at desktop and phone widths.
 *
 * Visits on days before today cannot be made by a browser, so the rows are written straight into the
 * server's SQLite file (E2E_DATA_DIR, which playwright.config.ts makes); analytics-pipeline.spec.ts is
 * the journey through the tracker and the ingest. The figures are compared with what the dashboard
 * showed before the seeding, as the journeys before this one visit and sell too.
 */

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQLite file of the journeys' server (playwright.config.ts makes its data folder). */
function serverDatabasePath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'plinth.sqlite');
}

/** Visits over the last days (two visitors today, one of them buying) and a product's funnel. */
function seedVisits(websiteId: string): void {
  const db = new BetterSqlite3(serverDatabasePath());
  const insert = db.prepare(
    `INSERT INTO analytics_events (id, website_id, occurred_at, event, visitor_key, page_path, referrer_host,
       device, browser, item_id, value_cents, currency, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', '{}')`,
  );
  const product = db
    .prepare(`SELECT id FROM products WHERE website_id = ? AND url_id = 'linen-shirt'`)
    .get(websiteId) as { id: string };
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS - 60_000).toISOString();
  const rows: [number, string, string, string, string, number][] = [
    [3, 'PageView', 'e2e-a', '/', 'search.example', 0],
    [3, 'PageView', 'e2e-a', '/shop', '', 0],
    [2, 'PageView', 'e2e-b', '/', '', 0],
    [0, 'PageView', 'e2e-c', '/shop', 'news.example', 0],
    [0, 'ProductView', 'e2e-c', '/shop', '', 0],
    [0, 'AddToCart', 'e2e-c', '/shop', '', 4500],
    [0, 'CheckoutStarted', 'e2e-c', '/checkout', '', 0],
    [0, 'Purchase', 'e2e-c', '', '', 4500],
  ];
  db.transaction(() => {
    for (const [daysAgo, event, visitor, path, referrer, cents] of rows) {
      const item = ['ProductView', 'AddToCart', 'Purchase'].includes(event) ? product.id : '';
      insert.run(
        randomBytes(12).toString('hex'),
        websiteId,
        at(daysAgo),
        event,
        visitor,
        path,
        referrer,
        'desktop',
        'Chrome',
        item,
        cents,
      );
    }
  })();
  db.close();
}

async function openAnalytics(page: Page) {
  await signInToEditor(page, '/config/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

// What the dashboard counted before the seeding: the journeys before this one visit and sell too.
let before: DashboardFigures;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInToEditor(page, '/config');
  const session = (await (await page.request.get('/config/api/session')).json()) as { currentSiteId: string };
  before = await dashboardFigures(page);
  seedVisits(session.currentSiteId);
  await page.close();
});

for (const device of DEVICES) {
  test(`the owner reads the dashboards, a chart's table, another range and a CSV (${device.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await openAnalytics(page);
    const tile = (label: string) => page.locator('.analytics-kpi').filter({ hasText: label });
    const visitors = (before.visitors + 3).toLocaleString('en-US');
    await expect(tile('Visitors').locator('.analytics-kpi__value')).toHaveText(visitors);
    await expect(tile('Page views').locator('.analytics-kpi__value')).toHaveText(
      (before.pageViews + 4).toLocaleString('en-US'),
    );
    await expect(tile('Orders').locator('.analytics-kpi__value')).toHaveText(
      (before.orders + 1).toLocaleString('en-US'),
    );
    await expect(tile('Revenue').locator('.analytics-kpi__value')).toHaveText(
      dollars(before.revenueCents + 4500),
    );
    await expect(page.getByText(/\d+ visitors? now/)).toBeVisible();

    const traffic = page
      .locator('section.analytics-card')
      .filter({ has: page.getByRole('heading', { name: 'Traffic' }) });
    await traffic.getByRole('button', { name: 'Show as table' }).click();
    await expect(traffic.getByRole('table')).toBeVisible();
    const funnel = page
      .locator('section.analytics-card')
      .filter({ has: page.getByRole('heading', { name: 'Store funnel' }) });
    await funnel.getByRole('button', { name: 'Show as table' }).click();
    await expect(
      funnel.getByRole('row', { name: new RegExp(`Purchased ${before.funnel.purchase + 1}\\b`) }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Top products' }).getByRole('row', { name: /Linen Shirt/ }),
    ).toBeVisible();
    await page.screenshot({ path: `../.tmp/e2e-results/analytics-${device.name}.png`, fullPage: true });
    await expectNoAxeViolations(page, `the Analytics panel (${device.name})`);

    // Last 7 days: every seeded day is inside it, and so is every other journey's visit (today's).
    await page.getByLabel('Last 7 days').check();
    await expect(tile('Visitors').locator('.analytics-kpi__value')).toHaveText(visitors);

    const download = page.waitForEvent('download');
    await traffic.getByRole('link', { name: /Export CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-traffic-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}

test('the owner switches tracking to cookieless and it stays saved', async ({ page }) => {
  await openAnalytics(page);
  await page.getByLabel('Cookieless').check();
  const days = page.getByLabel('Keep raw events for (days)');
  await days.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Keep raw events at least 1 day')).toBeVisible();
  await days.fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cookieless')).toBeChecked();
  await expect(page.getByLabel('Keep raw events for (days)')).toHaveValue('30');

  // Back as it was, so the journeys after this one see the demo's cookie mode.
  await page.getByLabel('With an analytics cookie').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});
