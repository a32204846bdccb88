export { sitePageRoutes, sitePagesApp } from './routes';
export {
  bumpLivePagesVersion,
  findHomeSitePage,
  findLiveDocument,
  findSitePageBySlug,
  findSitePageRow,
  listSitePageSlugs,
  type LiveSitePageRow,
} from './queries';
export { effectivePageStatus, isPageLive, liveCopyOf } from './page-status';
export { parseDocument } from './page-view';
export type { SitePagesApp } from './service';
export { pageInvalid, sitePageNotFound } from './errors';
