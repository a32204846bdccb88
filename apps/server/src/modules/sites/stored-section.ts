import type { z } from 'zod';
import type { StoredSettings } from './stored-settings';

/**
 * The section `key` of websites.settings parsed with `schema`. Stored settings are owner data that
 * older versions or hand edits may have damaged; a section that does not parse reads as `fallback`,
 * so a page still renders and the editor can save a good value over it.
 */
export function readStoredSection<T>(
  settings: StoredSettings,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): T {
  if (!Object.hasOwn(settings, key)) return fallback;
  const parsed = schema.safeParse(settings[key]);
  return parsed.success ? parsed.data : fallback;
}

/** The settings object with section `key` replaced: what updateStoredSettings' `change` returns. */
export function withStoredSection(settings: StoredSettings, key: string, value: unknown): StoredSettings {
  return { ...settings, [key]: value };
}
