/** Answers of the multilingual settings calls (seed 001 section 7; their shapes are Plinth's design). */
export interface LanguageEntry {
  code: string;
  name: string;
  nativeName: string;
  isDefault: boolean;
  enabled: boolean;
}

/** GET /api/multilingual/settings and the answer to every multilingual write. */
export interface MultilingualSettings {
  defaultLanguage: string;
  /** The site's languages, the default first. */
  languages: LanguageEntry[];
  /** True while the site offers more than its default language. */
  connected: boolean;
}

export interface MultilingualStatus {
  connected: boolean;
  languageCount: number;
  defaultLanguage: string;
}
