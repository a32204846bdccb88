export { catalogRoutes } from './routes';
export { loadCollection, findProductByPath, findProduct, type CollectionWithProducts } from './service';
export { productUrl } from './product-view';
export { openCatalog, type CatalogReader } from './catalog-reader';
