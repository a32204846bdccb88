import { defineMessages, type MessageParams } from './define-messages';

/** Limits of a product the owner edits; the editor and the server check the same numbers. */
export const PRODUCT_LIMITS = {
  titleMax: 200,
  urlIdMax: 200,
  descriptionMax: 20_000,
  optionsMax: 6,
  optionNameMax: 50,
  optionValueMax: 100,
  variantsMin: 1,
  variantsMax: 250,
  priceMax: 99_999_999,
  stockMax: 1_000_000,
  skuMax: 100,
  imagesMax: 20,
  altMax: 250,
  addButtonTextMax: 50,
  scarcityTextMax: 200,
  soldOutTextMax: 100,
  billingPeriodMax: 52,
  billingCyclesMax: 999,
} as const;

/**
 * What the owner reads when a product or stock change is refused. Seed 000's words are quoted exactly
 * (subscriptions); the rest are Plinth's. Placeholders are {name}.
 */
export const OWNER_PRODUCT_MESSAGES = {
  invalid: 'Check the highlighted fields.',
  titleRequired: 'Enter a title.',
  titleTooLong: 'The title can be at most 200 characters.',
  urlIdPattern: 'Use lower-case letters, numbers and single hyphens only, e.g. linen-shirt.',
  urlIdTooLong: 'The URL can be at most 200 characters.',
  urlIdTaken: 'Another product on this store page already uses that URL.',
  collectionRequired: 'Choose a store page for this product.',
  productType: 'Choose physical, digital, service or gift card.',
  paywallNotCreatable: 'Paywall products cannot be created or edited here.',
  descriptionTooLong: 'The description can be at most 20,000 characters.',
  tooManyOptions: 'A product can have at most 6 options.',
  optionNameRequired: 'Enter an option name.',
  optionNameTooLong: 'An option name can be at most 50 characters.',
  optionNameDuplicate: 'Each option needs its own name.',
  optionValuesRequired: 'Add at least one value.',
  optionValueRequired: 'Enter a value.',
  optionValueTooLong: 'A value can be at most 100 characters.',
  optionValueDuplicate: 'Each value of an option must be different.',
  variantsRequired: 'Add at least one variant.',
  tooManyVariants: 'A product can have at most 250 variants.',
  variantOptionMissing: 'Choose a value for {option}.',
  variantOptionUnknown: '{option} is not one of this product’s options.',
  variantValueUnknown: '{value} is not a value of {option}.',
  variantDuplicate: 'Another variant already has these options.',
  variantNotFound: 'This variant no longer exists. Reload the product and try again.',
  priceNotWhole: 'Prices are whole numbers of cents.',
  priceNegative: 'A price cannot be negative.',
  priceTooHigh: 'That price is too high.',
  salePriceInvalid: 'A sale price must be more than 0 and less than the price.',
  stockRequired: 'Enter the number in stock, or mark the variant unlimited.',
  stockInvalid: 'Stock must be a whole number from 0 to 1,000,000.',
  skuTooLong: 'A SKU can be at most 100 characters.',
  skuDuplicate: 'Each variant needs its own SKU.',
  skuTaken: 'That SKU is already used by another product.',
  subscriptionNotAllowed: 'Only physical and service products can be subscribed.',
  subscriptionPlanRequired: 'Choose how often the subscription bills.',
  billingPeriodInvalid: 'Bill every 1 to 52 weeks, months or years.',
  billingCyclesInvalid: 'The number of payments must be a whole number, 0 meaning until cancelled.',
  addButtonTextRequired: 'Enter the button text.',
  addButtonTextTooLong: 'Button text can be at most 50 characters.',
  scarcityTextTooLong: 'The low-stock text can be at most 200 characters.',
  soldOutTextTooLong: 'The sold-out text can be at most 100 characters.',
  tooManyImages: 'A product can have at most 20 images.',
  imageNotUploaded: 'This image is not one of this site’s uploads. Upload it again.',
  altTooLong: 'Alt text can be at most 250 characters.',
  productNotFound: 'This product no longer exists.',
  inventoryVariantNotFound: 'This variant no longer exists.',
  inventoryNothingToChange: 'Send a stock count or the unlimited flag.',
  inventoryAlwaysUnlimited: 'Digital products and gift cards always have unlimited stock.',
  inventoryAdjustZero: 'Adjust by a whole number other than 0.',
  inventoryAdjustTooLarge: 'Adjust by at most 1,000,000 at a time.',
  inventoryAdjustUnlimited: 'This variant has unlimited stock. Turn off unlimited to count it.',
  inventoryBelowZero: 'Only {stock} in stock: it cannot go down by {by}.',
  inventoryAboveMax: 'Stock can be at most 1,000,000.',
} as const;
export type OwnerProductMessageId = keyof typeof OWNER_PRODUCT_MESSAGES;

/** The catalogue text with each {name} filled (defineMessages). */
export const ownerProductMessage: (id: OwnerProductMessageId, params?: MessageParams) => string =
  defineMessages(OWNER_PRODUCT_MESSAGES).format;
