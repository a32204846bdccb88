import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * Every user-facing text of the storefront, once (seed 000 sections 2, 4, 5, 8 and 9). Spec texts are
 * quoted exactly, including "…" and missing full stops. Placeholders are {name}; fill them with
 * formatMessage. A translation replaces this object with one of the same shape.
 */
export const MESSAGES = {
  // Product form and buttons (sections 4 and 9)
  addToCart: 'Add To Cart',
  adding: 'Adding…',
  added: 'Added!',
  subscribe: 'Subscribe',
  // Plinth's own: a subscribable item is bought through its Subscribe button, never added to the cart
  subscriptionOnly: 'This product is sold by subscription. Use its Subscribe button.',
  quickView: 'Quick View',
  selectOptionButton: 'Select Option',
  soldOutButton: 'Sold out',
  soldOutBadge: 'sold out',
  saleBadge: 'sale',
  salePriceLabel: 'Sale price',
  originalPriceLabel: 'Original price',
  quantityLabel: 'Quantity',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  scarcity: 'Only {qty} left in stock',

  // Add-to-cart validation (section 5)
  selectOneOption: 'Please select the {option} option.',
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  selectManyOptions: 'Please select the {options} and {lastOption} options.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  insufficientStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  quantityTooLarge: 'Quantity must be 9999 or less.',
  giftCardDenomination: 'Select a denomination for the Gift Card',

  // Add-to-cart failures (section 8)
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',

  // Cart (sections 8 and 9)
  cart: 'Cart',
  cartOneItem: 'One item in cart',
  cartItems: '{n} items in cart',
  cartMoreThanCap: 'More than 100 items in cart',
  cartCountCapped: '100+',
  addedToCart: '{productName} was added to your cart.',
  cartEmpty: 'You have nothing in your shopping cart.',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  checkConnection: 'Please check your internet connection.',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  subtotal: 'Subtotal',
  // Issue 23 §5 (Shopify's and Dawn's words; the seeds have none for it): under the cart's subtotal.
  taxesAndShippingAtCheckout: 'Taxes and shipping calculated at checkout',
  remove: 'Remove',
  checkout: 'Checkout',
  // Plinth's own: the limits on one cart's size (security review L5)
  cartLinesLimit: 'Sorry, a cart can hold at most {max} different items.',
  cartQuantityLimit: 'Sorry, a cart can hold at most {max} items in all.',
  cartFormsLimit: 'Sorry, the form answers in this cart are too long. Please shorten them or remove an item.',
  update: 'Update',
  continueShopping: 'Continue shopping',
  close: 'Close',

  // Quick view (seed 000 section 2; the load failure and Retry texts are seed 001's)
  loading: 'Loading…',
  unableToLoad: 'Unable to load. Try again.',
  retry: 'Retry',
  viewFullDetails: 'View full details',

  // Subscriptions (section 5); the phrasing is Plinth's: "Every 3 months for 1 year"
  subscriptionEvery: 'Every {period}',
  subscriptionEveryFor: 'Every {period} for {duration}',
  week: 'week',
  month: 'month',
  year: 'year',
  oneWeek: '1 week',
  oneMonth: '1 month',
  oneYear: '1 year',
  countWeeks: '{count} weeks',
  countMonths: '{count} months',
  countYears: '{count} years',
  unavailable: 'Unavailable',
  // Issue 13 part 5: a subscribable product the owner also sells once
  purchaseOption: 'Purchase option',
  oneTimePurchase: 'One-time purchase',

  // Installment payments (section 5); the one-line form is followed by the provider's logo
  installmentPayments: '{numInstallments} interest-free payments of {amount}',
  installmentPaymentsWith: 'or {numInstallments} interest-free payments of {amount} with',
  installmentsUpTo: 'available for orders up to {amount}',
  installmentsOver: 'available for orders over {amount}',

  // Product forms and site forms (sections 2, 4, 5 and 8)
  saving: 'Saving…',
  submitting: 'Submitting…',
  required: 'Required',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  /** The cart page's button that reopens a line's form answers. */
  editAnswers: 'Edit',

  // Captcha (sections 5 and 8)

  // Restock notifications (sections 4 and 5)
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  signedUp: 'Signed up!',
  // The form answers' summary and the unknown-error fallback, which the cart and add-to-cart code use too
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  formUnknownError: 'Unknown error, please try again later.',
} as const;

export type MessageId = keyof typeof MESSAGES;
export type { MessageParams } from '@plinth/contracts';

/** The catalogue text with each {name} filled (contracts' defineMessages). */
export const formatMessage: (id: MessageId, params?: MessageParams) => string =
  defineMessages(MESSAGES).format;
