import { pageSlug } from '@plinth/commerce';
import type { TermKind } from '@plinth/contracts';

/** terms.slug is varchar(80); room is left for a "-N" suffix. */
const TERM_SLUG_BASE_MAX = 72;

/** The slug a new name starts from: the page slug rules, shortened to fit the column. */
export function termSlugBase(name: string, kind: TermKind): string {
  return pageSlug(name, [], kind).slice(0, TERM_SLUG_BASE_MAX).replace(/-+$/, '');
}

/** The first free slug for `name` among `taken` (page slug rules: a "-N" suffix when taken). */
export function freeTermSlug(name: string, kind: TermKind, taken: Iterable<string>): string {
  return pageSlug(termSlugBase(name, kind), taken, kind);
}
