export { multilingualRoutes } from './routes';
export { getMultilingualSettings } from './service';
export { SUPPORTED_LANGUAGES } from './supported-languages';
