import { defineMessages, type MessageParams } from './define-messages';

/**
 * Collections (a Blog or an Events page), their items, and the tags and categories shared by items and
 * products (issue 22, decision 0052). No zod: browser bundles import this.
 */

/** A collection page's kind (site_pages.collection_type). */
export const COLLECTION_TYPE = { blog: 'blog', events: 'events' } as const;
export type CollectionType = (typeof COLLECTION_TYPE)[keyof typeof COLLECTION_TYPE];

/** Seed 001 record types the content side uses (an item's `recordType` in template data). */
export const RECORD_TYPE = { text: 1, storeItem: 11, event: 12 } as const;

/** Seed 001 collection types: a blog or events page is "generic" (1), the shop "products" (13). */
export const COLLECTION_TYPE_CODE = { generic: 1, page: 10, products: 13 } as const;

/** A term is a tag or a category (terms.kind); subjects are content items and products. */
export const TERM_KIND = { tag: 'tag', category: 'category' } as const;
export type TermKind = (typeof TERM_KIND)[keyof typeof TERM_KIND];
export const TERM_SUBJECT = { item: 'item', product: 'product' } as const;
export type TermSubject = (typeof TERM_SUBJECT)[keyof typeof TERM_SUBJECT];

/** Seed 001 section 5: "Max tag length 50; max category length 25." */
export const TERM_LIMITS = {
  tagMax: 50,
  categoryMax: 25,
  /** Tags or categories on one item or product. */
  perSubjectMax: 50,
  termsPerSiteMax: 10_000,
} as const;

/** Seed 001 section 8's validation texts for the tag and category manager ({tagType}: tag or category). */
export const TERM_MESSAGES = {
  alreadyExists: 'This {tagType} already exists',
  oneAtATime: 'You may only edit one {tagType} at a time',
} as const;
export type TermMessageId = keyof typeof TERM_MESSAGES;

export const termMessage: (id: TermMessageId, params?: MessageParams) => string =
  defineMessages(TERM_MESSAGES).format;
