import { formatHexColour, parseHexColour, type Rgba } from '@plinth/contracts';

/**
 * The colour picker's text forms (seed 001 section 2: Hex, RGB, HSL, Saturation, Lightness) and the
 * conversions between them. A colour travels as hex (#rrggbb, or #rrggbbaa when see-through), the form
 * the server stores; RGB and HSL are views of it.
 */
export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–100 */
  s: number;
  /** 0–100 */
  l: number;
}

export function rgbToHsl({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: round((h * 60 + 360) % 360), s: round(s * 100), l: round(l * 100) };
}

export function hslToRgb({ h, s, l }: Hsl): Pick<Rgba, 'r' | 'g' | 'b'> {
  const sn = clamp(s, 0, 100) / 100;
  const ln = clamp(l, 0, 100) / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = ln - c / 2;
  return { r: Math.round((r1 + m) * 255), g: Math.round((g1 + m) * 255), b: Math.round((b1 + m) * 255) };
}

/** The colour's HSL, or null for a value that is not hex. */
export function hexToHsl(hex: string): Hsl | null {
  const rgba = parseHexColour(hex);
  return rgba ? rgbToHsl(rgba) : null;
}

/** Hex for an HSL colour, keeping `alpha` (0–1). */
export function hslToHex(hsl: Hsl, alpha = 1): string {
  return formatHexColour({ ...hslToRgb(hsl), a: alpha });
}

/** "#2c4a3f" or "2C4A3F" (and with alpha, 8 digits when allowed): lower-case hex, or null. */
export function parseHexText(text: string, allowAlpha: boolean): string | null {
  const bare = text.trim().replace(/^#/, '').toLowerCase();
  const pattern = allowAlpha ? /^(?:[0-9a-f]{6}|[0-9a-f]{8})$/ : /^[0-9a-f]{6}$/;
  if (!pattern.test(bare)) return null;
  // ff alpha is opaque: stored as six digits, like every other opaque colour.
  return `#${bare.length === 8 && bare.endsWith('ff') ? bare.slice(0, 6) : bare}`;
}

const NUMBERS = /-?\d+(?:\.\d+)?/g;

/** "44, 74, 63" or "rgb(44 74 63)": the channels, or null unless three numbers of 0–255. */
export function parseRgbText(text: string): Pick<Rgba, 'r' | 'g' | 'b'> | null {
  const numbers = text.match(NUMBERS)?.map(Number) ?? [];
  if (numbers.length !== 3 || numbers.some((n) => n < 0 || n > 255)) return null;
  const [r = 0, g = 0, b = 0] = numbers.map(Math.round);
  return { r, g, b };
}

export function formatRgbText({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return `${r}, ${g}, ${b}`;
}

/** "158, 25%, 23%" or "hsl(158 25% 23%)": hue 0–360, saturation and lightness 0–100, or null. */
export function parseHslText(text: string): Hsl | null {
  const numbers = text.match(NUMBERS)?.map(Number) ?? [];
  if (numbers.length !== 3) return null;
  const [h = 0, s = 0, l = 0] = numbers;
  if (h < 0 || h > 360 || s < 0 || s > 100 || l < 0 || l > 100) return null;
  return { h, s, l };
}

export function formatHslText({ h, s, l }: Hsl): string {
  return `${h}, ${s}%, ${l}%`;
}

/** A percentage typed into Saturation or Lightness: a number of 0–100, or null. */
export function parsePercentText(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '');
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

function round(value: number): number {
  return Math.round(value);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
