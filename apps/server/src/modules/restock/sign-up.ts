import { normalizeEmail } from '@plinth/commerce';
import { isProductLive } from '@plinth/contracts';
import { newId, nowIso, toFlag, writeTransaction, type Db } from '@plinth/db';
import { getRestockPreferences } from '../commerce-preferences';
import type { Site } from '../sites';
import { restockDisabled, restockInStock, restockVariantNotFound } from './errors';
import {
  findRestockVariant,
  insertMailingListMemberIfNew,
  insertSignUpIfNew,
  markJoinedMailingList,
  rearmSignUp,
} from './queries';
import { isSoldOut } from './stock';

export interface RestockSignUpInput {
  productId: string;
  variantId: string;
  /** Checked with validateRestockEmail; stored normalised (trimmed, lower-cased). */
  email: string;
  isJoinMailingList: boolean;
  language: string;
  /** Where the visitor is ("https://shop.example"): the notice's links point there. */
  origin: string;
}

/**
 * Records a visitor's wish to hear when a sold-out variant returns. Below the email and captcha checks
 * (the route does those). One sign-up per site, variant and email: asking again answers the same, and a
 * sign-up already notified or unsubscribed waits again. The mailing-list opt-in counts only when the
 * owner offers it. Throws RESTOCK_DISABLED, RESTOCK_VARIANT_NOT_FOUND or RESTOCK_IN_STOCK.
 */
export async function signUpForRestock(
  db: Db,
  site: Site,
  input: RestockSignUpInput,
): Promise<{ created: boolean; joinedMailingList: boolean }> {
  const preferences = getRestockPreferences(site);
  if (!preferences.enabled) throw restockDisabled();
  const joinList = input.isJoinMailingList && preferences.mailingListSignUpEnabled;
  return writeTransaction(db, async (trx) => {
    const variant = await findRestockVariant(trx, site.id, input.productId, input.variantId);
    // A product shoppers cannot see (a draft, or scheduled for later: decision 0049) is not found.
    if (!variant || !isProductLive(variant, Date.now())) throw restockVariantNotFound();
    if (!isSoldOut(variant)) throw restockInStock();
    const now = nowIso();
    const email = normalizeEmail(input.email);
    const key = { websiteId: site.id, variantId: variant.variant_id, email };
    const created =
      (await insertSignUpIfNew(trx, {
        id: newId(),
        website_id: site.id,
        product_id: variant.product_id,
        variant_id: variant.variant_id,
        email,
        status: 'waiting',
        joined_mailing_list: toFlag(joinList),
        language: input.language,
        origin: input.origin,
        queued_at: null,
        notified_at: null,
        created_at: now,
        updated_at: now,
      })) === 1;
    if (!created) {
      await rearmSignUp(trx, key, { joinedMailingList: joinList, now });
      if (joinList) await markJoinedMailingList(trx, key);
    }
    if (joinList) {
      await insertMailingListMemberIfNew(trx, {
        id: newId(),
        website_id: site.id,
        email,
        source: 'restock',
        created_at: now,
      });
    }
    return { created, joinedMailingList: joinList };
  });
}
