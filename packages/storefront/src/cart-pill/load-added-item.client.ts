import type { AddedItem } from './AddedItem';

export type AddedItemComponent = typeof AddedItem;

/**
 * The popover's item and links, loaded on the first add to cart so the product page's first load stays
 * within its budget (decision 0012); null when the code cannot be loaded (the text still shows).
 */
export function loadAddedItem(): Promise<AddedItemComponent | null> {
  return import('./AddedItem').then(
    (module) => module.AddedItem,
    () => null,
  );
}
