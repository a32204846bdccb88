// The storefront side of Blog and Events pages (issue 22, decision 0057): live items, their template
// data, feeds and .ics. The `content` module writes collections and items; this one only reads them.
export {
  filterNames,
  findCollectionItem,
  findItemNeighbours,
  findLiveItemDocument,
  listCollectionItems,
  nextItemPublishMs,
  toItemContexts,
  type CollectionItem,
  type ItemPage,
} from './service';
export {
  eventSpan,
  isEvents,
  locationAddress,
  locationText,
  toContentCollectionContext,
  type CollectionPage,
} from './item-context';
export type { ItemFilter, ItemOrder, ItemRow } from './queries';
export { buildCalendar } from './calendar';
export { loadContentBlockData } from './block-data';
export { icsCalendar, type IcsEvent } from './ics';
export { absoluteLinks, rssFeed, type RssItem } from './rss';
export { monthBounds, monthKey, monthOf, parseMonth, siteTimeZone, zonedParts } from './zoned-time';
