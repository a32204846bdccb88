/**
 * @plinth/tracker (issue 12): the storefront's analytics tracker, its events API for islands, its
 * cookie banner and its performance collector, built by `npm run build` into dist/ (browser bundles);
 * the server reads dist/ through "@plinth/tracker/manifest".
 */
export { startTracker, readTrackerConfig } from './tracker.client';
export { startEvents, type Track } from './events.client';
