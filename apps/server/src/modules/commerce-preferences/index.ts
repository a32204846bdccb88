export { commercePreferencesRoutes } from './routes';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getExpressPreferences,
  getCardTestingPreferences,
  getInstallmentPreferences,
  getOrderNotificationPreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './service';
