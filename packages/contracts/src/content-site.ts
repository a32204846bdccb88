/**
 * The storefront side of collections (issue 22 sections 1, 3 and 5; decision 0057): how lists page,
 * what feeds hold, which query values the addresses take. No zod: browser bundles import this.
 */

/** Items on one page of a Blog or Events list (`?offset=` steps by this). */
export const COLLECTION_PAGE_SIZE = 10;

/** Items in a blog's RSS feed (the latest) and in an events page's iCalendar feed (upcoming first). */
export const FEED_ITEM_COUNT = 20;
export const ICAL_FEED_EVENT_COUNT = 200;

/** The furthest `?offset=` a list answers: deeper pages are out of any visitor's reach. */
export const COLLECTION_MAX_OFFSET = 10_000;

/** Seed 001: "Default site time zone is New York when unset." */
export const DEFAULT_SITE_TIME_ZONE = 'America/New_York';

/** What `?format=` a collection or item address answers besides the page itself. */
export const COLLECTION_FORMAT = { json: 'json', rss: 'rss', ical: 'ical', ics: 'ics' } as const;

/** `?view=` of an events page: its month calendar. */
export const EVENTS_VIEW = { calendar: 'calendar' } as const;

/** Which events an events list shows (seed 001's showPastOrUpcomingEvents). */
export const EVENT_LIST = { upcoming: 'upcoming', past: 'past' } as const;
export type EventList = (typeof EVENT_LIST)[keyof typeof EVENT_LIST];

/** `?month=YYYY-MM` */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Media types of the feeds. */
export const FEED_CONTENT_TYPE = {
  rss: 'application/rss+xml; charset=utf-8',
  ical: 'text/calendar; charset=utf-8',
} as const;
