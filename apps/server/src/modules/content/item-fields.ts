import {
  CONTENT_ITEM_LIMITS,
  EMPTY_CONTENT_LOCATION,
  contentItemMessage,
  type ContentItemUpdateInput,
  type FieldErrors,
} from '@plinth/contracts';
import { toFlag, type ContentItemRow, type ContentItemsTable, type Executor } from '@plinth/db';
import type { Updateable } from 'kysely';
import { findMemberRole } from '../members';
import { sanitizeDescription } from '../products';
import type { Site } from '../sites';
import { contentInvalid } from './errors';
import { parseLocation } from './item-view';
import { siteFileExists } from './queries';

/** Excerpts keep the rich text block's formatting and nothing else (the product description's rules). */
export function sanitizeExcerpt(html: string): string {
  return sanitizeDescription(html);
}

/**
 * The content_items changes `input` asks for, checked against the site (author a member, images its
 * uploads, an end not before the start); every problem at once as field errors.
 */
export async function contentItemChanges(
  executor: Executor,
  site: Site,
  input: ContentItemUpdateInput,
  current: Pick<ContentItemRow, 'starts_at' | 'ends_at' | 'location'> | null,
): Promise<Updateable<ContentItemsTable>> {
  const errors: FieldErrors = {};
  const changes: Updateable<ContentItemsTable> = {};
  if (input.excerpt !== undefined) {
    const excerpt = sanitizeExcerpt(input.excerpt);
    if (excerpt.length > CONTENT_ITEM_LIMITS.excerptMax)
      errors.excerpt = contentItemMessage('excerptTooLong');
    changes.excerpt = excerpt;
  }
  if (input.authorId !== undefined) {
    if (input.authorId !== null && (await findMemberRole(executor, site.id, input.authorId)) === null) {
      errors.authorId = contentItemMessage('authorNotMember');
    }
    changes.author_id = input.authorId;
  }
  if (input.featuredImageFileId !== undefined) {
    const fileId = input.featuredImageFileId;
    if (fileId !== null && !(await siteFileExists(executor, site.id, fileId))) {
      errors.featuredImageFileId = contentItemMessage('imageNotUploaded');
    }
    changes.featured_image_file_id = fileId;
  }
  if (input.itemDate !== undefined) changes.item_date = isoOrNull(input.itemDate);
  if (input.startsAt !== undefined) changes.starts_at = isoOrNull(input.startsAt);
  if (input.endsAt !== undefined) changes.ends_at = isoOrNull(input.endsAt);
  if (input.allDay !== undefined) changes.all_day = toFlag(input.allDay);
  if (input.location !== undefined) {
    const base = current ? parseLocation(current.location) : EMPTY_CONTENT_LOCATION;
    changes.location = JSON.stringify(
      input.location === null ? EMPTY_CONTENT_LOCATION : { ...base, ...input.location },
    );
  }
  const startsAt = changes.starts_at !== undefined ? changes.starts_at : (current?.starts_at ?? null);
  const endsAt = changes.ends_at !== undefined ? changes.ends_at : (current?.ends_at ?? null);
  if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt)) {
    errors.endsAt = contentItemMessage('endBeforeStart');
  }
  if (Object.keys(errors).length > 0) throw contentInvalid(errors);
  return changes;
}

/** Stored as UTC instants so lists sort them as text on both engines. */
function isoOrNull(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
