import { isDarkColour } from './blocks/layout-options';

/**
 * A site's colours (decision 0036): what the owner picks, and the theme variables worked out from it.
 * No zod: the theme builds the page's variables with it, and the editor's preview shows the same.
 */

/** #rrggbb, or #rrggbbaa where a colour may be see-through. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;
export const HEX_ALPHA_COLOUR_PATTERN = /^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/;

/** "auto": worked out from the background (seed 001's dark-colour rule). */
export const AUTO_COLOUR = 'auto';

export interface SiteColours {
  /** The page background: #rrggbb. */
  background: string;
  /** Body and heading text: #rrggbb, or "auto" for dark text on a light background and light on dark. */
  text: string;
  /** Buttons, links that stand out, the announcement bar: #rrggbb. */
  accent: string;
  /** The sticky header's background: #rrggbb or #rrggbbaa, or "auto" for the background, slightly see-through. */
  headerBackground: string;
}

/** The theme's own colours (themes/default/assets/site.css), used until the owner picks others. */
export const DEFAULT_SITE_COLOURS: SiteColours = {
  background: '#faf8f5',
  text: AUTO_COLOUR,
  accent: '#2c4a3f',
  headerBackground: AUTO_COLOUR,
};

/** The text colours the dark-colour rule chooses between. */
export const DARK_TEXT = '#1e1d1b';
export const LIGHT_TEXT = '#f7f5f2';

/** The theme's palette: the preset swatches of the colour picker. */
export const THEME_PALETTE: readonly { name: string; value: string }[] = [
  { name: 'Paper', value: '#faf8f5' },
  { name: 'Linen', value: '#f1ede6' },
  { name: 'Sand', value: '#e3ddd3' },
  { name: 'Stone', value: '#625e57' },
  { name: 'Ink', value: '#1e1d1b' },
  { name: 'Forest', value: '#2c4a3f' },
  { name: 'Rust', value: '#a4391d' },
  { name: 'Ocean', value: '#1f4e79' },
  { name: 'Plum', value: '#5b2a4e' },
  { name: 'Mustard', value: '#d9a404' },
  { name: 'White', value: '#ffffff' },
  { name: 'Black', value: '#000000' },
];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1. */
  a: number;
}

/** The channels of #rrggbb or #rrggbbaa (either case), or null for anything else. */
export function parseHexColour(hex: string): Rgba | null {
  if (!HEX_ALPHA_COLOUR_PATTERN.test(hex.toLowerCase())) return null;
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return { r: channel(1), g: channel(3), b: channel(5), a: hex.length === 9 ? channel(7) / 255 : 1 };
}

/** #rrggbb, with aa added when the colour is not opaque. Channels are rounded and clamped. */
export function formatHexColour({ r, g, b, a }: Rgba): string {
  const byte = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  const alpha = Math.min(1, Math.max(0, a));
  return `#${byte(r)}${byte(g)}${byte(b)}${alpha < 1 ? byte(alpha * 255) : ''}`;
}

/** `weight` of `first` and the rest of `second`, channel by channel (both opaque #rrggbb). */
export function mixColours(first: string, second: string, weight: number): string {
  const a = parseHexColour(first);
  const b = parseHexColour(second);
  if (!a || !b) return first;
  const mix = (x: number, y: number) => x * weight + y * (1 - weight);
  return formatHexColour({ r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: 1 });
}

/** Text on `background`: dark on a light colour, light on a dark one (seed 001, 0.65 of 256). */
export function textColourOn(background: string): string {
  return isDarkColour(background) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The theme's colour variables (site.css :root) for the owner's colours: what they chose, and what
 * follows from it. Text marked auto and the text on the accent follow the dark-colour rule; muted
 * text, surfaces and borders are the text blended into the background, so they suit any pair; the
 * accent's hover state moves toward its text colour, so it shows on dark and light accents alike.
 */
export function siteColourVariables(colours: SiteColours): Record<string, string> {
  const background = colours.background;
  const text = colours.text === AUTO_COLOUR ? textColourOn(background) : colours.text;
  const onAccent = isDarkColour(colours.accent) ? '#ffffff' : DARK_TEXT;
  const backdrop = parseHexColour(background) ?? { r: 250, g: 248, b: 245, a: 1 };
  return {
    '--color-text': text,
    '--color-muted': mixColours(text, background, 0.72),
    '--color-bg': background,
    '--color-surface': mixColours(text, background, 0.06),
    '--color-border': mixColours(text, background, 0.14),
    '--color-accent': colours.accent,
    '--color-accent-hover': mixColours(colours.accent, onAccent, 0.82),
    '--color-accent-contrast': onAccent,
    '--color-header-bg':
      colours.headerBackground === AUTO_COLOUR
        ? formatHexColour({ ...backdrop, a: 0.92 })
        : colours.headerBackground,
  };
}

/** "dark" when the background is dark, so form controls and scroll bars match it. */
export function colourScheme(colours: Pick<SiteColours, 'background'>): 'light' | 'dark' {
  return isDarkColour(colours.background) ? 'dark' : 'light';
}
