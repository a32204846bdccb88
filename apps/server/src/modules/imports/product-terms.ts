import type { Executor } from '@plinth/db';

export interface ImportedTerms {
  tags: string[];
  categories: string[];
}

/**
 * Gives an imported product its tags and categories, in the product's transaction.
 * NOT DONE YET: terms are written by modules/terms (branch i22-terms), merged when it lands; until
 * then the terms are read and checked but not stored.
 */
export async function applyProductTerms(
  _trx: Executor,
  _websiteId: string,
  _productId: string,
  _terms: ImportedTerms,
): Promise<void> {
  await Promise.resolve();
}
