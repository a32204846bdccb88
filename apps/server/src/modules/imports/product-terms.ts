import { TERM_SUBJECT } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { setSubjectTerms } from '../terms';

export interface ImportedTerms {
  tags: string[];
  categories: string[];
}

/** Gives an imported product its tags and categories (the file's), in the product's transaction. */
export async function applyProductTerms(
  trx: Executor,
  websiteId: string,
  productId: string,
  terms: ImportedTerms,
): Promise<void> {
  await setSubjectTerms(trx, websiteId, TERM_SUBJECT.product, productId, terms);
}
