export { catalogRoutes } from './routes';
export { loadCollection, findProductByPath, findProduct, type CollectionWithProducts } from './service';
export { productUrl, toProductView } from './product-view';
export { findCollectionById, findProductById, listVariants } from './queries';
export {
  createCatalogCache,
  openCatalog,
  openCatalogAtLastSeenVersion,
  type CatalogApp,
  type CatalogCache,
  type CatalogReader,
} from './catalog-reader';
