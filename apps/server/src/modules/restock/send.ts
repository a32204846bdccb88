import { nowIso, writeTransaction } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { getRestockPreferences } from '../commerce-preferences';
import type { Site } from '../sites';
import { restockVariantNotFound } from './errors';
import {
  claimSignUpRound,
  findRestockVariant,
  listUnqueuedSignUpIds,
  listVariantsWithUnqueuedSignUps,
} from './queries';
import { isSoldOut } from './stock';
import { RESTOCK_NOTICE_JOB_KIND, type RestockNoticePayload } from './notice-job';

/** Sign-ups queued per transaction: a variant with thousands waiting never holds one long lock. */
const QUEUE_BATCH = 200;

export interface VariantKey {
  productId: string;
  variantId: string;
}

/**
 * Queues one notice job per waiting sign-up of each variant in stock, each under its own dedupe key
 * (`restock:{signUpId}:{round}`), and answers how many were queued. A sign-up already queued is taken
 * once: pressing Send twice queues nothing new. A sold-out variant queues nothing (its sign-ups wait).
 * With `mustExist`, an unknown variant is a 404; otherwise it is skipped (send/all, auto send).
 */
export async function queueRestockNotices(
  app: FastifyInstance,
  site: Site,
  variants: readonly VariantKey[],
  options: { mustExist: boolean },
): Promise<number> {
  let queued = 0;
  for (const key of variants) {
    const variant = await findRestockVariant(app.db.kysely, site.id, key.productId, key.variantId);
    if (!variant) {
      if (options.mustExist) throw restockVariantNotFound();
      continue;
    }
    if (isSoldOut(variant)) continue;
    for (;;) {
      const batch = await writeTransaction(app.db, async (trx) => {
        const ids = await listUnqueuedSignUpIds(trx, site.id, key.variantId, QUEUE_BATCH);
        let created = 0;
        for (const signUpId of ids) {
          const round = await claimSignUpRound(trx, signUpId, nowIso());
          if (round === null) continue;
          const payload: RestockNoticePayload = { signUpId, round };
          const job = await app.jobs.enqueue(
            {
              kind: RESTOCK_NOTICE_JOB_KIND,
              payload,
              dedupeKey: `restock:${signUpId}:${round}`,
              websiteId: site.id,
            },
            trx,
          );
          if (job.created) created += 1;
        }
        return { created, full: ids.length === QUEUE_BATCH };
      });
      queued += batch.created;
      if (!batch.full) break;
    }
  }
  if (queued > 0) app.jobs.wake();
  return queued;
}

/**
 * The auto-send hook, called after an owner's stock change has committed: with autoSendOnRestock on,
 * each of these variants that is in stock now and has sign-ups waiting gets its notices queued.
 * Never throws: the stock change stands, and the sign-ups keep waiting for a Send.
 */
export async function sendRestockNoticesIfRestocked(
  app: FastifyInstance,
  site: Site,
  variantIds: readonly string[],
): Promise<number> {
  try {
    if (!getRestockPreferences(site).autoSendOnRestock) return 0;
    const waiting = await listVariantsWithUnqueuedSignUps(app.db.kysely, site.id, [...variantIds]);
    const variants = waiting.map((w) => ({ productId: w.product_id, variantId: w.variant_id }));
    return await queueRestockNotices(app, site, variants, { mustExist: false });
  } catch (error) {
    app.log.warn({ err: error, websiteId: site.id }, 'Could not queue restock notices after a stock change');
    return 0;
  }
}
