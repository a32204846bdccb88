import { PERMISSION, RESTOCK_API } from '@plinth/contracts';
import { nowIso, type Executor, type JobRow } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { productUrl } from '../catalog';
import { restockNoticeTemplate } from '../email';
import type { JobHandler } from '../jobs';
import { findRestockVariant, findSignUp, markSignUpNotified, releaseSignUpRound } from './queries';
import { isSoldOut, variantLabel } from './stock';
import { unsubscribeToken } from './unsubscribe-token';

/** The job kind that emails one sign-up; its payload is RestockNoticePayload. */
export const RESTOCK_NOTICE_JOB_KIND = 'restock.notice';

export interface RestockNoticePayload {
  signUpId: string;
  /** The sign-up's send_round when queued: a job of an older round does nothing. */
  round: number;
}

/** The one-click unsubscribe link of a sign-up, absolute. */
export function unsubscribeUrl(origin: string, key: Buffer, signUpId: string): string {
  return `${origin}${RESTOCK_API.unsubscribe}?token=${unsubscribeToken(key, signUpId)}`;
}

/**
 * Runs one notice: a sign-up no longer waiting (or of a newer round) needs nothing; a variant still sold
 * out leaves the sign-up waiting, free for a later send; otherwise the email is queued in the outbox (its
 * dedupe key names the sign-up and round) and the sign-up marked notified, both in the transaction that
 * marks this job done. A crash before that commit runs the job again and writes the same email once.
 */
export function restockNoticeHandler(app: FastifyInstance, key: Buffer): JobHandler {
  return async (job: JobRow) => {
    const { signUpId, round } = JSON.parse(job.payload) as RestockNoticePayload;
    const signUp = await findSignUp(app.db.kysely, signUpId);
    if (!signUp || signUp.status !== 'waiting' || signUp.send_round !== round) return;
    const variant = await findRestockVariant(
      app.db.kysely,
      signUp.website_id,
      signUp.product_id,
      signUp.variant_id,
    );
    if (!variant || isSoldOut(variant)) {
      return (trx: Executor) => releaseSignUpRound(trx, signUpId, round, nowIso());
    }
    const site = await app.sites.byId(signUp.website_id);
    if (!site) return;
    const origin = signUp.origin;
    return async (trx: Executor) => {
      await app.mail.queue(trx, {
        websiteId: site.id,
        siteName: site.title,
        dedupeKey: `restock-notice:${signUpId}:${round}`,
        template: restockNoticeTemplate,
        data: {
          productName: variant.product_title,
          variantLabel: variantLabel(variant.product_options, variant.attributes),
          productUrl: `${origin}${productUrl(variant.collection_url_id, variant.product_url_id)}`,
          unsubscribeUrl: unsubscribeUrl(origin, key, signUpId),
        },
        to: signUp.email,
        readPermission: PERMISSION.restockView,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl(origin, key, signUpId)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await markSignUpNotified(trx, signUpId, round, nowIso());
    };
  };
}
