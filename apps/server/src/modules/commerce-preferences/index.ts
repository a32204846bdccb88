export { commercePreferencesRoutes } from './routes';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getExpressPreferences,
  getCardTestingPreferences,
  getInstallmentPreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './service';
