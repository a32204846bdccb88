export { navigationRoutes } from './routes';
export {
  createNavigationCache,
  loadStorefrontNavigation,
  type NavigationCache,
  type StorefrontNavigation,
} from './site-layout';
export { addPageToMainNavigation, pageNavigationIndex, removePageFromNavigations } from './page-links';
