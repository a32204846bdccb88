import { isSupportedCurrency, MESSAGES, SUPPORTED_CURRENCIES } from '@plinth/commerce';
import {
  type CardTestingPreferences,
  type CheckoutPreferences,
  type ExpressPreferences,
  type InstallmentPreferences,
  type OrderNotificationPreferences,
  type RestockPreferences,
} from '@plinth/contracts';
import {
  cardTestingPreferencesSchema,
  checkoutPreferencesSchema,
  DEFAULT_CARD_TESTING_PREFERENCES,
  DEFAULT_CHECKOUT_PREFERENCES,
  DEFAULT_EXPRESS_PREFERENCES,
  DEFAULT_INSTALLMENT_PREFERENCES,
  DEFAULT_ORDER_NOTIFICATION_PREFERENCES,
  expressPreferencesSchema,
  installmentPreferencesSchema,
  orderNotificationPreferencesSchema,
  DEFAULT_RESTOCK_PREFERENCES,
  restockPreferencesSchema,
  storePreferencesSchema,
} from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { z } from 'zod';
import {
  parseStorePreferences,
  updateWebsiteSettings,
  withStoredSection,
  type Site,
  type WebsiteSettingsRow,
} from '../sites';
import { invalidRequest } from '../../app-error';
import { invalidInput, unknownPreferencesNamespace } from './errors';

type Preferences = Record<string, unknown>;

/** One namespace: how its preferences are read from and written into the websites row. */
interface Namespace {
  schema: z.ZodObject;
  read(row: WebsiteSettingsRow): Preferences;
  write(row: WebsiteSettingsRow, value: Preferences): WebsiteSettingsRow;
  /** Rules across fields, checked on the merged value: the path and message of each failure. */
  check?(value: Preferences): Record<string, string>;
}

/** A namespace kept whole in one websites.settings section. */
function settingsSection(key: string, schema: z.ZodObject, defaults: Preferences): Namespace {
  return {
    schema,
    // Field by field, so one damaged value falls back alone and its neighbours keep theirs.
    read: (row) => {
      const stored = row.settings[key];
      const source = isObject(stored) ? stored : {};
      return Object.fromEntries(
        Object.entries(schema.shape).map(([name, field]) => {
          const parsed = (field as z.ZodType).safeParse(source[name]);
          return [name, parsed.success ? parsed.data : defaults[name]];
        }),
      );
    },
    write: (row, value) => ({ ...row, settings: withStoredSection(row.settings, key, value) }),
  };
}

function isObject(value: unknown): value is Preferences {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The contract asks for a three-letter code; a store also has to sell in it. The list is
 * @plinth/commerce's, which the contracts package cannot import (commerce depends on contracts).
 */
const sellableStorePreferencesSchema = storePreferencesSchema.extend({
  currency: z.string().refine(isSupportedCurrency, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not one of the expected options (${SUPPORTED_CURRENCIES.join(', ')})`,
  }),
});

const NAMESPACES: Record<string, Namespace> = {
  store: {
    schema: sellableStorePreferencesSchema,
    read: (row) => parseStorePreferences(row.settings.store, row.currency),
    write: (row, value) => {
      const { currency, ...texts } = value;
      const kept = isObject(row.settings.store) ? row.settings.store : {};
      return {
        ...row,
        currency: String(currency),
        settings: withStoredSection(row.settings, 'store', { ...kept, ...texts }),
      };
    },
  },
  restock: settingsSection('restock', restockPreferencesSchema, DEFAULT_RESTOCK_PREFERENCES),
  checkout: settingsSection('checkout', checkoutPreferencesSchema, DEFAULT_CHECKOUT_PREFERENCES),
  express: settingsSection('express', expressPreferencesSchema, DEFAULT_EXPRESS_PREFERENCES),
  installments: {
    ...settingsSection('installments', installmentPreferencesSchema, DEFAULT_INSTALLMENT_PREFERENCES),
    check: (value): Record<string, string> =>
      Number(value.minimumCents) < Number(value.maximumCents)
        ? {}
        : { maximumCents: 'must be more than the minimum' },
  },
  cardTesting: {
    ...settingsSection('cardTesting', cardTestingPreferencesSchema, DEFAULT_CARD_TESTING_PREFERENCES),
    check: (value): Record<string, string> =>
      Number(value.captchaAfterDeclines) < Number(value.refuseAfterDeclines)
        ? {}
        : { refuseAfterDeclines: 'must be more than the declines that ask for the captcha' },
  },
  orderNotifications: settingsSection(
    'orderNotifications',
    orderNotificationPreferencesSchema,
    DEFAULT_ORDER_NOTIFICATION_PREFERENCES,
  ),
};

export const PREFERENCE_NAMESPACES = Object.keys(NAMESPACES);

function getNamespace(name: string): Namespace {
  const namespace = Object.hasOwn(NAMESPACES, name) ? NAMESPACES[name] : undefined;
  if (!namespace) throw unknownPreferencesNamespace(name, PREFERENCE_NAMESPACES);
  return namespace;
}

/** GET /api/v1/commerce-preferences/{namespace}: the preferences with defaults filled in. */
export function getCommercePreferences(site: Site, name: string): Preferences {
  return getNamespace(name).read({
    settings: site.settings,
    currency: site.currency,
    language: site.language,
  });
}

/**
 * PUT: `change` holds some of the namespace's fields; they are merged over the stored values under the
 * row lock and the whole is validated before anything is written.
 */
export async function updateCommercePreferences(
  db: Db,
  websiteId: string,
  name: string,
  change: Preferences,
): Promise<Preferences> {
  const namespace = getNamespace(name);
  // The client drops websiteId from what it got; one that sends it back is not refused for it.
  const { websiteId: _ignored, ...fields } = change;
  const partial = namespace.schema.partial().strict().safeParse(fields);
  if (!partial.success) throw invalidInput(partial.error);
  let saved: Preferences = {};
  await updateWebsiteSettings(db, websiteId, (row) => {
    const merged = namespace.schema.safeParse({ ...namespace.read(row), ...partial.data });
    if (!merged.success) throw invalidInput(merged.error);
    const crossFieldErrors = namespace.check?.(merged.data) ?? {};
    if (Object.keys(crossFieldErrors).length > 0) throw invalidRequest(crossFieldErrors);
    saved = merged.data;
    return namespace.write(row, saved);
  });
  return saved;
}

/** The restock form's settings, for the storefront's restock sign-up. */
export function getRestockPreferences(site: Site): RestockPreferences {
  return getCommercePreferences(site, 'restock') as RestockPreferences;
}

/** The minimum order, for the cart and checkout. */
export function getCheckoutPreferences(site: Site): CheckoutPreferences {
  return getCommercePreferences(site, 'checkout') as CheckoutPreferences;
}

/** The "Buy now" switch, for product pages and the express cart. */
export function getExpressPreferences(site: Site): ExpressPreferences {
  return getCommercePreferences(site, 'express') as ExpressPreferences;
}

/** Installment messaging, for product pages and the cart. */
export function getInstallmentPreferences(site: Site): InstallmentPreferences {
  return getCommercePreferences(site, 'installments') as InstallmentPreferences;
}

/** The card-testing limits, for checkout (decision 0061). */
export function getCardTestingPreferences(site: Site): CardTestingPreferences {
  return getCommercePreferences(site, 'cardTesting') as CardTestingPreferences;
}

/** The owner's new-order email: whether it goes, and to whom (none listed: the Administrators). */
export function getOrderNotificationPreferences(site: Site): OrderNotificationPreferences {
  return getCommercePreferences(site, 'orderNotifications') as OrderNotificationPreferences;
}

/** The restock success text a shopper sees. */
export function restockSuccessMessage(preferences: RestockPreferences): string {
  return preferences.successMessage || MESSAGES.signedUp;
}
