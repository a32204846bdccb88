export { inventoryRoutes } from './routes';
export { lockStock, readStock, returnStock, takeStock, type StockLevel } from './stock';
