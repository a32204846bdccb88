export { pageRoutes } from './routes';
export { createPageCache, type PageCache } from './page-render';
