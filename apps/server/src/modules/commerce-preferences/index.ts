export { commercePreferencesRoutes } from './routes';
export {
  getCheckoutPreferences,
  getCommercePreferences,
  getExpressPreferences,
  getInstallmentPreferences,
  getOrderNotificationPreferences,
  getRestockPreferences,
  restockSuccessMessage,
} from './service';
