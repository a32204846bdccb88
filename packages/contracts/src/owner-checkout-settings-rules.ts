import { CHECKOUT_LIMITS } from './checkout-api';
import { defineMessages } from './define-messages';

/**
 * The owner's checkout setup (shipping options, tax rules, coupons, prices with or without tax) without
 * zod: paths, limits and messages, for the server and the editor. The schemas are in
 * owner-checkout-settings.ts; how the checkout uses them is docs/checkout.md.
 */
export const CHECKOUT_SETTINGS_API = {
  shippingOptions: '/config/api/shipping-options',
  shippingOption: '/config/api/shipping-options/:id',
  taxRules: '/config/api/tax-rules',
  taxRule: '/config/api/tax-rules/:id',
  /** PUT {pricesIncludeTax} (websites.settings.tax). */
  taxSettings: '/config/api/tax-settings',
  coupons: '/config/api/coupons',
  coupon: '/config/api/coupons/:id',
} as const;

/** What one site may hold and how large each value may be; the editor and the server check the same. */
export const CHECKOUT_SETTINGS_LIMITS = {
  shippingOptionsMax: 50,
  taxRulesMax: 200,
  couponsMax: 500,
  nameMax: 100,
  regionMax: 100,
  ratesMax: 20,
  countriesMax: 250,
  /** Money in minor units, as product prices. */
  amountMax: 99_999_999,
  /** 100 tonnes: a typo guard for a weight tier. */
  weightMaxGrams: 100_000_000,
  /** 100 % in basis points. */
  taxRateMax: 10_000,
  couponCodeMax: CHECKOUT_LIMITS.couponCode,
  usageLimitMax: 1_000_000,
} as const;

/** Letters, digits, hyphens and underscores: what a shopper can type without confusion. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const CHECKOUT_SETTINGS_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTooLong: 'The name can be at most {max} characters.',
  kindInvalid: 'Choose how this option is priced.',
  amountInvalid: 'Enter an amount from 0 to 999,999.99.',
  freeOverRequired: 'Enter the order subtotal from which shipping is free.',
  ratesRequired: 'Add at least one rate.',
  tooManyRates: 'An option can have at most {max} rates.',
  rateLimitInvalid: 'Enter a whole number from 1, or leave it empty for "and above".',
  ratesOrder: 'Each rate must start above the one before it, and only the last can have no limit.',
  countryInvalid: 'Use two-letter country codes such as US, GB or DE.',
  tooManyCountries: 'List at most {max} countries.',
  countryDuplicate: 'Each country can be listed once.',
  regionTooLong: 'The region can be at most {max} characters.',
  taxRateInvalid: 'Enter a rate from 0 % to 100 %, with at most two decimals.',
  codeRequired: 'Enter a code.',
  codeTooLong: 'A code can be at most {max} characters.',
  codePattern: 'Use letters, digits, hyphens and underscores only.',
  percentInvalid: 'Enter a whole percentage from 1 to 100.',
  discountBoth: 'Choose an amount off or a percentage off, not both.',
  benefitRequired: 'Give the coupon an amount off, a percentage off or free shipping.',
  expiryInvalid: 'Enter a valid date and time.',
  usageLimitInvalid: 'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit.',
  couponCodeTaken: 'Another coupon already uses this code.',
  tooManyShippingOptions: 'A store can have at most {max} shipping options. Delete one first.',
  tooManyTaxRules: 'A store can have at most {max} tax rules. Delete one first.',
  tooManyCoupons: 'A store can have at most {max} coupons. Delete one first.',
  shippingOptionNotFound: 'That shipping option no longer exists.',
  taxRuleNotFound: 'That tax rule no longer exists.',
  couponNotFound: 'That coupon no longer exists.',
} as const;

const catalogue = defineMessages(CHECKOUT_SETTINGS_MESSAGES);
export const checkoutSettingsMessage = catalogue.format;
