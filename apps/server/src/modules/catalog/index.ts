export { catalogRoutes } from './routes';
export {
  loadCollection,
  findProductByPath,
  findProduct,
  findProductForPreview,
  listPublicProducts,
  type CollectionWithProducts,
  type ProductSeo,
  type PublicProduct,
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
