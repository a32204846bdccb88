import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './supported-languages';

/** How the site's languages are kept in websites.settings; the default is websites.language. */
export const storedMultilingualSchema = z.object({
  languages: z.array(z.string().max(35)).max(SUPPORTED_LANGUAGES.length + 1),
});
export type StoredMultilingual = z.infer<typeof storedMultilingualSchema>;

/** PUT /api/multilingual/languages: the site's languages in order, exactly one the default. */
export const languagesBodySchema = z.object({
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
export type LanguagesBody = z.infer<typeof languagesBodySchema>;

export type { LanguageEntry, MultilingualSettings, MultilingualStatus } from '@plinth/contracts';
