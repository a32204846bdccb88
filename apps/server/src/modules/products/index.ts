export { productRoutes } from './routes';
export { sanitizeDescription } from './description-html';
