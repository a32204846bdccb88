import { nowIso, writeTransaction, type Db } from '@plinth/db';
import { deleteMailingListMember, findRestockVariant, findSignUp, unsubscribeEmail } from './queries';
import { signUpIdOfToken } from './unsubscribe-token';

export interface UnsubscribeTarget {
  websiteId: string;
  email: string;
  productName: string;
}

/** What an unsubscribe link names, for its confirm page; null for a link the server did not write. */
export async function findUnsubscribeTarget(
  db: Db,
  key: Buffer,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const id = signUpIdOfToken(key, token);
  const signUp = id ? await findSignUp(db.kysely, id) : null;
  if (!signUp) return null;
  const variant = await findRestockVariant(
    db.kysely,
    signUp.website_id,
    signUp.product_id,
    signUp.variant_id,
  );
  return { websiteId: signUp.website_id, email: signUp.email, productName: variant?.product_title ?? '' };
}

/**
 * The one-click unsubscribe (RFC 8058): every restock sign-up of that email on the site stops and the
 * email leaves the site's mailing list. Idempotent; null for a link the server did not write.
 */
export async function unsubscribeRestock(
  db: Db,
  key: Buffer,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const target = await findUnsubscribeTarget(db, key, token);
  if (!target) return null;
  await writeTransaction(db, async (trx) => {
    await unsubscribeEmail(trx, target.websiteId, target.email, nowIso());
    await deleteMailingListMember(trx, target.websiteId, target.email);
  });
  return target;
}
