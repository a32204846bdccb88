import { z } from 'zod';
import { CART_TOKEN_PATTERN, INSTALLMENT_COUNTRIES, INSTALLMENT_LIMITS } from './express-checkout-api';

/**
 * Express checkout and installment messaging (issue 9 parts 7 and 8): the two commerce preferences
 * namespaces the owner sets, and the express cart call. Paths are in express-checkout-api.ts.
 */

/** "express": the "Buy now" button on product pages. */
export const expressPreferencesSchema = z.object({
  buyNowEnabled: z.boolean(),
});
export type ExpressPreferences = z.infer<typeof expressPreferencesSchema>;
export const DEFAULT_EXPRESS_PREFERENCES: ExpressPreferences = { buyNowEnabled: false };

const amountCents = z
  .number()
  .int('must be a whole number of cents')
  .min(0, 'must be 0 or more')
  .max(INSTALLMENT_LIMITS.maxAmountCents, `must be ${INSTALLMENT_LIMITS.maxAmountCents} or less`);

/**
 * "installments": Afterpay / Clearpay messaging (seed 000 section 5). Offered above the minimum and up
 * to the maximum; the country is the store's payment account's, which picks the locale and so the
 * provider (GB: Clearpay). The service also checks the minimum is below the maximum.
 */
export const installmentPreferencesSchema = z.object({
  enabled: z.boolean(),
  country: z.enum(INSTALLMENT_COUNTRIES),
  minimumCents: amountCents,
  maximumCents: amountCents,
  numInstallments: z
    .number()
    .int('must be a whole number')
    .min(INSTALLMENT_LIMITS.minInstallments, `must be ${INSTALLMENT_LIMITS.minInstallments} or more`)
    .max(INSTALLMENT_LIMITS.maxInstallments, `must be ${INSTALLMENT_LIMITS.maxInstallments} or fewer`),
});
export type InstallmentPreferences = z.infer<typeof installmentPreferencesSchema>;
export const DEFAULT_INSTALLMENT_PREFERENCES: InstallmentPreferences = {
  enabled: false,
  country: 'US',
  minimumCents: 100,
  maximumCents: 200_000,
  numInstallments: 4,
};

/** POST /api/commerce/cart/express: a new cart holding this item alone, and where to check it out. */
export const expressCartResponseSchema = z.object({
  cartToken: z.string(),
  checkoutUrl: z.string(),
});
export type ExpressCartResponse = z.infer<typeof expressCartResponseSchema>;

/** `?cart={token}` on the checkout page and API: check out that cart instead of the cookie's. */
export const checkoutCartQuerySchema = z.object({
  cart: z.string().regex(CART_TOKEN_PATTERN, 'is not a cart token').optional(),
});
