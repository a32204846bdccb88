// The storefront's analytics tracker (issue 12 parts 1, 2, 3, 5): its bundles, its tag on every page, and
// the member-role cookie it reads (decision 0043).
export { trackerRoutes } from './routes';
export { scriptSafeJson, trackerPageTag, type TrackerPage, type TrackerPageTag } from './page-tag';
export { clearMemberRoleCookie, setMemberRoleCookie } from './member-role-cookie';
