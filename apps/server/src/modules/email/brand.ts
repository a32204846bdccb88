import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The colours an email is drawn in: the theme's own (its assets/site.css custom properties). */
export interface EmailColors {
  text: string;
  muted: string;
  background: string;
  surface: string;
  border: string;
  accent: string;
  accentContrast: string;
}

/** What every email shows of the site: its name and the theme's colours. */
export interface EmailBrand {
  siteName: string;
  colors: EmailColors;
}

/** The default theme's colours, used for any the theme does not set (or sets to something not a colour). */
export const FALLBACK_EMAIL_COLORS: EmailColors = {
  text: '#1e1d1b',
  muted: '#625e57',
  background: '#faf8f5',
  surface: '#f1ede6',
  border: '#e3ddd3',
  accent: '#2c4a3f',
  accentContrast: '#ffffff',
};

const PROPERTY: Record<keyof EmailColors, string> = {
  text: '--color-text',
  muted: '--color-muted',
  background: '--color-bg',
  surface: '--color-surface',
  border: '--color-border',
  accent: '--color-accent',
  accentContrast: '--color-accent-contrast',
};

/** Only #rgb, #rrggbb (and with alpha): the value goes into style attributes. */
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colours of the theme's `:root` custom properties in `css`. */
export function emailColorsFromCss(css: string): EmailColors {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const colors = { ...FALLBACK_EMAIL_COLORS };
  for (const key of Object.keys(PROPERTY) as (keyof EmailColors)[]) {
    const name = PROPERTY[key].replace(/[-]/g, '\\-');
    const value = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(root)?.[1]?.trim();
    if (value && HEX_COLOR.test(value)) colors[key] = value;
  }
  return colors;
}

/** Read once at start: the storefront's stylesheet of the configured theme. Never throws. */
export function readThemeEmailColors(themeDir: string): EmailColors {
  try {
    return emailColorsFromCss(readFileSync(join(themeDir, 'assets', 'site.css'), 'utf8'));
  } catch {
    return { ...FALLBACK_EMAIL_COLORS };
  }
}
