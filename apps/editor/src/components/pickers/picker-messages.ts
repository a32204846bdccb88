import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * The product, collection and form pickers' words. The load failure, Try again and Load More are seed 001's
 * (section 8, "Loading"; section 2, the file browser's Load More); the rest are Plinth's own.
 */
export const PICKER_MESSAGES = {
  // Seed 001 section 8
  unableToLoadResults: 'Unable to load results',
  unableToLoadCollections: 'Unable to load collections',
  tryAgain: 'Try again',
  // Seed 001 section 2
  loadMore: 'Load More',

  // Plinth's own
  chooseProduct: 'Choose a product',
  chooseCollection: 'Choose a store page',
  searchProducts: 'Search products',
  searchCollections: 'Search store pages',
  searchProductsHint: 'Search by title or SKU',
  clear: 'Clear',
  chosen: 'chosen',
  noProducts: 'Your store has no products yet.',
  noCollections: 'Your site has no store pages yet.',
  noMatch: 'Nothing matches “{query}”.',
  resultCount: '{count} results',
  oneResult: '1 result',
  showingSome: 'Showing {shown} of {count} results',
  productCount: '{count} products',
  oneProduct: '1 product',
  productGone: 'This product is no longer in your store. Choose another one.',
  collectionGone: 'This store page no longer exists. Choose another one.',
  chooseForm: 'Choose a form',
  searchForms: 'Search forms',
  noForms: 'Your site has no forms yet.',
  formGone: 'This form no longer exists. Choose another one.',
  createForm: 'Create form',
  editForm: 'Open in Forms',
  listKeys: 'Use the up and down arrows to move through the results and Enter to choose one.',
} as const;

export const pickerMessage: (id: keyof typeof PICKER_MESSAGES, params?: MessageParams) => string =
  defineMessages(PICKER_MESSAGES).format;
