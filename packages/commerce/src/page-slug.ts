import { SLUG_MAX_LENGTH } from '@plinth/contracts';
/**
 * URL slugs for pages and products (seed 001 section 5): lower-case words joined by hyphens; a name
 * shorter than 3 characters uses the fallback; a slug already taken gets the first free "-N" suffix.
 */
export const SLUG_MIN_LENGTH = 3;
export { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@plinth/contracts';

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * A free slug for `name`. `fallback` (e.g. "page" or "product") stands in when the name gives fewer than
 * SLUG_MIN_LENGTH characters; `taken` holds the slugs already used where this one must be unique.
 */
export function pageSlug(name: string, taken: Iterable<string> = [], fallback = 'page'): string {
  const used = new Set(taken);
  const fromName = slugify(name);
  const base = fromName.length >= SLUG_MIN_LENGTH ? fromName : slugify(fallback) || 'page';
  if (!used.has(base)) return base;
  for (let n = 1; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
