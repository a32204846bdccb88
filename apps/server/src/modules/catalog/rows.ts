import type { CollectionRow, Executor, ProductRow, VariantRow } from '@plinth/db';
import { findCollectionById, findProductById, listVariants } from './queries';

/**
 * Catalogue rows by id for other modules (products reads what it edits through these), so no module
 * calls another module's queries.ts.
 */
export async function findCollectionRow(
  executor: Executor,
  websiteId: string,
  collectionId: string,
): Promise<CollectionRow | null> {
  return findCollectionById(executor, websiteId, collectionId);
}

export async function findProductRow(
  executor: Executor,
  websiteId: string,
  productId: string,
): Promise<ProductRow | null> {
  return findProductById(executor, websiteId, productId);
}

/** The variants of these products, by product then position. */
export async function listProductVariants(
  executor: Executor,
  productIds: readonly string[],
): Promise<VariantRow[]> {
  return listVariants(executor, productIds);
}
