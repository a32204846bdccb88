export { siteStylesRoutes } from './routes';
export { getSiteStyles, siteStylesBlock } from './service';
