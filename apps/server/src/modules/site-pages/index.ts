export { sitePageRoutes, sitePagesApp } from './routes';
export { findHomeSitePage, findSitePageBySlug, findSitePageRow, listSitePageSlugs } from './queries';
export { effectivePageStatus, isPageLive, liveCopyOf } from './page-status';
export { parseDocument } from './page-view';
export type { SitePagesApp } from './service';
