export { commercePreferencesRoutes } from './routes';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './service';
