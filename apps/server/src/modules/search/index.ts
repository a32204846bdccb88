// Site search (issue 22 part 4, decision 0054). Writers of products and pages call the reindex
// functions inside their own transactions; the storefront's /search page calls searchSite.
export {
  afterSearchRebuild,
  listSitesToIndex,
  reindexProduct,
  reindexSitePage,
  rebuildSiteSearch,
  type RebuildProgress,
} from './service';
export { nextSearchChange, searchSite, searchUrl, type SiteSearchInput } from './site-search';
export { displayedQuery, requestedPage } from './search-query';
