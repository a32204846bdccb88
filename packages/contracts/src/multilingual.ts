import { z } from 'zod';

/** Answers of the multilingual settings calls (seed 001 section 7; their shapes are Plinth's design). */
export const languageEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** GET /api/multilingual/settings and the answer to every multilingual write. */
export const multilingualSettingsSchema = z.object({
  defaultLanguage: z.string(),
  /** The site's languages, the default first. */
  languages: z.array(languageEntrySchema),
  /** True while the site offers more than its default language. */
  connected: z.boolean(),
});
export type MultilingualSettings = z.infer<typeof multilingualSettingsSchema>;

/** GET /api/multilingual/status */
export const multilingualStatusSchema = z.object({
  connected: z.boolean(),
  languageCount: z.number().int(),
  defaultLanguage: z.string(),
});
export type MultilingualStatus = z.infer<typeof multilingualStatusSchema>;

/** GET /api/multilingual/languages: every language the site may offer, its own marked enabled. */
export const languageOptionsSchema = z.object({ languages: z.array(languageEntrySchema) });
export type LanguageOptions = z.infer<typeof languageOptionsSchema>;
