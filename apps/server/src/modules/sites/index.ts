export { createSiteResolver, normalizeHost, type HostMatch, type SiteResolver } from './service';
export { lowStockThreshold, parseStorePreferences, toSite, type Site } from './site';
export {
  countSites,
  findWebsiteTitle,
  listPrimaryHosts,
  listWebsiteIds,
  lockSite,
  raiseCatalogVersion,
} from './websites';
export { parseStoredSettings, type StoredSettings } from './stored-settings';
export { readStoredSection, withStoredSection } from './stored-section';
export {
  updateStoredSettings,
  updateStoredSettingsIn,
  updateWebsiteSettings,
  type WebsiteSettingsRow,
} from './settings-store';
export { insertSite, type NewWebsite } from './new-website';
export { hostTaken } from './errors';
export { siteAddressRoutes } from './routes';
export { cancelSiteDeletion, loadSiteAddresses, replaceSiteHosts, scheduleSiteDeletion } from './addresses';
export { purgeDeletedSites, SITE_PURGE_INTERVAL_MS } from './site-purge';
