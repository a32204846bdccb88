/**
 * Helpers for the analytics journeys: a browser's user agent the ingest counts (headless Chromium names
 * itself HeadlessChrome, which the bot filter drops), and the owner's dashboard figures read from its API.
 */
import { expect, type Page } from '@playwright/test';

export const SHOPPER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface DashboardFigures {
  visitors: number;
  pageViews: number;
  orders: number;
  revenueCents: number;
  funnel: Record<'productView' | 'addToCart' | 'checkoutStarted' | 'purchase', number>;
}

/** The overview's totals and funnel for the default range (the last 30 days), as the signed-in owner. */
export async function dashboardFigures(owner: Page): Promise<DashboardFigures> {
  const response = await owner.request.get('/config/api/analytics/overview');
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    totals: Omit<DashboardFigures, 'funnel'>;
    funnel: { step: keyof DashboardFigures['funnel']; count: number }[];
  };
  const funnel = { productView: 0, addToCart: 0, checkoutStarted: 0, purchase: 0 };
  for (const { step, count } of body.funnel) funnel[step] = count;
  const { visitors, pageViews, orders, revenueCents } = body.totals;
  return { visitors, pageViews, orders, revenueCents, funnel };
}

/** "$1,234.50" for 123450 (the dashboard shows the demo store's US dollars). */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
