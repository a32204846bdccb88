export { createSiteResolver, normalizeHost, type SiteResolver } from './service';
export { parseStoreSettings, toSite, type Site } from './site';
export { countWebsites, listPrimaryHosts } from './queries';
export {
  parseStoredSettings,
  updateStoredSettings,
  updateWebsiteSettings,
  type StoredSettings,
  type WebsiteSettingsRow,
} from './settings-store';
