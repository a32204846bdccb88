// First-party analytics ingest (issue 12 part 4, docs/analytics-ingest.md): routes and the purchase hook.
export { analyticsRoutes } from './routes';
export { purchaseDedupeKey, withPurchaseEvents } from './purchase';
export { classifyUserAgent } from './user-agent';
