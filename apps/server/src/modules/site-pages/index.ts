export { sitePageRoutes, sitePagesApp } from './routes';
export { bumpLivePagesVersion } from './live-pages-version';
export {
  findHomeSitePage,
  findLiveDocument,
  findSitePageBySlug,
  findSitePageRow,
  listSitePageSlugs,
  listTakenSlugs,
  type LiveSitePageRow,
} from './queries';
export { effectivePageStatus, isPageLive, liveCopyOf } from './page-status';
export { parseDocument } from './page-view';
export {
  deleteSitePageIn,
  getSitePage,
  getSitePageRow,
  insertSitePage,
  type NewSitePage,
  type PageActor,
  type ItemPublishedHook,
  type SitePagesApp,
} from './service';
export { changeSitePageSettingsIn } from './page-settings';
export { publishSitePageIn, unpublishSitePageIn } from './page-publishing';
export { itemSlugTaken, pageFieldInvalid, pageInvalid, sitePageNotFound } from './errors';
export { replaceSitePageDraftIn } from './page-draft-replace';
