export { createSiteResolver, normalizeHost, type SiteResolver } from './service';
export { parseStoreSettings, toSite, type Site } from './site';
export { countWebsites, listPrimaryHosts } from './queries';
export { parseStoredSettings, updateStoredSettings, type StoredSettings } from './settings-store';
