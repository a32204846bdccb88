import type { ContentItemDetail, ContentItemUpdateInput } from '@plinth/contracts';
import { localInputToIso, toLocalInputValue } from '../pages/schedule-time';
import { dayInputToIso, isoToDayInput, isoToZonedInput, zonedInputToIso } from './zoned-time';

/** The item settings dialog's fields as the inputs hold them. */
export interface ItemForm {
  title: string;
  slug: string;
  excerpt: string;
  featuredImageFileId: string | null;
  authorId: string;
  tags: string;
  categories: string;
  /** The shown date, local to the browser (datetime-local). */
  itemDate: string;
  seoTitle: string;
  seoDescription: string;
  socialImageFileId: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  locationName: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat: string;
  mapLng: string;
}

const names = (list: readonly string[]) => list.join(', ');
const splitNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

export function itemForm(item: ContentItemDetail, timeZone: string): ItemForm {
  const when = (iso: string | null) => (item.allDay ? isoToDayInput(iso) : isoToZonedInput(iso, timeZone));
  return {
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt,
    featuredImageFileId: item.featuredImageFileId,
    authorId: item.author?.id ?? '',
    tags: names(item.tags),
    categories: names(item.categories),
    itemDate: item.itemDate ? toLocalInputValue(new Date(item.itemDate)) : '',
    seoTitle: item.seoTitle,
    seoDescription: item.seoDescription,
    socialImageFileId: item.socialImageFileId,
    startsAt: when(item.startsAt),
    endsAt: when(item.endsAt),
    allDay: item.allDay,
    locationName: item.location.name,
    addressLine1: item.location.addressLine1,
    addressLine2: item.location.addressLine2,
    addressCountry: item.location.addressCountry,
    mapLat: item.location.mapLat === null ? '' : String(item.location.mapLat),
    mapLng: item.location.mapLng === null ? '' : String(item.location.mapLng),
  };
}

/** A coordinate typed in, or null when the box is empty; NaN (refused by the server) when not a number. */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * What Save sends: every field (the server keeps what is unchanged as it is). Times the inputs cannot
 * read go as they are, so the server's field error shows at them.
 */
export function itemFormInput(form: ItemForm, events: boolean, timeZone: string): ContentItemUpdateInput {
  const eventTime = (value: string) =>
    value === '' ? null : ((form.allDay ? dayInputToIso(value) : zonedInputToIso(value, timeZone)) ?? value);
  const input: ContentItemUpdateInput = {
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt,
    featuredImageFileId: form.featuredImageFileId,
    authorId: form.authorId || null,
    tags: splitNames(form.tags),
    categories: splitNames(form.categories),
    itemDate: form.itemDate === '' ? null : (localInputToIso(form.itemDate) ?? form.itemDate),
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    socialImageFileId: form.socialImageFileId,
  };
  if (!events) return input;
  return {
    ...input,
    startsAt: eventTime(form.startsAt),
    endsAt: eventTime(form.endsAt),
    allDay: form.allDay,
    location: {
      name: form.locationName.trim(),
      addressLine1: form.addressLine1.trim(),
      addressLine2: form.addressLine2.trim(),
      addressCountry: form.addressCountry.trim(),
      mapLat: coordinate(form.mapLat),
      mapLng: coordinate(form.mapLng),
    },
  };
}
