export { instanceRoutes } from './routes';
