import { ANALYTICS_EVENTS } from '@plinth/contracts';

/** One raw event as the folds read it. */
export interface RawEvent {
  event: string;
  visitor_key: string;
  page_path: string;
  referrer_host: string;
  utm_source: string;
  device: string;
  browser: string;
  country: string;
  item_id: string;
  value_cents: number;
  data: string;
}

export const DIMENSIONS = [
  'total',
  'page',
  'referrer',
  'utm',
  'device',
  'browser',
  'country',
  'product',
  'search',
  'form',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** One rollup row's measures for a dimension value and event. */
export interface Folded {
  dimension: Dimension;
  value: string;
  event: string;
  events: number;
  visitors: number;
  valueCents: number;
}

const E = ANALYTICS_EVENTS;
const PRODUCT_EVENTS = new Set<string>([E.productView, E.quickView, E.addToCart, E.purchase]);
const FORM_EVENTS = new Set<string>([E.censusFormRender, E.formSubmission]);
/** A search term is folded lower-cased and trimmed, at most this long. */
const SEARCH_TERM_MAX = 128;

function dataField(data: string, key: string): string {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return '';
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** The dimension values an event counts under (a page view under its page, referrer and so on). */
function dimensionsOf(row: RawEvent): [Dimension, string][] {
  const out: [Dimension, string][] = [['total', '']];
  if (row.event === E.pageView) {
    out.push(
      ['page', row.page_path],
      ['referrer', row.referrer_host],
      ['utm', row.utm_source],
      ['device', row.device],
      ['browser', row.browser],
      ['country', row.country],
    );
  }
  if (PRODUCT_EVENTS.has(row.event) && row.item_id !== '') out.push(['product', row.item_id]);
  if (row.event === E.search) {
    const term = dataField(row.data, 'query').trim().toLowerCase().slice(0, SEARCH_TERM_MAX);
    if (term !== '') out.push(['search', term]);
  }
  if (FORM_EVENTS.has(row.event)) {
    const formId = dataField(row.data, 'form_id') || dataField(row.data, 'formId');
    if (formId !== '') out.push(['form', formId.slice(0, 64)]);
  }
  return out;
}

/**
 * Folds a bucket's raw events into rollup rows: per dimension value and event, the count, the distinct
 * visitors (exact within the bucket) and the money. Pure, so the rollup job and the dashboards' reading
 * of the unfinished hour count alike.
 */
export function foldEvents(rows: Iterable<RawEvent>): Folded[] {
  const groups = new Map<string, Folded & { keys: Set<string> }>();
  for (const row of rows) {
    for (const [dimension, value] of dimensionsOf(row)) {
      const key = `${dimension}\u0000${value}\u0000${row.event}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          dimension,
          value,
          event: row.event,
          events: 0,
          visitors: 0,
          valueCents: 0,
          keys: new Set(),
        };
        groups.set(key, group);
      }
      group.events += 1;
      group.valueCents += Number(row.value_cents) || 0;
      if (row.visitor_key !== '') group.keys.add(row.visitor_key);
    }
  }
  return [...groups.values()].map(({ keys, ...group }) => ({ ...group, visitors: keys.size }));
}
