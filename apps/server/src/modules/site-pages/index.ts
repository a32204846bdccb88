export { sitePageRoutes, sitePagesApp } from './routes';
export {
  bumpLivePagesVersion,
  findHomeSitePage,
  findPublishedDocument,
  findSitePageBySlug,
  findSitePageRow,
  listSitePageSlugs,
  type LiveSitePageRow,
} from './queries';
export { effectivePageStatus, isPageLive } from './page-status';
export { parseDocument } from './page-view';
export type { SitePagesApp } from './service';
export { pageInvalid, sitePageNotFound } from './errors';
