import { describe, expect, test } from 'vitest';
import {
  DARK_TEXT,
  DEFAULT_SITE_COLOURS,
  LIGHT_TEXT,
  formatHexColour,
  mixColours,
  parseHexColour,
  siteColourVariables,
  colourScheme,
} from './site-colours';
import {
  FONT_CATALOG,
  FONT_CATEGORY_OPTIONS,
  findFont,
  fontCategoryLabel,
  fontFamilyValue,
  fontPackageFile,
  fontWeightsInUse,
} from './site-fonts';
import { DEFAULT_SITE_STYLES, fontsInStyleGuide } from './site-styles';
import { siteStylesSchema } from './site-styles-api';

describe('the font catalogue', () => {
  test('has the seed’s categories, each with at least one font, and unique ids', () => {
    expect(FONT_CATEGORY_OPTIONS.map((option) => option.label)).toEqual([
      'Sans Serif',
      'Serif',
      'Display',
      'Script',
      'Slab Serif',
      'Mono',
      'Other',
    ]);
    for (const { value } of FONT_CATEGORY_OPTIONS)
      expect(
        FONT_CATALOG.some((entry) => entry.category === value),
        value,
      ).toBe(true);
    expect(new Set(FONT_CATALOG.map((entry) => entry.id)).size).toBe(FONT_CATALOG.length);
  });

  test('finds a font by id, and nothing for an unknown id', () => {
    expect(findFont('roboto-slab')).toMatchObject({ family: 'Roboto Slab', category: 'slab-serif' });
    expect(fontCategoryLabel('slab-serif')).toBe('Slab Serif');
    expect(findFont('comic-sans')).toBeNull();
    expect(findFont('')).toBeNull();
  });

  test('family names are safe to print in CSS: letters, digits and spaces, heading weight among the offered', () => {
    for (const entry of FONT_CATALOG) {
      expect(entry.family, entry.id).toMatch(/^[A-Za-z0-9 ]+$/);
      expect(entry.fallback, entry.id).not.toMatch(/[<>;{}]/);
    }
  });

  test('a shipped family is quoted before its fallback; a system stack is its list alone', () => {
    expect(fontFamilyValue(findFont('source-sans-3')!)).toBe("'Source Sans 3', system-ui, sans-serif");
    expect(fontFamilyValue(findFont('system-mono')!)).toMatch(/^ui-monospace, /);
  });

  test('weights in use: the heading weight, the body weights, or both without repeats', () => {
    const lora = findFont('lora')!;
    expect(fontWeightsInUse(lora, { heading: true, body: false })).toEqual([500]);
    expect(fontWeightsInUse(lora, { heading: false, body: true })).toEqual([400, 700]);
    expect(fontWeightsInUse(findFont('lato')!, { heading: true, body: true })).toEqual([400, 700]);
  });

  test('a shipped weight is its package’s latin woff2; a system stack has no file', () => {
    expect(fontPackageFile(findFont('eb-garamond')!, 500)).toBe('files/eb-garamond-latin-500-normal.woff2');
    expect(fontPackageFile(findFont('system-sans')!, 400)).toBeNull();
  });

  test('"Fonts in Style Guide" lists the fonts in use, heading first, each once', () => {
    expect(fontsInStyleGuide({ fonts: { heading: 'lora', body: 'inter' } }).map((f) => f.id)).toEqual([
      'lora',
      'inter',
    ]);
    expect(fontsInStyleGuide({ fonts: { heading: 'lora', body: 'lora' } }).map((f) => f.id)).toEqual([
      'lora',
    ]);
  });
});

describe('colours', () => {
  test('hex to channels and back, with alpha only when not opaque', () => {
    expect(parseHexColour('#2C4A3F')).toEqual({ r: 44, g: 74, b: 63, a: 1 });
    expect(parseHexColour('#00000080')?.a).toBeCloseTo(128 / 255);
    expect(parseHexColour('#fff')).toBeNull();
    expect(parseHexColour('red')).toBeNull();
    expect(formatHexColour({ r: 44, g: 74, b: 63, a: 1 })).toBe('#2c4a3f');
    expect(formatHexColour({ r: 300, g: -4, b: 15.6, a: 0.5 })).toBe('#ff001080');
  });

  test('mixes two colours channel by channel', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  test('automatic text follows the dark-colour rule (0.65 of 256) on the background', () => {
    const on = (background: string) =>
      siteColourVariables({ ...DEFAULT_SITE_COLOURS, background })['--color-text'];
    expect(on('#faf8f5')).toBe(DARK_TEXT);
    expect(on('#1b2430')).toBe(LIGHT_TEXT);
    // Luma 166 is under 166.4: dark; 167 is not.
    expect(on('#a6a6a6')).toBe(LIGHT_TEXT);
    expect(on('#a7a7a7')).toBe(DARK_TEXT);
    expect(colourScheme({ background: '#1b2430' })).toBe('dark');
    expect(colourScheme({ background: '#faf8f5' })).toBe('light');
  });

  test('text on the accent is white on a dark accent and dark on a light one; hover moves toward it', () => {
    const dark = siteColourVariables({ ...DEFAULT_SITE_COLOURS, accent: '#2c4a3f' });
    expect(dark['--color-accent-contrast']).toBe('#ffffff');
    expect(dark['--color-accent-hover']).toBe(mixColours('#2c4a3f', '#ffffff', 0.82));
    const light = siteColourVariables({ ...DEFAULT_SITE_COLOURS, accent: '#f2c14e' });
    expect(light['--color-accent-contrast']).toBe(DARK_TEXT);
    expect(light['--color-accent-hover']).toBe(mixColours('#f2c14e', DARK_TEXT, 0.82));
  });

  test('an owner’s text colour is kept; muted, surface and border are blended from text and background', () => {
    const vars = siteColourVariables({ ...DEFAULT_SITE_COLOURS, background: '#ffffff', text: '#000000' });
    expect(vars['--color-text']).toBe('#000000');
    expect(vars['--color-muted']).toBe(mixColours('#000000', '#ffffff', 0.72));
    expect(vars['--color-surface']).toBe('#f0f0f0');
    expect(vars['--color-border']).toBe(mixColours('#000000', '#ffffff', 0.14));
  });

  test('the header is the background, 92% opaque, unless the owner chose a colour', () => {
    expect(siteColourVariables(DEFAULT_SITE_COLOURS)['--color-header-bg']).toBe('#faf8f5eb');
    const chosen = siteColourVariables({ ...DEFAULT_SITE_COLOURS, headerBackground: '#11223380' });
    expect(chosen['--color-header-bg']).toBe('#11223380');
  });
});

describe('the styles schema', () => {
  test('takes the defaults, lower-cases colours, and refuses unknown fonts and non-hex colours', () => {
    expect(siteStylesSchema.parse(DEFAULT_SITE_STYLES)).toEqual(DEFAULT_SITE_STYLES);
    const upper = { ...DEFAULT_SITE_STYLES, colors: { ...DEFAULT_SITE_STYLES.colors, accent: '#AABBCC' } };
    expect(siteStylesSchema.parse(upper).colors.accent).toBe('#aabbcc');
    const bad = (change: object) => siteStylesSchema.safeParse({ ...DEFAULT_SITE_STYLES, ...change }).success;
    expect(bad({ fonts: { heading: 'arial', body: 'inter' } })).toBe(false);
    expect(bad({ colors: { ...DEFAULT_SITE_STYLES.colors, background: 'auto' } })).toBe(false);
    expect(bad({ colors: { ...DEFAULT_SITE_STYLES.colors, headerBackground: '#ffffff80' } })).toBe(true);
    expect(bad({ colors: { ...DEFAULT_SITE_STYLES.colors, accent: 'rgb(0,0,0)' } })).toBe(false);
  });
});
