import type { ProductType } from '@plinth/contracts';
import { formatMessage } from './messages';
import type { MinorUnits } from './money';
import { formatMoney } from './money';
import { PRODUCT_TYPE } from './product-types';

export type InstallmentLocale = 'en_US' | 'en_CA' | 'fr_CA' | 'en_AU' | 'en_NZ' | 'en_GB';
export type InstallmentProvider = 'afterpay' | 'clearpay';
export const DEFAULT_INSTALLMENT_COUNT = 4;

/** Seed 000 section 5; the first language of a country is used when the shopper's is not offered. */
const LANGUAGES_BY_COUNTRY: ReadonlyMap<string, readonly string[]> = new Map([
  ['US', ['en']],
  ['CA', ['en', 'fr']],
  ['AU', ['en']],
  ['NZ', ['en']],
  ['GB', ['en']],
]);

/** The installment context the server attaches to each item. Amounts in minor units. */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  afterPayMin: number;
  afterPayMax: number;
  /** e.g. "en", "fr-CA", "en_GB". */
  shopperLanguage: string;
  /** The store's payment account country, e.g. "US". */
  stripeAccountCountry: string;
}

/** "fr_CA" for a French-speaking shopper of a Canadian store; null where installments are not sold. */
export function findInstallmentLocale(country: string, shopperLanguage: string): InstallmentLocale | null {
  const languages = LANGUAGES_BY_COUNTRY.get(country.toUpperCase());
  if (!languages) return null;
  const spoken = shopperLanguage.split(/[-_]/)[0]?.toLowerCase() ?? '';
  const language = languages.includes(spoken) ? spoken : languages[0];
  return `${language}_${country.toUpperCase()}` as InstallmentLocale;
}

/** The same service trades as Clearpay in the UK and Afterpay elsewhere. */
export function installmentProvider(locale: InstallmentLocale): InstallmentProvider {
  return locale === 'en_GB' ? 'clearpay' : 'afterpay';
}

/** Rounded up, so the shopper is never promised a smaller payment than the largest one they make. */
export function installmentAmount(totalMinor: number, numInstallments = DEFAULT_INSTALLMENT_COUNT): number {
  return Math.ceil(totalMinor / numInstallments);
}

export type InstallmentOffer =
  | { kind: 'none' }
  | { kind: 'limit'; provider: InstallmentProvider; locale: InstallmentLocale; text: string }
  | {
      kind: 'offered';
      provider: InstallmentProvider;
      locale: InstallmentLocale;
      numInstallments: number;
      installmentMinor: number;
      /** "4 interest-free payments of $12.50" */
      text: string;
      /** "or 4 interest-free payments of $12.50 with", followed by the provider's logo. */
      oneLineText: string;
    };

export interface InstallmentOfferInput {
  context: InstallmentContext;
  /** The type of every item in the cart (or the one product on its page). */
  productTypes: readonly ProductType[];
  totalMinor: number;
  currency: string;
  numInstallments?: number;
}

/**
 * Seed 000 section 5: offered for a non-empty, all-physical cart whose total is above the minimum and
 * not above the maximum; outside those bounds the pill says which bound the order missed.
 */
export function installmentOffer(input: InstallmentOfferInput): InstallmentOffer {
  const { context, productTypes, totalMinor, currency } = input;
  const locale = findInstallmentLocale(context.stripeAccountCountry, context.shopperLanguage);
  const allPhysical = productTypes.length > 0 && productTypes.every((type) => type === PRODUCT_TYPE.PHYSICAL);
  if (!context.afterPayAvailable || locale === null || !allPhysical) return { kind: 'none' };

  const provider = installmentProvider(locale);
  const amount = (minor: MinorUnits) => formatMoney(minor, currency);
  if (totalMinor > context.afterPayMax) {
    return {
      kind: 'limit',
      provider,
      locale,
      text: formatMessage('installmentsUpTo', { amount: amount(context.afterPayMax) }),
    };
  }
  if (totalMinor <= context.afterPayMin) {
    return {
      kind: 'limit',
      provider,
      locale,
      text: formatMessage('installmentsOver', { amount: amount(context.afterPayMin) }),
    };
  }
  const numInstallments = input.numInstallments ?? DEFAULT_INSTALLMENT_COUNT;
  const installmentMinor = installmentAmount(totalMinor, numInstallments);
  const params = { numInstallments, amount: amount(installmentMinor) };
  return {
    kind: 'offered',
    provider,
    locale,
    numInstallments,
    installmentMinor,
    text: formatMessage('installmentPayments', params),
    oneLineText: formatMessage('installmentPaymentsWith', params),
  };
}

/** What the owner sets in commerce preferences ("installments"); amounts in minor units. */
export interface InstallmentSettings {
  enabled: boolean;
  country: string;
  minimumCents: number;
  maximumCents: number;
  numInstallments: number;
}

/** The per-item context of seed 000 section 3 from the owner's settings and the shopper's language. */
export function installmentContextOf(
  settings: InstallmentSettings,
  shopperLanguage: string,
): InstallmentContext {
  return {
    afterPayAvailable: settings.enabled,
    afterPayMin: settings.minimumCents,
    afterPayMax: settings.maximumCents,
    shopperLanguage,
    stripeAccountCountry: settings.country,
  };
}

/** The provider's name as shoppers read it. */
export function installmentProviderName(provider: InstallmentProvider): string {
  return provider === 'clearpay' ? 'Clearpay' : 'Afterpay';
}

/**
 * The amount a product page offers installments on: the unit price times the quantity typed, where a
 * quantity that is not a whole number of at least 1 counts as 1 (the add would refuse it anyway).
 */
export function productInstallmentTotal(unitPriceMinor: number, quantity: string | number): number {
  const parsed = typeof quantity === 'number' ? quantity : Number(quantity.trim());
  const count = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  return unitPriceMinor * count;
}
