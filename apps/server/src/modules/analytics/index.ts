// First-party analytics ingest (issue 12 part 4, docs/analytics-ingest.md): routes, the purchase hook,
// and the other modules' writes to its tables (form renders, the raw-row purge past retention).
export { analyticsRoutes } from './routes';
export { recordFormRenderEvent } from './form-render';
export { purchaseDedupeKey, withPurchaseEvents } from './purchase';
export { purgeRawAnalytics } from './retention-purge';
export { classifyUserAgent } from './user-agent';
