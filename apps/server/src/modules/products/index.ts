export { productRoutes } from './routes';
export { sanitizeDescription } from './description-html';
export { getProduct } from './service';
export { createProductIn, translateConflicts, updateProductIn } from './product-write';
export { findProductForImport, listProductDetailsAfter, listStorePages } from './product-lookup';
