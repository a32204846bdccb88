import { TERM_TYPE_LABEL, termMessage, type TermKind, type TermWithCount } from '@plinth/contracts';

/** "3 items, 1 product": what a count cell and the Remove confirmation say. */
export function usesText(term: Pick<TermWithCount, 'itemCount' | 'productCount'>): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(term.itemCount, 'item', 'items')}, ${part(term.productCount, 'product', 'products')}`;
}

/** Seed 001's "You may only edit one {tagType} at a time". */
export function oneAtATime(kind: TermKind): string {
  return termMessage('oneAtATime', { tagType: TERM_TYPE_LABEL[kind] });
}

/** The terms whose name or slug holds `filter`, ignoring case and surrounding spaces. */
export function filterTerms(terms: readonly TermWithCount[], filter: string): TermWithCount[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return [...terms];
  return terms.filter((t) => t.name.toLowerCase().includes(needle) || t.slug.includes(needle));
}

/** Categories in the manager's order: each top-level one followed by its subcategories. */
export function inTreeOrder(terms: readonly TermWithCount[]): TermWithCount[] {
  const top = terms.filter((t) => t.parentId === null || !terms.some((p) => p.id === t.parentId));
  return top.flatMap((parent) => [parent, ...terms.filter((t) => t.parentId === parent.id)]);
}
