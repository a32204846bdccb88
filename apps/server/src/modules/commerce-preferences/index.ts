export { commercePreferencesRoutes } from './routes';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getExpressPreferences,
  getInstallmentPreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './service';
