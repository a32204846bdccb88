export { pageRoutes, renderErrorPage } from './routes';
export { createPageCache, type PageCache } from './page-render';
export { renderFormResultPage } from './form-result-page';
