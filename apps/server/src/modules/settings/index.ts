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
export type { ResolvedLink, SiteLayoutEntry } from './navigation-schema';
export { getMultilingualSettings } from './multilingual-service';
export { SUPPORTED_LANGUAGES, findSupportedLanguage } from './supported-languages';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getRestockPreferences,
} from './commerce-preferences-service';
export {
  restockSuccessMessage,
  type CheckoutPreferences,
  type RestockPreferences,
} from './commerce-preferences-schema';
export { linkUrlProblem } from '@plinth/contracts';
