/** Value sets and bounds of the layout blocks (columns, section), shared by schema and editor. No zod. */
type Options<V extends string> = readonly { value: V; label: string }[];
const values = <V extends string>(options: Options<V>) =>
  options.map((option) => option.value) as [V, ...V[]];

export const COLUMN_COUNT = { min: 2, max: 4 } as const;

/** Width presets: each names the column fractions, and so the column count it fits. */
export const COLUMN_WIDTH_OPTIONS = [
  { value: 'equal', label: 'Equal' },
  { value: '1-2', label: '1/3 + 2/3' },
  { value: '2-1', label: '2/3 + 1/3' },
  { value: '1-3', label: '1/4 + 3/4' },
  { value: '3-1', label: '3/4 + 1/4' },
  { value: '1-2-1', label: '1/4 + 1/2 + 1/4' },
  { value: '2-1-1', label: '1/2 + 1/4 + 1/4' },
  { value: '1-1-2', label: '1/4 + 1/4 + 1/2' },
] as const satisfies Options<string>;
export const COLUMN_WIDTHS = values(COLUMN_WIDTH_OPTIONS);
export type ColumnWidths = (typeof COLUMN_WIDTHS)[number];

/** The fr fractions of a preset for `count` columns, or null when the preset does not fit that count. */
export function columnFractions(widths: string, count: number): number[] | null {
  if (widths === 'equal') return Array.from({ length: count }, () => 1);
  if (!(COLUMN_WIDTHS as readonly string[]).includes(widths)) return null;
  const parts = widths.split('-').map(Number);
  return parts.length === count ? parts : null;
}

export const GAP_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies Options<string>;
export const GAPS = values(GAP_OPTIONS);

export const VERTICAL_ALIGN_OPTIONS = [
  { value: 'top', label: 'Top' },
  { value: 'center', label: 'Center' },
  { value: 'bottom', label: 'Bottom' },
] as const satisfies Options<string>;
export const VERTICAL_ALIGNS = values(VERTICAL_ALIGN_OPTIONS);

export const PADDING_OPTIONS = GAP_OPTIONS;
export const PADDINGS = GAPS;

export const CONTENT_WIDTH_OPTIONS = [
  { value: 'narrow', label: 'Narrow' },
  { value: 'medium', label: 'Medium' },
  { value: 'wide', label: 'Wide' },
  { value: 'full', label: 'Full width' },
] as const satisfies Options<string>;
export const CONTENT_WIDTHS = values(CONTENT_WIDTH_OPTIONS);

export const TEXT_COLOR_OPTIONS = [
  { value: 'auto', label: 'Automatic' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
] as const satisfies Options<string>;
export const TEXT_COLORS = values(TEXT_COLOR_OPTIONS);

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const OVERLAY = { min: 0, max: 90 } as const;

/** Seed 001 section 9: "Dark-colour luminance threshold 0.65 of 256". */
export const DARK_COLOUR_THRESHOLD = 0.65 * 256;

/**
 * True when text on `hex` should be light: its luma (ITU-R 601 weights, 0–255) is under seed 001's
 * threshold. Null for a value that is not #rrggbb.
 */
export function isDarkColour(hex: string): boolean | null {
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b < DARK_COLOUR_THRESHOLD;
}

/** The slots of a columns block with `count` columns: column-1 … column-N. */
export function columnSlots(count: number): string[] {
  const bounded = Math.min(
    COLUMN_COUNT.max,
    Math.max(COLUMN_COUNT.min, Math.trunc(count) || COLUMN_COUNT.min),
  );
  return Array.from({ length: bounded }, (_, index) => `column-${index + 1}`);
}
