export { createSiteResolver, normalizeHost, type SiteResolver } from './service';
export { parseStoreSettings, toSite, type Site } from './site';
export { countWebsites, listPrimaryHosts, lockWebsite } from './queries';
export { parseStoredSettings, type StoredSettings } from './stored-settings';
export { updateStoredSettings, updateWebsiteSettings, type WebsiteSettingsRow } from './settings-store';
