import {
  BLOCK_SPACING_GAPS,
  colourScheme,
  DEFAULT_SITE_STYLES,
  findFont,
  fontFamilyValue,
  fontWeightsInUse,
  siteColourVariables,
  type FontDefinition,
  type SiteStyles,
} from '@plinth/contracts';
import type { SiteStylesContext } from './page-context';

/** The address of one weight's file of a shipped font, or null when the server cannot send it. */
export type FontFileUrl = (font: FontDefinition, weight: number) => string | null;

/**
 * The `<style>` a site's pages print after the theme's stylesheet (decision 0036): an `@font-face`
 * for each weight of each shipped font the styles use (`font-display: swap`: text shows at once in
 * the fallback), then the theme's variables on `:root`. The body font's regular weight is preloaded,
 * since every page's first text needs it. Null for the theme's own look: the page stays as it was.
 *
 * Every value comes from the catalogue or is a validated colour, and the result holds no `<`, so the
 * layout may print it raw inside `<style>`.
 */
export function buildSiteStyles(styles: SiteStyles, fontFileUrl: FontFileUrl): SiteStylesContext | null {
  if (sameStyles(styles, DEFAULT_SITE_STYLES)) return null;
  const heading = findFont(styles.fonts.heading) ?? fallbackFont('heading');
  const body = findFont(styles.fonts.body) ?? fallbackFont('body');
  const faces: string[] = [];
  for (const entry of heading === body ? [heading] : [heading, body]) {
    if (entry.source === null) continue;
    const roles = { heading: entry === heading, body: entry === body };
    for (const weight of fontWeightsInUse(entry, roles)) {
      const url = fontFileUrl(entry, weight);
      if (url !== null) faces.push(fontFace(entry, weight, url));
    }
  }
  const variables: Record<string, string> = {
    '--font-heading': fontFamilyValue(heading),
    '--font-body': fontFamilyValue(body),
    '--font-heading-weight': String(heading.weights.heading),
    ...siteColourVariables(styles.colors),
    '--site-block-gap': BLOCK_SPACING_GAPS[styles.blockSpacing],
  };
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${value};`);
  declarations.push(`color-scheme:${colourScheme(styles.colors)};`);
  const css = `${faces.join('')}:root{${declarations.join('')}}`;
  const regular = body.weights.body[0];
  const preload = regular === undefined || body.source === null ? null : fontFileUrl(body, regular);
  return { css: css.replace(/</g, '\\3c '), preloads: preload === null ? [] : [preload] };
}

function fontFace(entry: FontDefinition, weight: number, url: string): string {
  return `@font-face{font-family:'${entry.family}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');}`;
}

function fallbackFont(role: 'heading' | 'body'): FontDefinition {
  const entry = findFont(DEFAULT_SITE_STYLES.fonts[role]);
  if (!entry) throw new Error(`the default ${role} font is not in the catalogue`);
  return entry;
}

function sameStyles(a: SiteStyles, b: SiteStyles): boolean {
  return (
    a.fonts.heading === b.fonts.heading &&
    a.fonts.body === b.fonts.body &&
    a.colors.background === b.colors.background &&
    a.colors.text === b.colors.text &&
    a.colors.accent === b.colors.accent &&
    a.colors.headerBackground === b.colors.headerBackground &&
    a.blockSpacing === b.blockSpacing
  );
}
