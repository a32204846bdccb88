export { sitePageRoutes, sitePagesApp } from './routes';
export {
  bumpLivePagesVersion,
  findHomeSitePage,
  findSitePageBySlug,
  findSitePageRow,
  listSitePageSlugs,
} from './queries';
export { effectivePageStatus, isPageLive } from './page-status';
export { parseDocument } from './page-view';
export type { SitePagesApp } from './service';
