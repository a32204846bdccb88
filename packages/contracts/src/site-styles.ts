import type { SiteStyles } from './site-styles-api';
import { DEFAULT_SITE_COLOURS } from './site-colours';
import { findFont, type FontDefinition } from './site-fonts';

/** The owner API of a site's styles (decision 0036). */
export const SITE_STYLES_PATHS = {
  styles: '/api/site-styles',
  fonts: '/api/site-styles/fonts',
} as const;

/** Where the server sends the catalogue's font files: `/assets/fonts/<id>-<weight>.<hash>.woff2`. */
export const FONT_FILES_BASE = '/assets/fonts/';

/** The theme's own look: its system font stacks and colours (themes/default/assets/site.css). */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  fonts: { heading: 'system-serif', body: 'system-sans' },
  colors: DEFAULT_SITE_COLOURS,
  blockSpacing: 'standard',
};

/** The gap between a page's top-level blocks for each choice ("standard" is the theme's own). */
export const BLOCK_SPACING_GAPS: Readonly<Record<SiteStyles['blockSpacing'], string>> = {
  compact: '0.75rem',
  standard: '1.5rem',
  roomy: '3rem',
};

export const BLOCK_SPACING_OPTIONS: readonly { value: SiteStyles['blockSpacing']; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'roomy', label: 'Roomy' },
];

/**
 * "Fonts in Style Guide" (seed 001 section 2): the catalogue fonts the styles use, heading first, each
 * once.
 */
export function fontsInStyleGuide(styles: Pick<SiteStyles, 'fonts'>): FontDefinition[] {
  const found = [styles.fonts.heading, styles.fonts.body].map(findFont);
  return found.filter(
    (entry, index): entry is FontDefinition => entry !== null && found.indexOf(entry) === index,
  );
}
