export { storeCreationRoutes } from './routes';
