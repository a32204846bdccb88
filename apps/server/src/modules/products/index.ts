export { productRoutes } from './routes';
export { inventoryRoutes } from './inventory-routes';
export { sanitizeDescription } from './description-html';
