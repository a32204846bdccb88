import type { CartRow, Executor } from '@plinth/db';
import { findCartByToken } from './queries';
import { findOpenCartOfSiteUser } from './customer-carts/queries';

/**
 * Who is asking for a cart: the cart cookie's token and the customer whose live session the request
 * carries (null when signed out). Routes get it from `request.visitor.forCart()` (plugins/visitor.ts)
 * before any cart transaction starts, because the session lookup must not wait for the connection a
 * transaction holds (SQLite has one).
 */
export interface CartVisitor {
  token: string | undefined;
  siteUserId: string | null;
  /**
   * Reach only the anonymous cart the token names, never the account's: a checkout for a cart named in
   * its address (an express cart, `?cart=`), which must not fall back to the customer's own cart.
   */
  onlyToken?: boolean;
}

/**
 * The one rule for reaching a cart. A visitor's anonymous cart is reached by its token. A customer's
 * cart (site_user_id set) only by a live session of that customer: a token left in a browser after the
 * session ended, or copied from it, reaches nothing. A signed-in customer whose cookie names no cart of
 * theirs (another device signed out and changed the token, or the cookie went) gets the account's open
 * cart.
 */
export async function findVisitorCart(
  executor: Executor,
  websiteId: string,
  visitor: CartVisitor,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const byToken = visitor.token ? await findCartByToken(executor, websiteId, visitor.token, options) : null;
  if (byToken && byToken.site_user_id === null) return byToken;
  if (visitor.siteUserId === null || visitor.onlyToken) return null;
  if (byToken?.site_user_id === visitor.siteUserId) return byToken;
  return findOpenCartOfSiteUser(executor, websiteId, visitor.siteUserId, options);
}

/**
 * The visitor as a checkout for a cart named by its token (`?cart=`, an express cart) sees them: only
 * that anonymous cart is reached, and the session still owns the order. Without a token, the visitor.
 */
export function namedCartVisitor(visitor: CartVisitor, cartToken: string | undefined): CartVisitor {
  if (cartToken === undefined) return visitor;
  return { token: cartToken, siteUserId: visitor.siteUserId, onlyToken: true };
}
