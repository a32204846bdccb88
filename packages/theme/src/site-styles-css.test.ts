import { DEFAULT_SITE_STYLES, type SiteStyles } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { buildSiteStyles, type FontFileUrl } from './site-styles-css';

const urls: FontFileUrl = (font, weight) => `/assets/fonts/${font.id}-${weight}.abcdef0123.woff2`;
const styles = (
  change: Partial<SiteStyles['fonts']>,
  colors: Partial<SiteStyles['colors']> = {},
): SiteStyles => ({
  fonts: { ...DEFAULT_SITE_STYLES.fonts, ...change },
  colors: { ...DEFAULT_SITE_STYLES.colors, ...colors },
  blockSpacing: 'standard',
});

describe('the site styles block', () => {
  test('is nothing for the theme’s own look', () => {
    expect(buildSiteStyles(DEFAULT_SITE_STYLES, urls)).toBeNull();
  });

  test('declares each used weight of each shipped font once, with font-display swap, then the variables', () => {
    const block = buildSiteStyles(styles({ heading: 'bebas-neue', body: 'work-sans' }), urls);
    expect(block?.css).toBe(
      [
        "@font-face{font-family:'Bebas Neue';font-style:normal;font-weight:400;font-display:swap;src:url(/assets/fonts/bebas-neue-400.abcdef0123.woff2) format('woff2');}",
        "@font-face{font-family:'Work Sans';font-style:normal;font-weight:400;font-display:swap;src:url(/assets/fonts/work-sans-400.abcdef0123.woff2) format('woff2');}",
        "@font-face{font-family:'Work Sans';font-style:normal;font-weight:700;font-display:swap;src:url(/assets/fonts/work-sans-700.abcdef0123.woff2) format('woff2');}",
        ":root{--font-heading:'Bebas Neue', system-ui, sans-serif;--font-body:'Work Sans', system-ui, sans-serif;",
        '--font-heading-weight:400;--color-text:#1e1d1b;--color-muted:#5c5a58;--color-bg:#faf8f5;',
        '--color-surface:#edebe8;--color-border:#dbd9d6;--color-accent:#2c4a3f;--color-accent-hover:#526b62;',
        '--color-accent-contrast:#ffffff;--color-header-bg:#faf8f5eb;--site-block-gap:1.5rem;color-scheme:light;}',
      ].join(''),
    );
    expect(block?.preloads).toEqual(['/assets/fonts/work-sans-400.abcdef0123.woff2']);
  });

  test('Space between blocks: a choice other than the theme’s sets the page gap', () => {
    const roomy = buildSiteStyles({ ...DEFAULT_SITE_STYLES, blockSpacing: 'roomy' }, urls);
    expect(roomy?.css).toContain('--site-block-gap:3rem;');
    expect(buildSiteStyles({ ...DEFAULT_SITE_STYLES, blockSpacing: 'compact' }, urls)?.css).toContain(
      '--site-block-gap:0.75rem;',
    );
  });

  test('a font whose file is missing keeps its family name and fallback, and nothing is preloaded', () => {
    const block = buildSiteStyles(styles({ body: 'lato' }), () => null);
    expect(block?.css).not.toContain('@font-face');
    expect(block?.css).toContain("--font-body:'Lato', system-ui, sans-serif;");
    expect(block?.preloads).toEqual([]);
  });

  test('colours alone change the variables, with the dark-colour rule on a dark background', () => {
    const block = buildSiteStyles(styles({}, { background: '#101010', accent: '#ffd166' }), urls);
    expect(block?.css.startsWith(':root{')).toBe(true);
    expect(block?.css).toContain('--color-text:#f7f5f2;');
    expect(block?.css).toContain('--color-accent-contrast:#1e1d1b;');
    expect(block?.css).toContain('color-scheme:dark;');
    expect(block?.preloads).toEqual([]);
  });

  test('can never close its <style> element', () => {
    const hostile: FontFileUrl = () => '/x</style><script>alert(1)</script>';
    const block = buildSiteStyles(styles({ body: 'inter' }), hostile);
    expect(block?.css).not.toContain('<');
  });
});
