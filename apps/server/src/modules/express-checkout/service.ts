import { checkoutPathForCart, type ExpressCartResponse } from '@plinth/contracts';
import { addEntry, type AddEntryInput } from '../cart';
import type { CatalogApp } from '../catalog';
import { getExpressPreferences } from '../commerce-preferences';
import type { Site } from '../sites';
import { expressCheckoutOff } from './errors';

/**
 * "Buy now" (issue 9 part 7): a new anonymous cart holding this item alone, by the add-to-cart rules
 * (stock, options, quantity, subscriptions), and the checkout for it (`/checkout?cart={token}`). The
 * visitor's own cart, cookie and account cart are not read or changed: the add runs as a visitor with
 * no cart, so it takes the first-add path and creates the cart. The token is the only way back to it;
 * an unpurchased express cart is purged with other stale carts.
 */
export async function createExpressCart(
  app: CatalogApp,
  site: Site,
  input: AddEntryInput,
): Promise<ExpressCartResponse> {
  if (!getExpressPreferences(site).buyNowEnabled) throw expressCheckoutOff();
  const result = await addEntry(app, site, { token: undefined, siteUserId: null }, input);
  const cartToken = result.newToken;
  if (!cartToken) throw new Error('Invariant failed: an express cart without its token');
  return { cartToken, checkoutUrl: checkoutPathForCart(cartToken) };
}
