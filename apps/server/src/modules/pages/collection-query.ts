import { COLLECTION_MAX_OFFSET, EVENTS_VIEW, MONTH_PATTERN } from '@plinth/contracts';
import { z } from 'zod';

/** A Blog or Events address's query (issue 22 section 1): bounded, every value optional. */
export const collectionQuerySchema = z
  .object({
    format: z.enum(['json', 'rss', 'ical']).optional(),
    offset: z.string().max(12).optional(),
    tag: z.string().max(80).optional(),
    category: z.string().max(80).optional(),
    author: z.string().max(32).optional(),
    month: z.string().max(7).optional(),
    view: z.string().max(16).optional(),
    events: z.string().max(16).optional(),
  })
  .passthrough();

/** The list a query asks for; values that are not what the address takes are left out. */
export interface CollectionQuery {
  offset: number;
  tag?: string;
  category?: string;
  author?: string;
  month?: string;
  calendar: boolean;
  /** Events: the past list rather than the upcoming one. */
  past: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const ID = /^[A-Za-z0-9_-]+$/;

export function parseCollectionQuery(raw: z.infer<typeof collectionQuerySchema>): CollectionQuery {
  const offset = Number(raw.offset ?? 0);
  return {
    offset: Number.isInteger(offset) && offset > 0 ? Math.min(offset, COLLECTION_MAX_OFFSET) : 0,
    ...(raw.tag !== undefined && SLUG.test(raw.tag) ? { tag: raw.tag } : {}),
    ...(raw.category !== undefined && SLUG.test(raw.category) ? { category: raw.category } : {}),
    ...(raw.author !== undefined && ID.test(raw.author) ? { author: raw.author } : {}),
    ...(raw.month !== undefined && MONTH_PATTERN.test(raw.month) ? { month: raw.month } : {}),
    calendar: raw.view === EVENTS_VIEW.calendar,
    past: raw.events === 'past',
  };
}

/** True when the list is narrowed by a tag, category, author or month (the tag/category list page). */
export function isFiltered(query: CollectionQuery): boolean {
  return (
    query.tag !== undefined ||
    query.category !== undefined ||
    query.author !== undefined ||
    (query.month !== undefined && !query.calendar)
  );
}

/** The address of the list with this query ("/blog?tag=news&offset=10"), keys in one order. */
export function collectionUrl(path: string, query: CollectionQuery): string {
  const params = new URLSearchParams();
  if (query.calendar) params.set('view', EVENTS_VIEW.calendar);
  if (query.past) params.set('events', 'past');
  if (query.tag !== undefined) params.set('tag', query.tag);
  if (query.category !== undefined) params.set('category', query.category);
  if (query.author !== undefined) params.set('author', query.author);
  if (query.month !== undefined) params.set('month', query.month);
  if (query.offset > 0) params.set('offset', String(query.offset));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
