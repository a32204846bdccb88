/**
 * The analytics tracker in a real browser (issue 12 parts 1, 2, 3, 5): the page view beacon and its
 * fields, the analytics id's cookie and storage with their 390-day lifetime, ids kept across pages, add
 * to cart's event, cookieless mode, the cookie banner, and the performance collector's post when the
 * page is hidden. The ingest answers 202 here (page.route), so the journey does not depend on it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addButton, open, openProduct, productCard } from '../support/storefront';

const EVENTS = '/api/v1/clanker/events';
const PERFORMANCE = '/api/1/performance/records';
const DAY_S = 86_400;

interface SentEvent {
  name: string;
  content: Record<string, unknown>;
}

/** Accepts what the tracker sends (202) and records each event, in order. */
async function recordEvents(
  context: BrowserContext,
): Promise<{ events: SentEvent[]; performance: unknown[][] }> {
  const events: SentEvent[] = [];
  const performance: unknown[][] = [];
  await context.route(`**${EVENTS}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {
      eventContent: string;
      eventSchemaName: string;
    };
    events.push({
      name: body.eventSchemaName,
      content: JSON.parse(body.eventContent) as Record<string, unknown>,
    });
    await route.fulfill({ status: 202, body: '' });
  });
  await context.route(`**${PERFORMANCE}`, async (route) => {
    performance.push(JSON.parse(route.request().postData() ?? '[]') as unknown[]);
    await route.fulfill({ status: 202, body: '' });
  });
  await context.route('**/api/census/**', (route) => route.fulfill({ status: 202, body: '' }));
  return { events, performance };
}

function named(events: SentEvent[], name: string): SentEvent[] {
  return events.filter((e) => e.name === name);
}

/** Serves the page with its tracker config changed, as the owner's settings would make it. */
async function withConfig(page: Page, path: string, change: Record<string, unknown>): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="plinth-tracker-config">)(.*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...(JSON.parse(json) as object), ...change })}${close}`,
    );
    await route.fulfill({ response, body: html });
  });
}

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`analytics tracker (${label})`, () => {
    test.use({ viewport });

    test('a page view beacon with the event shape, a 390-day analytics id, and the same ids on the next page', async ({
      page,
      context,
    }) => {
      const { events } = await recordEvents(context);
      await open(page, '/shop?utm=1');
      await expect.poll(() => named(events, 'PageView').length).toBe(1);
      const [view] = named(events, 'PageView');
      const cookies = await context.cookies();
      const idCookie = cookies.find((c) => c.name === 'SS_ANALYTICS_ID');
      expect(idCookie?.value).toMatch(/^[0-9a-f]{32}$/);
      const lifetimeDays = ((idCookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
      expect(lifetimeDays).toBeGreaterThan(389.9);
      expect(lifetimeDays).toBeLessThanOrEqual(390);
      expect(idCookie?.sameSite).toBe('Lax');
      const stored = await page.evaluate(() => ({
        id: localStorage.getItem('SS_ANALYTICS_ID'),
        expires: Number(localStorage.getItem('SS_ANALYTICS_EXPIRATION')),
        session: sessionStorage.getItem('SS_SESSION_ID'),
      }));
      expect(stored.id).toBe(idCookie?.value);
      expect((stored.expires - Date.now()) / 1000 / DAY_S).toBeGreaterThan(389.9);
      expect(view?.content).toMatchObject({
        analytics_id: idCookie?.value,
        session_id: (JSON.parse(stored.session ?? '{}') as { value: string }).value,
        page_path: '/shop',
        page_query: '?utm=1',
        page_host: new URL(page.url()).host,
        browser_width: viewport.width,
        browser_height: viewport.height,
        custom_schema_name: 'PageView',
        source_environment: 'dev',
        is_first_session: true,
        templateId: 'shop',
      });

      await open(page, '/');
      await expect.poll(() => named(events, 'PageView').length).toBe(2);
      const next = named(events, 'PageView')[1];
      expect(next?.content).toMatchObject({
        analytics_id: view?.content.analytics_id,
        session_id: view?.content.session_id,
        page_path: '/',
        is_first_session: false,
      });
    });

    test("add to cart sends AddToCart: 'plp' from the shop list, 'pdp' from the product page", async ({
      page,
      context,
    }) => {
      const { events } = await recordEvents(context);
      await open(page, '/shop');
      await addButton(productCard(page, 'Sticker Pack')).click();
      await expect.poll(() => named(events, 'AddToCart').length).toBe(1);
      expect(named(events, 'AddToCart')[0]?.content).toMatchObject({
        product_page: 'plp',
        product_name: 'Sticker Pack',
        cart_id: expect.any(String),
        website_id: expect.any(String),
      });
      await expect.poll(() => named(events, 'CartAnalytics').length).toBe(1);
      expect(named(events, 'CartAnalytics')[0]?.content).toMatchObject({ num_items_in_cart: 1 });

      await openProduct(page, 'linen-shirt');
      await expect.poll(() => named(events, 'ProductView').length).toBe(1);
      await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
      await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
      await addButton(page).click();
      await expect.poll(() => named(events, 'AddToCart').length).toBe(2);
      expect(named(events, 'AddToCart')[1]?.content).toMatchObject({ product_page: 'pdp' });
    });

    test('cookieless mode sets no analytics cookie and clears ss_cid and the like', async ({
      page,
      context,
    }) => {
      const { events } = await recordEvents(context);
      const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
      await context.addCookies(
        ['ss_cid', 'ss_cvr', 'ss_cvt'].map((name) => ({ name, value: '1', url: `${origin}/` })),
      );
      await withConfig(page, '/shop', { cookieless: true });
      await open(page, '/shop');
      await expect.poll(() => named(events, 'PageView').length).toBe(1);
      expect(named(events, 'PageView')[0]?.content).toMatchObject({ analytics_id: '', cookieless: true });
      const names = (await context.cookies()).map((c) => c.name);
      for (const name of ['SS_ANALYTICS_ID', 'ss_cid', 'ss_cvr', 'ss_cvt']) expect(names).not.toContain(name);
      expect(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID'))).toBeNull();
    });

    test('the cookie banner asks once; Allow lets the next page set the analytics cookie', async ({
      page,
      context,
    }) => {
      await recordEvents(context);
      await withConfig(page, '/', { restrictiveCookiePolicy: true, cookieBanner: true });
      await open(page, '/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: `../.tmp/e2e-results/cookie-banner-${label}.png` });
      expect((await context.cookies()).map((c) => c.name)).not.toContain('SS_ANALYTICS_ID');
      await banner.getByRole('button', { name: 'Allow' }).click();
      await expect(banner).toBeHidden();
      await open(page, '/');
      expect((await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('true');
      await expect
        .poll(async () => (await context.cookies()).map((c) => c.name))
        .toContain('SS_ANALYTICS_ID');
      await expect(banner).toHaveCount(0);
    });

    test('the performance collector posts a PerformanceEvent array when the page is hidden', async ({
      page,
      context,
    }) => {
      const { performance: records } = await recordEvents(context);
      const collector = page.waitForRequest(/\/assets\/tracker\/collector\./);
      await open(page, '/shop');
      await collector;
      // The tab is put away (hidden), again until the collector, which runs once its script has
      // loaded, has posted: it posts once, however often the page is hidden.
      await expect
        .poll(async () => {
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
          });
          return records.length;
        })
        .toBeGreaterThanOrEqual(1);
      await page.waitForLoadState('networkidle');
      expect(records).toHaveLength(1);
      const [batch] = records;
      expect(batch).toHaveLength(1);
      expect(batch?.[0]).toMatchObject({
        app: 'plinth-storefront',
        event: 'load',
        pageLoadId: expect.stringMatching(/^[0-9a-f]{32}$/),
        raw: true,
        data: {
          action: 'load',
          owner: 'web_performance',
          schema: 'Performance',
          page_path: '/shop',
          time_to_first_byte_ms: expect.any(Number) as unknown,
          first_contentful_paint_ms: expect.any(Number) as unknown,
        },
      });
    });
  });
}
