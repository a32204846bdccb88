import type { AnalyticsOverview, AnalyticsSeriesPoint, WebVitalsReport } from '@plinth/contracts/schemas';

const point = (day: string, visitors: number, pageViews: number, orders = 0): AnalyticsSeriesPoint => ({
  day,
  visitors,
  pageViews,
  orders,
  revenueCents: orders * 2500,
});

/** An overview of three days with a sale, and the period before with less traffic. */
export const OVERVIEW: AnalyticsOverview = {
  range: { from: '2026-03-08', to: '2026-03-10' },
  previousRange: { from: '2026-03-05', to: '2026-03-07' },
  currency: 'USD',
  totals: { visitors: 4, pageViews: 5, orders: 2, revenueCents: 5000, conversionRate: 0.5 },
  previousTotals: { visitors: 2, pageViews: 5, orders: 0, revenueCents: 0, conversionRate: 0 },
  series: [point('2026-03-08', 2, 3, 2), point('2026-03-09', 2, 0), point('2026-03-10', 2, 2)],
  previousSeries: [point('2026-03-05', 1, 2), point('2026-03-06', 1, 3), point('2026-03-07', 0, 0)],
  pages: [
    { value: '/', views: 3, visitors: 3 },
    { value: '/shop', views: 2, visitors: 2 },
  ],
  referrers: [{ value: 'google.com', views: 1, visitors: 1 }],
  utmSources: [{ value: 'newsletter', views: 1, visitors: 1 }],
  devices: [{ value: 'desktop', views: 4, visitors: 3 }],
  browsers: [{ value: 'Safari', views: 1, visitors: 1 }],
  countries: [],
  funnel: [
    { step: 'productView', count: 4 },
    { step: 'addToCart', count: 2 },
    { step: 'checkoutStarted', count: 2 },
    { step: 'purchase', count: 2 },
  ],
  products: [
    { itemId: 'p1', name: 'Linen Shirt', views: 4, addToCarts: 2, purchases: 2, revenueCents: 5000 },
  ],
  searchTerms: [{ term: 'linen', count: 2 }],
  forms: [{ formId: 'f1', name: 'Contact us', renders: 2, submissions: 1, conversionRate: 0.5 }],
};

export const EMPTY_OVERVIEW: AnalyticsOverview = {
  ...OVERVIEW,
  totals: { visitors: 0, pageViews: 0, orders: 0, revenueCents: 0, conversionRate: 0 },
  previousTotals: { visitors: 0, pageViews: 0, orders: 0, revenueCents: 0, conversionRate: 0 },
  series: OVERVIEW.series.map((p) => ({ ...p, visitors: 0, pageViews: 0, orders: 0, revenueCents: 0 })),
  previousSeries: null,
  pages: [],
  referrers: [],
  utmSources: [],
  devices: [],
  browsers: [],
  funnel: OVERVIEW.funnel.map((step) => ({ ...step, count: 0 })),
  products: [],
  searchTerms: [],
  forms: [],
};

export const VITALS: WebVitalsReport = {
  range: OVERVIEW.range,
  rows: [
    {
      pagePath: '/',
      device: 'desktop',
      samples: 4,
      lcp: { p75: 3000, rating: 'needs-improvement' },
      inp: { p75: 120, rating: 'good' },
      cls: { p75: 0.3, rating: 'poor' },
      fcp: null,
      ttfb: null,
    },
  ],
};
