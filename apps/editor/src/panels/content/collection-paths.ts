import type { CollectionType } from '@plinth/contracts';
import { EDITOR_BASE } from '../../router/router';

/** The screen of a blog's posts or an events page's events. */
export const collectionItemsPath = (collectionId: string) =>
  `${EDITOR_BASE}/pages/${encodeURIComponent(collectionId)}/items`;

/** The words for a collection's items: "post" / "event". */
export const ITEM_NOUN: Record<CollectionType, { one: string; many: string; Many: string; New: string }> = {
  blog: { one: 'post', many: 'posts', Many: 'Posts', New: 'New post' },
  events: { one: 'event', many: 'events', Many: 'Events', New: 'New event' },
};

export const countOf = (n: number, type: CollectionType) =>
  `${n} ${n === 1 ? ITEM_NOUN[type].one : ITEM_NOUN[type].many}`;
