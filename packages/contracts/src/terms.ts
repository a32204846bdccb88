import { defineMessages, type MessageParams } from './define-messages';
import { TERM_KIND, TERM_LIMITS, type TermKind } from './content';

/**
 * Tags and categories as the server, the editor and the storefront see them (issue 22, decision 0053).
 * No zod: browser bundles import this. The kinds, subjects and seed limits are in content.ts.
 */

/** One tag or category as a subject carries it, or as an address names it (/shop/c/{slug}, ?tag={slug}). */
export interface TermRef {
  id: string;
  name: string;
  slug: string;
}

/** A subject's tags and categories, each list in the subject's own order. */
export interface SubjectTerms {
  tags: TermRef[];
  categories: TermRef[];
}

/** A term in the manager: how many content items and products carry it. */
export interface TermWithCount extends TermRef {
  kind: TermKind;
  /** A category's parent (one level of nesting); null at the top and for every tag. */
  parentId: string | null;
  itemCount: number;
  productCount: number;
}

/** The longest name a term of `kind` may have (seed 001: tag 50, category 25). */
export function termNameMax(kind: TermKind): number {
  return kind === TERM_KIND.tag ? TERM_LIMITS.tagMax : TERM_LIMITS.categoryMax;
}

/** The manager's words for a kind, filling seed 001's `{tagType}` placeholder. */
export const TERM_TYPE_LABEL: Readonly<Record<TermKind, string>> = { tag: 'tag', category: 'category' };

/** Field messages for term names (not in the seeds; worded like the seed's validation texts). */
export const TERM_FIELD_MESSAGES = {
  nameRequired: 'Enter a name for the {tagType}',
  nameTooLong: 'A {tagType} name may be at most {max} characters',
  tooMany: 'At most {max} {tagType} names',
  siteFull: 'This site already has {max} tags and categories',
  notFound: 'This {tagType} no longer exists',
  mergeIntoItself: 'Choose a different {tagType} to merge into',
  parentInvalid: 'A category may only sit under a top-level category',
} as const;
export type TermFieldMessageId = keyof typeof TERM_FIELD_MESSAGES;

export const termFieldMessage: (id: TermFieldMessageId, params?: MessageParams) => string =
  defineMessages(TERM_FIELD_MESSAGES).format;

/** The editor's manager labels (seed 001 section 2: Edit, Merge, Remove, New, Filter). */
export const TERM_MANAGER_LABELS = {
  edit: 'Edit',
  merge: 'Merge',
  remove: 'Remove',
  new: 'New',
  filter: 'Filter',
} as const;

/** The tag and category manager's owner API (docs/terms.md). */
export const TERMS_API = {
  /** GET ?kind=tag|category: the terms with counts; POST: create one. */
  list: '/config/api/terms',
  /** PATCH: rename (and a category's parent); DELETE: remove with its assignments. */
  term: '/config/api/terms/:id',
  /** POST {targetId}: move the term's assignments into the target and redirect its slug there. */
  merge: '/config/api/terms/:id/merge',
} as const;

export interface TermListAnswer {
  kind: TermKind;
  terms: TermWithCount[];
}

export interface TermCreateRequest {
  kind: TermKind;
  name: string;
  parentId?: string | null;
}

export interface TermUpdateRequest {
  name: string;
  parentId?: string | null;
}

export interface TermMergeRequest {
  targetId: string;
}
