export { commercePreferencesRoutes } from './routes';
