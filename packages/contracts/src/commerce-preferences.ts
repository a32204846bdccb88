import { z } from 'zod';
import { expressPreferencesSchema, installmentPreferencesSchema } from './express-checkout';
import type { ExpressPreferences, InstallmentPreferences } from './express-checkout';
import { LOW_STOCK_THRESHOLD_MAX, LOW_STOCK_THRESHOLD_MIN } from './low-stock-threshold';

/**
 * The commerce preferences of GET/PUT /api/v1/commerce-preferences/{namespace} (seed 001 section 7):
 * "store", "restock", "checkout", "orderNotifications" and "cardTesting" (with "express" and
 * "installments" from express-checkout.ts). Each namespace has a strict schema for what an owner writes; the
 * "store" texts also have a lenient reader for what websites.settings holds, where one damaged value
 * falls back to its default alone. The answers add the websiteId, which clients drop.
 */

/** A scarcity template must say where the number goes. */
export const QTY_PLACEHOLDER = '{qty}';
export const SCARCITY_TEXT_MAX_LENGTH = 200;
export const SOLD_OUT_TEXT_MAX_LENGTH = 60;
export const RESTOCK_SUCCESS_MESSAGE_MAX_LENGTH = 200;
/** Upper bound on a minimum order: a typo guard far above any real minimum (in minor units). */
export const MINIMUM_SUBTOTAL_MAX_CENTS = 100_000_000;

const storeTextFields = {
  /** Unset means allowed (seed 000 section 5). */
  multipleQuantityAllowedForServices: z.boolean(),
  /** The store's stock message with {qty}, for products without their own. */
  scarcityText: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SCARCITY_TEXT_MAX_LENGTH, `must be ${SCARCITY_TEXT_MAX_LENGTH} characters or fewer`)
    .refine(
      (text) => text.includes(QTY_PLACEHOLDER),
      `must contain ${QTY_PLACEHOLDER} where the number in stock goes`,
    ),
  /** What a sold-out product shows when it has no text of its own: the badge and the scarcity line. */
  soldOutText: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SOLD_OUT_TEXT_MAX_LENGTH, `must be ${SOLD_OUT_TEXT_MAX_LENGTH} characters or fewer`),
  /** Whether new products start with the stock message turned on. */
  scarcityShownByDefault: z.boolean(),
  /** The stock message shows only for a variant with this many or fewer left (issue 13 part 2). */
  lowStockThreshold: z
    .number()
    .int('must be a whole number')
    .min(LOW_STOCK_THRESHOLD_MIN, `must be ${LOW_STOCK_THRESHOLD_MIN} or more`)
    .max(LOW_STOCK_THRESHOLD_MAX, `must be ${LOW_STOCK_THRESHOLD_MAX} or less`),
};

/**
 * "store": the currency (websites.currency) and the storefront texts of websites.settings.store. One
 * shape for what an owner writes, what the server keeps as `site.store` and what the storefront's
 * islands and rules read (their `settings` prop). The contract asks for a three-letter code; the
 * server also checks it is one of the store currencies of @plinth/commerce (which depends on this
 * package, so the list cannot be read here).
 */
export const storePreferencesSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  ...storeTextFields,
});
export type StorePreferences = z.infer<typeof storePreferencesSchema>;
export type StoreTextPreferences = Omit<StorePreferences, 'currency'>;

/**
 * The lenient reader of websites.settings.store: every field is the strict one, and a field that is
 * missing or damaged takes its default on its own, so one bad value never resets its neighbours.
 */
export function storedStoreTextsSchema(defaults: StoreTextPreferences) {
  return z.object({
    multipleQuantityAllowedForServices: storeTextFields.multipleQuantityAllowedForServices.catch(
      defaults.multipleQuantityAllowedForServices,
    ),
    scarcityText: storeTextFields.scarcityText.catch(defaults.scarcityText),
    soldOutText: storeTextFields.soldOutText.catch(defaults.soldOutText),
    scarcityShownByDefault: storeTextFields.scarcityShownByDefault.catch(defaults.scarcityShownByDefault),
    lowStockThreshold: storeTextFields.lowStockThreshold.catch(defaults.lowStockThreshold),
  });
}

/** "restock": the restock notification form (seed 000 section 4). */
export const restockPreferencesSchema = z.object({
  enabled: z.boolean(),
  /** The form starts closed behind a "Notify me when available" button (issue 11 part 7). */
  hiddenByDefault: z.boolean(),
  /** Restocking a variant sends its waiting sign-ups' emails without the owner pressing Send. */
  autoSendOnRestock: z.boolean(),
  mailingListSignUpEnabled: z.boolean(),
  mailingListOptInByDefault: z.boolean(),
  /** '' shows the catalogue's "Signed up!". */
  successMessage: z
    .string()
    .trim()
    .max(
      RESTOCK_SUCCESS_MESSAGE_MAX_LENGTH,
      `must be ${RESTOCK_SUCCESS_MESSAGE_MAX_LENGTH} characters or fewer`,
    ),
});
export type RestockPreferences = z.infer<typeof restockPreferencesSchema>;

export const DEFAULT_RESTOCK_PREFERENCES: RestockPreferences = {
  enabled: false,
  hiddenByDefault: false,
  autoSendOnRestock: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  successMessage: '',
};

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

/** The bounds of the card-testing limits (decision 0061). */
export const CARD_TESTING_LIMITS = {
  captchaAfterDeclines: { min: 1, max: 20 },
  refuseAfterDeclines: { min: 2, max: 100 },
  siteDeclinesPerTenMinutes: { min: 5, max: 1000 },
} as const;

const declineCount = (name: keyof typeof CARD_TESTING_LIMITS) =>
  z
    .number()
    .int('must be a whole number')
    .min(CARD_TESTING_LIMITS[name].min, `must be ${CARD_TESTING_LIMITS[name].min} or more`)
    .max(CARD_TESTING_LIMITS[name].max, `must be ${CARD_TESTING_LIMITS[name].max} or less`);

/**
 * "cardTesting": declined payments that make checkout harder for a card tester (security review M-A,
 * decision 0061). Counted per cart, per email and per client address over an hour, and per site over
 * ten minutes.
 */
export const cardTestingPreferencesSchema = z.object({
  /** A cart or email with this many declines must solve the captcha to try again. */
  captchaAfterDeclines: declineCount('captchaAfterDeclines'),
  /** With this many, that cart, email or address may not try again for the rest of the hour. */
  refuseAfterDeclines: declineCount('refuseAfterDeclines'),
  /** This many declines on the site within ten minutes: every checkout asks for the captcha for an hour. */
  siteDeclinesPerTenMinutes: declineCount('siteDeclinesPerTenMinutes'),
});
export type CardTestingPreferences = z.infer<typeof cardTestingPreferencesSchema>;

export const DEFAULT_CARD_TESTING_PREFERENCES: CardTestingPreferences = {
  captchaAfterDeclines: 3,
  refuseAfterDeclines: 10,
  siteDeclinesPerTenMinutes: 20,
};

/** The most addresses the owner's new-order email goes to (issue 23 §4). */
export const ORDER_NOTIFICATION_RECIPIENTS_MAX = 5;
/** One address: the emails table keeps each message's recipient in 256 characters. */
export const ORDER_NOTIFICATION_RECIPIENT_MAX_LENGTH = 254;

const recipientSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(
    ORDER_NOTIFICATION_RECIPIENT_MAX_LENGTH,
    `must be ${ORDER_NOTIFICATION_RECIPIENT_MAX_LENGTH} characters or fewer`,
  )
  .pipe(z.email('must be an email address, like you@example.com'));

/**
 * "orderNotifications": the owner's email about each new order (issue 23 §4; decision 0063). On by
 * default; no recipients means the site's Administrators, as for a form without its own address.
 */
export const orderNotificationPreferencesSchema = z.object({
  enabled: z.boolean(),
  recipients: z
    .array(recipientSchema)
    .max(ORDER_NOTIFICATION_RECIPIENTS_MAX, `must be ${ORDER_NOTIFICATION_RECIPIENTS_MAX} addresses or fewer`)
    .superRefine((recipients, context) => {
      const seen = new Set<string>();
      recipients.forEach((address, index) => {
        const key = address.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: 'is already listed' });
        seen.add(key);
      });
    }),
});
export type OrderNotificationPreferences = z.infer<typeof orderNotificationPreferencesSchema>;

export const DEFAULT_ORDER_NOTIFICATION_PREFERENCES: OrderNotificationPreferences = {
  enabled: true,
  recipients: [],
};

/** Each namespace's schema, by the name in the path. */
export const COMMERCE_PREFERENCES_SCHEMAS = {
  store: storePreferencesSchema,
  restock: restockPreferencesSchema,
  checkout: checkoutPreferencesSchema,
  express: expressPreferencesSchema,
  installments: installmentPreferencesSchema,
  cardTesting: cardTestingPreferencesSchema,
  orderNotifications: orderNotificationPreferencesSchema,
} as const;
export type PreferenceNamespace = keyof typeof COMMERCE_PREFERENCES_SCHEMAS;
export interface CommercePreferences {
  store: StorePreferences;
  restock: RestockPreferences;
  checkout: CheckoutPreferences;
  express: ExpressPreferences;
  installments: InstallmentPreferences;
  cardTesting: CardTestingPreferences;
  orderNotifications: OrderNotificationPreferences;
}

/** A GET or PUT answer: the namespace's preferences and the site they belong to. */
export function commercePreferencesAnswerSchema<N extends PreferenceNamespace>(namespace: N) {
  return COMMERCE_PREFERENCES_SCHEMAS[namespace].extend({ websiteId: z.string() });
}

/** GET/PUT /api/v1/commerce-preferences/{namespace}: the namespace is checked by the service. */
export const commercePreferencesParams = z.object({ namespace: z.string().min(1).max(64) });

/** PUT body: the namespace's fields (the service checks them once it knows the namespace). */
export const commercePreferencesBodySchema = z.record(z.string(), z.unknown());

/** The answer of either call, whichever namespace the path names. */
export const anyCommercePreferencesAnswerSchema = z.union([
  commercePreferencesAnswerSchema('store'),
  commercePreferencesAnswerSchema('restock'),
  commercePreferencesAnswerSchema('checkout'),
  commercePreferencesAnswerSchema('express'),
  commercePreferencesAnswerSchema('installments'),
  commercePreferencesAnswerSchema('cardTesting'),
  commercePreferencesAnswerSchema('orderNotifications'),
]);
export type AnyCommercePreferencesAnswer = z.infer<typeof anyCommercePreferencesAnswerSchema>;
