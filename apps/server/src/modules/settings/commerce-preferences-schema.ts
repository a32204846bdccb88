import { isSupportedCurrency, MESSAGES, SUPPORTED_CURRENCIES } from '@plinth/commerce';
import { z } from 'zod';

/** A scarcity template must say where the number goes. */
const QTY_PLACEHOLDER = '{qty}';

/** "store": currency (websites.currency) and the storefront texts of websites.settings.store. */
export const storePreferencesSchema = z.object({
  currency: z.string().refine(isSupportedCurrency, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not one of the expected options (${SUPPORTED_CURRENCIES.join(', ')})`,
  }),
  multipleQuantityAllowedForServices: z.boolean(),
  scarcityText: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be 200 characters or fewer')
    .refine(
      (text) => text.includes(QTY_PLACEHOLDER),
      `must contain ${QTY_PLACEHOLDER} where the number in stock goes`,
    ),
  soldOutText: z.string().trim().min(1, 'must not be empty').max(60, 'must be 60 characters or fewer'),
  scarcityShownByDefault: z.boolean(),
});
export type StorePreferences = z.infer<typeof storePreferencesSchema>;

/** "restock": the restock notification form (seed 000 section 4). */
export const restockPreferencesSchema = z.object({
  enabled: z.boolean(),
  mailingListSignUpEnabled: z.boolean(),
  mailingListOptInByDefault: z.boolean(),
  /** '' shows the catalogue's "Signed up!". */
  successMessage: z.string().trim().max(200, 'must be 200 characters or fewer'),
});
export type RestockPreferences = z.infer<typeof restockPreferencesSchema>;

export const DEFAULT_RESTOCK_PREFERENCES: RestockPreferences = {
  enabled: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  successMessage: '',
};

/** Upper bound on a minimum order: a typo guard far above any real minimum (in minor units). */
const MINIMUM_SUBTOTAL_MAX_CENTS = 100_000_000;

/** "checkout": the minimum order subtotal (message "To check out, your order subtotal must be …"). */
export const checkoutPreferencesSchema = z.object({
  /** 0 means no minimum. */
  minimumOrderSubtotalCents: z
    .number()
    .int('must be a whole number of cents')
    .min(0, 'must be 0 or more')
    .max(MINIMUM_SUBTOTAL_MAX_CENTS, `must be ${MINIMUM_SUBTOTAL_MAX_CENTS} or less`),
});
export type CheckoutPreferences = z.infer<typeof checkoutPreferencesSchema>;

export const DEFAULT_CHECKOUT_PREFERENCES: CheckoutPreferences = { minimumOrderSubtotalCents: 0 };

/** The restock success text a shopper sees. */
export function restockSuccessMessage(preferences: RestockPreferences): string {
  return preferences.successMessage || MESSAGES.signedUp;
}
