export { catalogRoutes } from './routes';
export {
  loadCollection,
  findProductByPath,
  findProduct,
  type CollectionWithProducts,
  type ProductSeo,
} from './service';
export { productUrl, toProductView } from './product-view';
export { findCollectionRow, findProductRow, listProductVariants } from './rows';
export {
  createCatalogCache,
  openCatalog,
  openCatalogAtLastSeenVersion,
  type CatalogApp,
  type CatalogCache,
  type CatalogReader,
} from './catalog-reader';
