/**
 * The value sets and bounds of the text, simple and layout blocks, with their side-panel labels: the
 * schemas (basic-schemas.ts, layout-schemas.ts) and the definitions (basic-blocks.ts, layout-blocks.ts)
 * both read them, so a value the editor offers is always one the server accepts. No zod here.
 */
type Options<V extends string> = readonly { value: V; label: string }[];
const values = <V extends string>(options: Options<V>) =>
  options.map((option) => option.value) as [V, ...V[]];

export const ALIGNMENT_OPTIONS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const satisfies Options<string>;
export const ALIGNMENTS = values(ALIGNMENT_OPTIONS);
export type Alignment = (typeof ALIGNMENTS)[number];

/** The Heading block's levels: h1 to h4 (the page's own title is the theme's h1 on most layouts). */
export const HEADING_BLOCK_LEVEL_OPTIONS = [
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
  { value: '4', label: 'Heading 4' },
] as const satisfies Options<string>;
export const HEADING_BLOCK_LEVELS = values(HEADING_BLOCK_LEVEL_OPTIONS);

export const SIZE_OPTIONS = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies Options<string>;
export const SIZES = values(SIZE_OPTIONS);

export const BUTTON_STYLE_OPTIONS = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'outline', label: 'Outline' },
] as const satisfies Options<string>;
export const BUTTON_STYLES = values(BUTTON_STYLE_OPTIONS);

export const RULE_STYLE_OPTIONS = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'dotted', label: 'Dotted' },
] as const satisfies Options<string>;
export const RULE_STYLES = values(RULE_STYLE_OPTIONS);

export const RULE_WIDTH_OPTIONS = [
  { value: 'full', label: 'Full width' },
  { value: 'medium', label: 'Half width' },
  { value: 'short', label: 'Short' },
] as const satisfies Options<string>;
export const RULE_WIDTHS = values(RULE_WIDTH_OPTIONS);

export const QUOTE_STYLE_OPTIONS = [
  { value: 'classic', label: 'Classic' },
  { value: 'large', label: 'Large' },
  { value: 'bordered', label: 'Bordered' },
] as const satisfies Options<string>;
export const QUOTE_STYLES = values(QUOTE_STYLE_OPTIONS);

/** Seed 001's code block editor: "Options, Mode, Display Source". */
export const CODE_MODE_OPTIONS = [
  { value: 'html', label: 'HTML' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'css', label: 'CSS' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'plain', label: 'Plain Text' },
] as const satisfies Options<string>;
export const CODE_MODES = values(CODE_MODE_OPTIONS);
export type CodeMode = (typeof CODE_MODES)[number];

export const EMBED_RATIO_OPTIONS = [
  { value: 'auto', label: 'As the embed sets it' },
  { value: 'widescreen', label: 'Widescreen (16:9)' },
  { value: 'standard', label: 'Standard (4:3)' },
  { value: 'square', label: 'Square' },
] as const satisfies Options<string>;
export const EMBED_RATIOS = values(EMBED_RATIO_OPTIONS);

export const SOCIAL_STYLE_OPTIONS = [
  { value: 'icons', label: 'Icons' },
  { value: 'iconsAndText', label: 'Icons and text' },
  { value: 'text', label: 'Text' },
] as const satisfies Options<string>;
export const SOCIAL_STYLES = values(SOCIAL_STYLE_OPTIONS);

/** Networks with their names, which are also the links' accessible names. */
export const SOCIAL_NETWORK_OPTIONS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'x', label: 'X' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'pinterest', label: 'Pinterest' },
  { value: 'threads', label: 'Threads' },
  { value: 'mastodon', label: 'Mastodon' },
  { value: 'bluesky', label: 'Bluesky' },
  { value: 'github', label: 'GitHub' },
  { value: 'email', label: 'Email' },
  { value: 'website', label: 'Website' },
] as const satisfies Options<string>;
export const SOCIAL_NETWORKS = values(SOCIAL_NETWORK_OPTIONS);
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const MAP_PROVIDER_OPTIONS = [
  { value: 'openstreetmap', label: 'OpenStreetMap' },
  { value: 'google', label: 'Google Maps' },
  { value: 'apple', label: 'Apple Maps' },
] as const satisfies Options<string>;
export const MAP_PROVIDERS = values(MAP_PROVIDER_OPTIONS);

export const MAP_STYLE_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const satisfies Options<string>;
export const MAP_STYLES = values(MAP_STYLE_OPTIONS);

export const BASIC_LIMITS = {
  label: 200,
  shortText: 200,
  heading: 300,
  quote: 2000,
  code: 50_000,
  embed: 20_000,
  spacerHeight: { min: 8, max: 400 },
  ruleThickness: { min: 1, max: 8 },
  zoom: { min: 1, max: 20 },
  mapHeight: { min: 150, max: 800 },
  accordionItems: 50,
  menuItems: 150,
  menuDescription: 500,
  price: 40,
  socialLinks: 20,
} as const;
