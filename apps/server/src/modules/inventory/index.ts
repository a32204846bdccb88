export { inventoryRoutes } from './routes';
export { lockStock, returnStock, takeStock, type StockLevel } from './stock';
