/**
 * The fonts an owner may choose for a site (issue 10 part 4, decision 0036). Each family but the
 * system stacks ships from an npm @fontsource package (latin subset, woff2), served by this server:
 * nothing is fetched from another site. No zod here: the editor, the theme and the server share it.
 */

/** Seed 001 section 2, the font picker's categories, in the picker's order. */
export const FONT_CATEGORY_OPTIONS = [
  { value: 'sans-serif', label: 'Sans Serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'display', label: 'Display' },
  { value: 'script', label: 'Script' },
  { value: 'slab-serif', label: 'Slab Serif' },
  { value: 'mono', label: 'Mono' },
  { value: 'other', label: 'Other' },
] as const;
export type FontCategory = (typeof FONT_CATEGORY_OPTIONS)[number]['value'];
export const FONT_CATEGORIES = FONT_CATEGORY_OPTIONS.map((option) => option.value) as [
  FontCategory,
  ...FontCategory[],
];

/** The weights a page loads of one family: one for headings, the regular and bold of body text. */
export interface FontWeights {
  heading: number;
  body: readonly number[];
}

export interface FontDefinition {
  id: string;
  /** The CSS family name, also the @font-face name. Letters, digits and spaces only. */
  family: string;
  category: FontCategory;
  /** Where the browser falls back while the file loads, or when it cannot. */
  fallback: string;
  weights: FontWeights;
  /**
   * The npm package whose `files/<package>-latin-<weight>-normal.woff2` the server sends, and its
   * license; null for a system stack, which has no files.
   */
  source: { package: string; license: string } | null;
}

const SANS = 'system-ui, sans-serif';
const SERIF = 'Georgia, serif';

const fontsource = (name: string, license = 'OFL-1.1') => ({ package: `@fontsource/${name}`, license });

/** Every choice, by category, system stacks first (the theme's own fonts, which cost no download). */
export const FONT_CATALOG: readonly FontDefinition[] = [
  {
    id: 'system-sans',
    family: 'System Sans',
    category: 'sans-serif',
    fallback:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    weights: { heading: 500, body: [400, 700] },
    source: null,
  },
  font('inter', 'Inter', 'sans-serif', SANS, 500, [400, 700]),
  font('work-sans', 'Work Sans', 'sans-serif', SANS, 500, [400, 700]),
  font('lato', 'Lato', 'sans-serif', SANS, 700, [400, 700]),
  font('source-sans-3', 'Source Sans 3', 'sans-serif', SANS, 600, [400, 700]),
  {
    id: 'system-serif',
    family: 'System Serif',
    category: 'serif',
    fallback:
      "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Charter, 'Bitstream Charter', Georgia, ui-serif, serif",
    weights: { heading: 500, body: [400, 700] },
    source: null,
  },
  font('lora', 'Lora', 'serif', SERIF, 500, [400, 700]),
  font('playfair-display', 'Playfair Display', 'serif', SERIF, 500, [400, 700]),
  font('merriweather', 'Merriweather', 'serif', SERIF, 700, [400, 700]),
  font('eb-garamond', 'EB Garamond', 'serif', SERIF, 500, [400, 700]),
  font('abril-fatface', 'Abril Fatface', 'display', SERIF, 400, [400]),
  font('bebas-neue', 'Bebas Neue', 'display', SANS, 400, [400]),
  font('dancing-script', 'Dancing Script', 'script', 'cursive', 600, [400, 700]),
  font('pacifico', 'Pacifico', 'script', 'cursive', 400, [400]),
  font('roboto-slab', 'Roboto Slab', 'slab-serif', SERIF, 500, [400, 700], 'Apache-2.0'),
  font('arvo', 'Arvo', 'slab-serif', SERIF, 700, [400, 700]),
  {
    id: 'system-mono',
    family: 'System Mono',
    category: 'mono',
    fallback: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    weights: { heading: 500, body: [400, 700] },
    source: null,
  },
  font('jetbrains-mono', 'JetBrains Mono', 'mono', 'ui-monospace, monospace', 500, [400, 700]),
  font('ibm-plex-mono', 'IBM Plex Mono', 'mono', 'ui-monospace, monospace', 500, [400, 700]),
  font('caveat', 'Caveat', 'other', 'cursive', 600, [400, 700]),
];

function font(
  id: string,
  family: string,
  category: FontCategory,
  fallback: string,
  heading: number,
  body: number[],
  license?: string,
): FontDefinition {
  return { id, family, category, fallback, weights: { heading, body }, source: fontsource(id, license) };
}

export const FONT_IDS = FONT_CATALOG.map((entry) => entry.id) as [string, ...string[]];

/** The catalogue's font with this id, or null. */
export function findFont(id: string): FontDefinition | null {
  return FONT_CATALOG.find((entry) => entry.id === id) ?? null;
}

/** The seed's label of a category ("Slab Serif"). */
export function fontCategoryLabel(category: FontCategory): string {
  return FONT_CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? category;
}

/**
 * The CSS `font-family` value for a font: a system stack is its fallback list; a shipped family is
 * named first (quoted: "Source Sans 3" is no CSS identifier), then its fallback.
 */
export function fontFamilyValue(entry: FontDefinition): string {
  return entry.source === null ? entry.fallback : `'${entry.family}', ${entry.fallback}`;
}

/** The weights of `entry` a page needs when it is the heading font, the body font, or both. */
export function fontWeightsInUse(
  entry: FontDefinition,
  roles: { heading: boolean; body: boolean },
): number[] {
  const weights = new Set<number>();
  if (roles.heading) weights.add(entry.weights.heading);
  if (roles.body) for (const weight of entry.weights.body) weights.add(weight);
  return [...weights].sort((a, b) => a - b);
}

/** The font file's name inside its package (latin subset, upright): what the server sends. */
export function fontPackageFile(entry: FontDefinition, weight: number): string | null {
  if (entry.source === null) return null;
  const name = entry.source.package.replace('@fontsource/', '');
  return `files/${name}-latin-${weight}-normal.woff2`;
}

/** Every weight the catalogue offers of a font: the heading's and the body's. */
export function fontWeights(entry: FontDefinition): number[] {
  return fontWeightsInUse(entry, { heading: true, body: true });
}
