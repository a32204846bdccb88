import type { FormRenderEvent } from '@plinth/contracts';
import { newId } from '@plinth/db';
import { recordFormRenderEvent } from '../analytics';
import type { Site } from '../sites';
import { countRenderEventsSince, findFormRow, hasRecentRenderEvent, insertRenderEvent } from './queries';
import type { FormsApp } from './service';

/** A visitor's renders of one form count once per this window. */
const VISITOR_WINDOW_MS = 30 * 60 * 1000;
/** Rows one form may gain per minute, whoever sends them: the table cannot be flooded. */
const FORM_EVENTS_PER_MINUTE = 600;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Stores the census form-render event (seed 001) for the analytics issue. Silent either way: an
 * unknown form, a repeat within the window or a form over its per-minute bound stores nothing, and the
 * caller answers 204 all the same, so the endpoint does not tell which form ids exist.
 */
export async function recordFormRender(
  app: Pick<FormsApp, 'db' | 'now'>,
  site: Site,
  event: Required<FormRenderEvent>,
): Promise<void> {
  const db = app.db.kysely;
  if (!(await findFormRow(db, site.id, event.formId))) return;
  const nowMs = app.now();
  if (
    event.visitorCookie !== '' &&
    (await hasRecentRenderEvent(
      db,
      site.id,
      event.formId,
      event.visitorCookie,
      iso(nowMs - VISITOR_WINDOW_MS),
    ))
  ) {
    return;
  }
  if (
    (await countRenderEventsSince(db, site.id, event.formId, iso(nowMs - 60_000))) >= FORM_EVENTS_PER_MINUTE
  ) {
    return;
  }
  const row = {
    id: newId(),
    website_id: site.id,
    form_id: event.formId,
    visitor_id: event.visitorCookie,
    created_at: iso(nowMs),
  };
  await insertRenderEvent(db, row);
  // The dashboards count renders from the analytics events.
  await recordFormRenderEvent(db, {
    websiteId: site.id,
    formId: event.formId,
    visitorId: event.visitorCookie,
    renderedAt: row.created_at,
  });
}
