export { multilingualRoutes } from './routes';
export { getMultilingualSettings } from './service';
