import type { SubjectTerms, TermWithCount } from '@plinth/contracts';

/** A product's tag and category names, in its order (the owner API's `tags` and `categories`). */
export function termNames(terms: SubjectTerms | undefined): { tags: string[]; categories: string[] } {
  return {
    tags: (terms?.tags ?? []).map((t) => t.name),
    categories: (terms?.categories ?? []).map((t) => t.name),
  };
}

export function toTermOption(term: TermWithCount) {
  return { id: term.id, name: term.name, slug: term.slug, parentId: term.parentId };
}

/**
 * The owner list's ?tag= and ?category= (slugs): a category matches its subcategories' products too.
 * An unknown slug matches nothing.
 */
export function matchesTermFilter(
  terms: SubjectTerms | undefined,
  filter: { tag?: string | undefined; category?: string | undefined },
  categories: readonly TermWithCount[],
): boolean {
  if (filter.tag && !(terms?.tags ?? []).some((t) => t.slug === filter.tag)) return false;
  if (filter.category) {
    const chosen = categories.find((c) => c.slug === filter.category);
    if (!chosen) return false;
    const accepted = new Set([
      chosen.id,
      ...categories.filter((c) => c.parentId === chosen.id).map((c) => c.id),
    ]);
    if (!(terms?.categories ?? []).some((t) => accepted.has(t.id))) return false;
  }
  return true;
}
