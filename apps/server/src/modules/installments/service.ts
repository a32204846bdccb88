import { installmentContextOf, type InstallmentContext } from '@plinth/commerce';
import type { ProductType, ShoppingCart } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { getInstallmentPreferences } from '../commerce-preferences';
import type { Site } from '../sites';
import { listProductTypes } from './queries';

/** What the product form and the cart page need to show installment messaging. */
export interface InstallmentSettingsProps {
  context: InstallmentContext;
  numInstallments: number;
}

export interface CartInstallmentProps extends InstallmentSettingsProps {
  /** The product type of each item in the cart, by item id: the offer needs every item physical. */
  productTypes: Record<string, ProductType>;
}

/**
 * The owner's installment settings as the islands read them, or null while messaging is off (the
 * islands then render nothing and load nothing). The shopper's language is the site's.
 */
export function installmentSettingsOf(site: Site): InstallmentSettingsProps | null {
  const preferences = getInstallmentPreferences(site);
  if (!preferences.enabled) return null;
  return {
    context: installmentContextOf(preferences, site.language),
    numInstallments: preferences.numInstallments,
  };
}

/** The cart page's settings, with the types of the cart's items. */
export async function cartInstallmentsOf(
  db: Db,
  site: Site,
  cart: ShoppingCart,
): Promise<CartInstallmentProps | null> {
  const settings = installmentSettingsOf(site);
  if (!settings) return null;
  const itemIds = [...new Set(cart.entries.map((entry) => entry.itemId))];
  const types = await listProductTypes(db.kysely, site.id, itemIds);
  const productTypes: Record<string, ProductType> = {};
  for (const [id, type] of types) productTypes[id] = type as ProductType;
  return { ...settings, productTypes };
}
