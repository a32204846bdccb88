import type { CollectionContext } from './page-context';

/**
 * What a Blog or Events page and its items give templates (issue 22, decision 0057): seed 001's
 * "template data read by helpers", so the engine's formatters and predicates (date, excerpt?,
 * same-day?, location?, google-calendar-url, comment-link...) work on real data. Dates are epoch ms,
 * formatted by the templates in the site's time zone (`website.timeZone`).
 */

/** A Blog or Events page: seed 001's collection fields. */
export interface ContentCollectionContext extends CollectionContext {
  /** "blog" or "events" (COLLECTION_TYPE). */
  collectionType: string;
  /** Comments do not exist yet: closed (0) with none. */
  commentState: number;
  publicCommentCount: number;
  folder: boolean;
  /** The blog's RSS feed (`?format=rss`) or the events page's iCalendar feed (`?format=ical`). */
  feedUrl: string;
}

export interface ContentTermLink {
  name: string;
  /** The list filtered by it: "/blog?tag=news". */
  url: string;
}

/** seed 001 location: both mapLat and mapLng present makes the `location?` predicate true. */
export interface ContentLocation {
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat?: number;
  mapLng?: number;
}

/** A post or an event as lists and its own page show it. */
export interface ContentItemContext {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  /** Owner HTML, sanitised; '' for none (the `excerpt?` predicate tests it). */
  excerpt: string;
  /** text 1 (a post), event 12 (seed 001). */
  recordType: number;
  /** When it went live, or its own date (ms). */
  publishOn: number;
  updatedOn: number;
  /** Events: start and end (ms). */
  startDate?: number;
  endDate?: number;
  allDay: boolean;
  /** Events: the end is still to come. */
  upcoming: boolean;
  location?: ContentLocation;
  /** "Harbor Hall, 12 Pier Road, Portland": the location on one line; '' for none. */
  locationText: string;
  /** Names, as seed 001's templates expect; with their list links in tagLinks / categoryLinks. */
  tags: string[];
  categories: string[];
  tagLinks: ContentTermLink[];
  categoryLinks: ContentTermLink[];
  author?: { id: string; displayName: string; url: string };
  /** The featured image; absent without one (the `main-image?` predicate tests mainImageId). */
  assetUrl?: string;
  mainImageId?: string;
  systemDataId?: string;
  mainImage?: { assetUrl: string; width: number | null; height: number | null };
  commentState: number;
  publicCommentCount: number;
  likeCount: number;
  /** Events: the .ics download ("Add to calendar"). */
  icsUrl?: string;
}

/** The item's own page adds its body and, for events, the location's map. */
export interface ContentItemPageContext extends ContentItemContext {
  /** The item's blocks as HTML (every prop escaped by the block renderers): printed raw. */
  body: string;
  /** The map block's drawing for the event's address, HTML; '' for none: printed raw. */
  mapHtml: string;
}

export interface ContentNeighbour {
  title: string;
  fullUrl: string;
}

/** `?offset=` paging of a list; the item page's previous and next items. */
export interface ContentPagination {
  pageSize: number;
  offset: number;
  nextPage: boolean;
  nextPageOffset?: number;
  nextPageUrl?: string;
  prevPage: boolean;
  prevPageOffset?: number;
  prevPageUrl?: string;
  /** The item page: the older (previous) and newer (next) items. */
  prevItem?: ContentNeighbour;
  nextItem?: ContentNeighbour;
}

/** What a list page says about itself: its filter, heading and the events page's views. */
export interface ContentListContext {
  isEvents: boolean;
  /** "Posts tagged “news”"; '' for the whole list. */
  filterHeading: string;
  /** The unfiltered list's address, when filtered. */
  clearFilterUrl: string;
  /** Events: which list (seed 001's showPastOrUpcomingEvents), and the three views' links. */
  showPastOrUpcomingEvents: string;
  views: { label: string; url: string; current: boolean }[];
  emptyText: string;
}

/** The events page's month (`?view=calendar&month=YYYY-MM`): weeks of days, each with its events. */
export interface ContentCalendarContext {
  /** "March 2026" */
  monthLabel: string;
  month: string;
  prevUrl: string;
  prevLabel: string;
  nextUrl: string;
  nextLabel: string;
  weekdays: { short: string; long: string }[];
  weeks: { days: ContentCalendarDay[] }[];
}

export interface ContentCalendarDay {
  /** Day of the month; 0 for a cell outside the month. */
  day: number;
  inMonth: boolean;
  today: boolean;
  /** "Tuesday, March 3, 2026" for the cell's label. */
  label: string;
  events: { title: string; fullUrl: string; time: string }[];
}

/** A Summary block's data for one collection (rendered by the block renderers). */
export interface ContentCollectionSummary {
  collectionType: string;
  title: string;
  fullUrl: string;
  items: ContentItemContext[];
  timeZone: string;
  language: string;
}

export type { CollectionContext };
