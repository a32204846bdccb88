export { pageRoutes } from './routes';
