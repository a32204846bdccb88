import type { SiteFont } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { fontGroups, FONT_FILTERS } from './font-list';

const font = (id: string, family: string, category: SiteFont['category']): SiteFont => ({
  id,
  family,
  category,
  fallback: 'serif',
  headingWeight: 400,
  license: null,
  files: [],
});
const FONTS = [
  font('inter', 'Inter', 'sans-serif'),
  font('lato', 'Lato', 'sans-serif'),
  font('lora', 'Lora', 'serif'),
  font('playfair-display', 'Playfair Display', 'serif'),
  font('pacifico', 'Pacifico', 'script'),
];
const summary = (groups: ReturnType<typeof fontGroups>) =>
  groups.map((group) => `${group.title}: ${group.fonts.map((f) => f.family).join(', ')}`);

describe('the font picker’s list', () => {
  test('offers the seed’s filters in order', () => {
    expect(FONT_FILTERS.map((filter) => filter.label)).toEqual([
      'Browse all fonts',
      'Fonts in Style Guide',
      'Sans Serif',
      'Serif',
      'Display',
      'Script',
      'Slab Serif',
      'Mono',
      'Other',
    ]);
  });

  test('browsing shows the fonts in use first, then each other font once under its category', () => {
    expect(summary(fontGroups(FONTS, { query: '', filter: 'all', inUse: ['lora', 'inter'] }))).toEqual([
      'Fonts in Style Guide: Lora, Inter',
      'Sans Serif: Lato',
      'Serif: Playfair Display',
      'Script: Pacifico',
    ]);
  });

  test('a category shows all its fonts, in use or not; Fonts in Style Guide only those in use', () => {
    expect(summary(fontGroups(FONTS, { query: '', filter: 'serif', inUse: ['lora'] }))).toEqual([
      'Serif: Lora, Playfair Display',
    ]);
    expect(summary(fontGroups(FONTS, { query: '', filter: 'style-guide', inUse: ['pacifico'] }))).toEqual([
      'Fonts in Style Guide: Pacifico',
    ]);
  });

  test('search matches part of the family name in any case, within the filter', () => {
    expect(summary(fontGroups(FONTS, { query: 'PLAY', filter: 'all', inUse: [] }))).toEqual([
      'Serif: Playfair Display',
    ]);
    expect(summary(fontGroups(FONTS, { query: 'l', filter: 'sans-serif', inUse: [] }))).toEqual([
      'Sans Serif: Lato',
    ]);
    expect(fontGroups(FONTS, { query: 'comic', filter: 'all', inUse: [] })).toEqual([]);
  });
});
