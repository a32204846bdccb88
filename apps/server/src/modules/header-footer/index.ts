export { headerFooterRoutes } from './routes';
export { getHeaderFooter } from './service';
