import type { ProductType, ShoppingCart } from '@plinth/contracts';
import type { CartInstallmentSettings } from './installment-props';
import { InstallmentPill } from './InstallmentPill';

/** Not a physical product: an item whose type the page was not told counts as one that is not. */
const UNKNOWN_TYPE = -1 as ProductType;

/**
 * The cart's installment messaging (seed 000 section 5) for its subtotal, re-rendered as quantities
 * change and lines go; every item must be physical and the cart not empty.
 */
export function CartInstallments({
  cart,
  settings,
}: {
  cart: ShoppingCart;
  settings: CartInstallmentSettings | null;
}) {
  if (!settings || cart.entries.length === 0) return null;
  const productTypes = cart.entries.map((entry) => settings.productTypes[entry.itemId] ?? UNKNOWN_TYPE);
  return (
    <div className="plinth-cart__installments">
      <InstallmentPill
        settings={settings}
        productTypes={productTypes}
        totalMinor={cart.subtotalCents}
        currency={cart.currency}
        wording="plain"
      />
    </div>
  );
}
