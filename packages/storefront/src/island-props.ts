import type { AccountProps } from './account/Account.island';
import type { CartPageProps } from './cart-page/CartPage.island';
import type { CartPillProps } from './cart-pill/CartPill.island';
import type { CheckoutProps } from './checkout/Checkout.island';
import type { IslandName } from './island-names';
import type { ListingButtonProps } from './listing-button/ListingButton.island';
import type { ProductFormProps } from './product-form/ProductForm.island';
import type { QuickViewProps } from './quick-view/QuickView.island';
import type { SiteFormProps } from './forms/SiteForm.island';

/** The JSON props each island is rendered and hydrated with. */
export interface IslandPropsMap {
  'product-form': ProductFormProps;
  'cart-pill': CartPillProps;
  'cart-page': CartPageProps;
  'listing-button': ListingButtonProps;
  'quick-view': QuickViewProps;
  account: AccountProps;
  checkout: CheckoutProps;
  'site-form': SiteFormProps;
}

export type IslandProps<N extends IslandName> = IslandPropsMap[N];

/** React's useId prefix: islands are separate roots, so ids would collide across islands without it. */
export function identifierPrefixFor(islandId: string): string {
  return `${islandId}-`;
}
