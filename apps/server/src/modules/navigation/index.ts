export { settingsRoutes } from './routes';
export { getHeaderFooter } from './header-footer-service';
export type { HeaderFooter, SiteFooter, SiteHeader } from '@plinth/contracts';
export {
  createNavigationCache,
  loadSiteLayout,
  loadStorefrontNavigation,
  type NavigationCache,
  type StorefrontNavigation,
} from './site-layout';
export type { ResolvedLink, SiteLayoutEntry } from '@plinth/contracts';
export { getMultilingualSettings } from './multilingual-service';
export { SUPPORTED_LANGUAGES, findSupportedLanguage } from './supported-languages';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './commerce-preferences-service';
export { linkUrlProblem } from '@plinth/contracts';
