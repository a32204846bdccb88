import { ANALYTICS_EVENTS as E } from '@plinth/contracts';
import {
  ANALYTICS_TOP_ROWS,
  type AnalyticsFormRow,
  type AnalyticsProductRow,
  type AnalyticsSearchRow,
} from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { listFormNames, listProductNames } from './queries';
import type { DayFolded } from './read-folded';

function sumBy(rows: DayFolded[], dimension: string) {
  const byValue = new Map<string, Map<string, { events: number; valueCents: number }>>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const events = byValue.get(row.value) ?? new Map<string, { events: number; valueCents: number }>();
    const entry = events.get(row.event) ?? { events: 0, valueCents: 0 };
    entry.events += row.events;
    entry.valueCents += row.valueCents;
    events.set(row.event, entry);
    byValue.set(row.value, events);
  }
  return byValue;
}

/** Names of the site's products or forms by id ('' left out: the id stands in). */
async function namesOf(db: Db, table: 'products' | 'forms', websiteId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows =
    table === 'products'
      ? await listProductNames(db.kysely, websiteId, ids)
      : await listFormNames(db.kysely, websiteId, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Products by views, then purchases: views, adds to cart, purchases and revenue. */
export async function listProductRows(
  db: Db,
  websiteId: string,
  rows: DayFolded[],
  limit = ANALYTICS_TOP_ROWS,
): Promise<AnalyticsProductRow[]> {
  const counted = [...sumBy(rows, 'product')].map(([itemId, events]) => {
    const n = (event: string) => events.get(event)?.events ?? 0;
    return {
      itemId,
      name: itemId,
      views: n(E.productView) + n(E.quickView),
      addToCarts: n(E.addToCart),
      purchases: n(E.purchase),
      revenueCents: events.get(E.purchase)?.valueCents ?? 0,
    };
  });
  const top = counted
    .sort((a, b) => b.views - a.views || b.purchases - a.purchases || a.itemId.localeCompare(b.itemId))
    .slice(0, limit);
  const names = await namesOf(
    db,
    'products',
    websiteId,
    top.map((row) => row.itemId),
  );
  return top.map((row) => ({ ...row, name: names.get(row.itemId) ?? row.itemId }));
}

/** Search terms by how often they were searched. */
export function listSearchRows(rows: DayFolded[], limit = ANALYTICS_TOP_ROWS): AnalyticsSearchRow[] {
  return [...sumBy(rows, 'search')]
    .map(([term, events]) => ({ term, count: events.get(E.search)?.events ?? 0 }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, limit);
}

/**
 * Forms by submissions: renders (the census's FormRender events) against FormSubmission events, both
 * from analytics_events, so a form's conversion compares counts of the same source and retention.
 */
export async function listFormRows(
  db: Db,
  websiteId: string,
  rows: DayFolded[],
  limit = ANALYTICS_TOP_ROWS,
): Promise<AnalyticsFormRow[]> {
  const counted = [...sumBy(rows, 'form')].map(([formId, events]) => {
    const renders = events.get(E.censusFormRender)?.events ?? 0;
    const submissions = events.get(E.formSubmission)?.events ?? 0;
    return {
      formId,
      name: formId,
      renders,
      submissions,
      conversionRate: renders > 0 ? submissions / renders : 0,
    };
  });
  const top = counted
    .sort(
      (a, b) => b.submissions - a.submissions || b.renders - a.renders || a.formId.localeCompare(b.formId),
    )
    .slice(0, limit);
  const names = await namesOf(
    db,
    'forms',
    websiteId,
    top.map((row) => row.formId),
  );
  return top.map((row) => ({ ...row, name: names.get(row.formId) ?? row.formId }));
}
