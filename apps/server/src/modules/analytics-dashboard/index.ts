// The owner's analytics dashboards, the rollups and raw-row retention (issue 12 parts 4 and 6).
export { analyticsDashboardRoutes } from './routes';
export { foldBucket, rollUpAllSites, rollUpSite, MAX_BUCKETS_PER_RUN } from './rollup';
export { countVisitors } from './overview';
