import type { AnswersDialog } from './AnswersDialog';
import type { ProductAnswers } from './ProductAnswers';

export type AnswersDialogComponent = typeof AnswersDialog;
export type ProductAnswersComponent = typeof ProductAnswers;

// The dialog, the form fields and their rules load only when a visitor adds an item that has a form or
// edits a cart line's answers: the product page's first load stays within its budget (decision 0012).

/** The product page's add-with-answers flow; null when its code cannot be loaded. */
export function loadProductAnswers(): Promise<ProductAnswersComponent | null> {
  return import('./ProductAnswers').then(
    (module) => module.ProductAnswers,
    () => null,
  );
}

/** The dialog alone (the cart page's answer editing); null when its code cannot be loaded. */
export function loadAnswersDialog(): Promise<AnswersDialogComponent | null> {
  return import('./AnswersDialog').then(
    (module) => module.AnswersDialog,
    () => null,
  );
}
