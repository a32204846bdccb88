import type { InstallmentContext } from '@plinth/commerce';
import type { ProductType } from '@plinth/contracts';

/** The owner's installment settings as the server hands them to the product form (null: off). */
export interface InstallmentSettings {
  context: InstallmentContext;
  numInstallments: number;
}

/** The cart page's: the same, with each cart item's product type by item id. */
export interface CartInstallmentSettings extends InstallmentSettings {
  productTypes: Record<string, ProductType>;
}
