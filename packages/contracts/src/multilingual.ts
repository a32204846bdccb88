import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './supported-languages';

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

/** PUT /api/multilingual/languages: the site's languages in order, exactly one the default. */
export const updateLanguagesBodySchema = z.object({
  languages: z
    .array(
      z.object({
        code: z.string().min(2).max(35),
        isDefault: z.boolean().default(false),
        /** An entry sent with enabled: false is left out, as if it were not sent. */
        enabled: z.boolean().default(true),
      }),
    )
    .min(1, 'must list at least the default language')
    .max(SUPPORTED_LANGUAGES.length, `must list ${SUPPORTED_LANGUAGES.length} languages or fewer`),
});
export type UpdateLanguagesBody = z.infer<typeof updateLanguagesBodySchema>;
export type UpdateLanguagesRequest = z.input<typeof updateLanguagesBodySchema>;
