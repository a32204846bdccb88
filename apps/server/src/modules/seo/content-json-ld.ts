import { absoluteUrl } from './canonical';

/** A post or an event as its JSON-LD needs it (plain values: the pages module maps its item to this). */
export interface ContentJsonLdInput {
  kind: 'post' | 'event';
  title: string;
  /** Root-relative address ("/blog/hello"). */
  fullUrl: string;
  /** Plain text. */
  description: string;
  imageUrl: string | null;
  publishedMs: number;
  updatedMs: number;
  authorName: string | null;
  /** The site's name: the post's publisher. */
  siteTitle: string;
  keywords: readonly string[];
  event?: {
    startMs: number;
    endMs: number;
    allDay: boolean;
    /** "2026-03-14" days for an all-day event, in the site's time zone. */
    startDay: string;
    endDay: string;
    locationName: string;
    address: string;
  };
}

const DESCRIPTION_MAX = 5000;

/**
 * schema.org BlogPosting for a post and Event for an event (issue 22 section 5), as search engines
 * read them: absolute URLs, ISO dates (days alone for all-day events), the venue as a Place.
 */
export function contentJsonLd(input: ContentJsonLdInput, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, input.fullUrl);
  const image = input.imageUrl ? { image: [absoluteUrl(origin, input.imageUrl)] } : {};
  const description = input.description.slice(0, DESCRIPTION_MAX) || input.title;
  if (input.kind === 'event' && input.event) {
    const { event } = input;
    const place = event.locationName || event.address;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: input.title,
      url,
      description,
      ...image,
      startDate: event.allDay ? event.startDay : new Date(event.startMs).toISOString(),
      endDate: event.allDay ? event.endDay : new Date(event.endMs).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      ...(place
        ? {
            location: {
              '@type': 'Place',
              name: event.locationName || event.address,
              ...(event.address ? { address: event.address } : {}),
            },
          }
        : {}),
      organizer: { '@type': 'Organization', name: input.siteTitle, url: absoluteUrl(origin, '/') },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    description,
    ...image,
    datePublished: new Date(input.publishedMs).toISOString(),
    dateModified: new Date(Math.max(input.updatedMs, input.publishedMs)).toISOString(),
    ...(input.authorName ? { author: { '@type': 'Person', name: input.authorName } } : {}),
    publisher: { '@type': 'Organization', name: input.siteTitle },
    ...(input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
  };
}
