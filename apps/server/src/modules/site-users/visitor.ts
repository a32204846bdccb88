import type { CartVisitor } from '../cart';
import type { SiteUserSession } from './service';

/**
 * Who is asking, resolved once per request by plugins/visitor.ts: the cart cookie's token and the
 * customer whose live session the session cookie names. A plain value, so loaders and services take it
 * without Fastify. The session is looked up on first use and remembered for the request, so a page
 * that never asks pays no query, and one that asks twice (cart pill and account state) pays one.
 */
export interface Visitor {
  /** The cart cookie's token; undefined when absent or not one of ours. */
  readonly cartToken: string | undefined;
  /** The live session the session cookie names; null without the cookie (no query) or a live session. */
  session(): Promise<SiteUserSession | null>;
  /**
   * What the cart module needs: the token and the signed-in customer. Resolved before any cart
   * transaction starts, because the session lookup must not wait for the connection a transaction
   * holds (SQLite has one).
   */
  forCart(): Promise<CartVisitor>;
  /** Forgets the remembered session: sign-in and sign-out call it after changing the session. */
  forget(): void;
}

export interface VisitorInput {
  cartToken: string | undefined;
  /** The session cookie's secret, or undefined when absent or malformed. */
  sessionSecret: string | undefined;
  /** Looks a session up by its secret (on the request's site); called at most once until forget(). */
  findSession: (secret: string) => Promise<SiteUserSession | null>;
}

export function createVisitor({ cartToken, sessionSecret, findSession }: VisitorInput): Visitor {
  let pending: Promise<SiteUserSession | null> | null = null;
  const session = (): Promise<SiteUserSession | null> => {
    if (sessionSecret === undefined) return Promise.resolve(null);
    if (pending === null) {
      const lookup = findSession(sessionSecret);
      pending = lookup;
      // A failed lookup (database away) is not remembered: the error page may ask again.
      lookup.catch(() => {
        if (pending === lookup) pending = null;
      });
    }
    return pending;
  };
  return {
    cartToken,
    session,
    forCart: async () => ({ token: cartToken, siteUserId: (await session())?.user.id ?? null }),
    forget: () => {
      pending = null;
    },
  };
}
