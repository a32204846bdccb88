import { PERMISSION, type CardTestingPreferences } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { cardTestingAlertTemplate } from '../email';
import { listAdministratorEmails } from '../members';
import type { Site } from '../sites';
import { SITE_DECLINE_WINDOW_MS, SPIKE_CAPTCHA_MS, type DeclineKeys } from './card-testing';
import type { CheckoutApp } from './service';

/** The emails table's limit on one message's recipients (to_address varchar(256)). */
const RECIPIENTS_MAX_LENGTH = 256;

/**
 * Counts a declined payment (after the order's transaction rolled back) and, for the decline that set
 * off a site-wide spike, queues the Administrators' alert through the outbox: one per site per hour,
 * across processes (the dedupe key), sent even if this process stops right after.
 */
export async function noteDecline(
  app: CheckoutApp,
  site: Site,
  limits: CardTestingPreferences,
  keys: DeclineKeys,
  origin: string,
): Promise<void> {
  const { spikeStarted } = await app.cardTesting.recordDecline(limits, keys);
  if (!spikeStarted) return;
  const startedMs = Date.now();
  app.log.warn(
    { websiteId: site.id, declines: limits.siteDeclinesPerTenMinutes, windowMs: SITE_DECLINE_WINDOW_MS },
    'Many declined payments: every checkout of the site asks for the captcha for an hour',
  );
  const hour = Math.floor(startedMs / SPIKE_CAPTCHA_MS);
  const { created } = await writeTransaction(app.db, async (trx) => {
    const to = joinRecipients(await listAdministratorEmails(trx, site.id));
    if (to === '') return { created: false };
    return app.mail.queue(trx, {
      websiteId: site.id,
      siteName: site.title,
      dedupeKey: `card-testing:${site.id}:${hour}`,
      template: cardTestingAlertTemplate,
      data: {
        declines: limits.siteDeclinesPerTenMinutes,
        startedAt: new Date(startedMs).toISOString(),
        untilAt: new Date(startedMs + SPIKE_CAPTCHA_MS).toISOString(),
        settingsUrl: `${origin}/config/commerce-preferences`,
      },
      to,
      readPermission: PERMISSION.ordersView,
    });
  });
  if (created) app.jobs.wake();
}

function joinRecipients(emails: readonly string[]): string {
  let to = '';
  for (const email of emails) {
    const next = to === '' ? email : `${to}, ${email}`;
    if (next.length > RECIPIENTS_MAX_LENGTH) break;
    to = next;
  }
  return to;
}
