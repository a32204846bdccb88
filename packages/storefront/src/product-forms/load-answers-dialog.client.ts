import type { AnswersDialog } from './AnswersDialog';

export type AnswersDialogComponent = typeof AnswersDialog;

/**
 * The dialog and the form fields load only when a visitor adds an item that has a form: the product
 * page's first load stays within its budget (docs/decisions/0012). Null when the code cannot be loaded.
 */
export function loadAnswersDialog(): Promise<AnswersDialogComponent | null> {
  return import('./AnswersDialog').then(
    (module) => module.AnswersDialog,
    () => null,
  );
}
