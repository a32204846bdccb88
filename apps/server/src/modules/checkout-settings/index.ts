export { checkoutSettingsRoutes } from './routes';
