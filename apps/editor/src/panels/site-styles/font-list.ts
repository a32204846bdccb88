import { FONT_CATEGORY_OPTIONS, type FontCategory, type SiteFont } from '@plinth/contracts';
import { EDITOR_MESSAGES } from '../../messages';

/** What the font picker shows: everything, the fonts in use, or one seed category. */
export type FontFilter = 'all' | 'style-guide' | FontCategory;

export interface FontGroup {
  key: string;
  title: string;
  fonts: SiteFont[];
}

/** The filter choices in order: Browse all fonts, Fonts in Style Guide, then the seed's categories. */
export const FONT_FILTERS: readonly { value: FontFilter; label: string }[] = [
  { value: 'all', label: EDITOR_MESSAGES.browseAllFonts },
  { value: 'style-guide', label: EDITOR_MESSAGES.fontsInStyleGuide },
  ...FONT_CATEGORY_OPTIONS,
];

/**
 * The picker's list: fonts whose family contains the search text (any case), in the filter's groups.
 * Browsing everything puts "Fonts in Style Guide" (the fonts the site uses) first and the rest by
 * category, so each font shows once; empty groups are left out.
 */
export function fontGroups(
  fonts: readonly SiteFont[],
  { query, filter, inUse }: { query: string; filter: FontFilter; inUse: readonly string[] },
): FontGroup[] {
  const needle = query.trim().toLowerCase();
  const matching = fonts.filter((font) => font.family.toLowerCase().includes(needle));
  const styleGuide: FontGroup = {
    key: 'style-guide',
    title: EDITOR_MESSAGES.fontsInStyleGuide,
    fonts: inUse.flatMap((id) => matching.filter((font) => font.id === id)),
  };
  const byCategory = (exclude: readonly string[]) =>
    FONT_CATEGORY_OPTIONS.map(({ value, label }) => ({
      key: value,
      title: label,
      fonts: matching.filter((font) => font.category === value && !exclude.includes(font.id)),
    }));
  const groups =
    filter === 'all'
      ? [styleGuide, ...byCategory(inUse)]
      : filter === 'style-guide'
        ? [styleGuide]
        : byCategory([]).filter((group) => group.key === filter);
  return groups.filter((group) => group.fonts.length > 0);
}
