/** A language a site can be offered in: BCP 47 code, English name and the name in the language itself. */
export interface SupportedLanguage {
  code: string;
  name: string;
  nativeName: string;
}

/**
 * The languages the multilingual settings offer. The storefront's own texts are English only today;
 * the list says which `<html lang>` and customer locales a site may declare. Zod-free: the server, the
 * editor and the languages request schema (multilingual.ts) read the same list.
 */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  { code: 'en-US', name: 'English (United States)', nativeName: 'English (US)' },
  { code: 'en-GB', name: 'English (United Kingdom)', nativeName: 'English (UK)' },
  { code: 'fr-FR', name: 'French (France)', nativeName: 'Français (France)' },
  { code: 'fr-CA', name: 'French (Canada)', nativeName: 'Français (Canada)' },
  { code: 'de-DE', name: 'German', nativeName: 'Deutsch' },
  { code: 'es-ES', name: 'Spanish (Spain)', nativeName: 'Español (España)' },
  { code: 'it-IT', name: 'Italian', nativeName: 'Italiano' },
  { code: 'nl-NL', name: 'Dutch', nativeName: 'Nederlands' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)', nativeName: 'Português (Portugal)' },
  { code: 'sv-SE', name: 'Swedish', nativeName: 'Svenska' },
  { code: 'da-DK', name: 'Danish', nativeName: 'Dansk' },
  { code: 'nb-NO', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  { code: 'fi-FI', name: 'Finnish', nativeName: 'Suomi' },
  { code: 'pl-PL', name: 'Polish', nativeName: 'Polski' },
  { code: 'ja-JP', name: 'Japanese', nativeName: '日本語' },
  { code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'ko-KR', name: 'Korean', nativeName: '한국어' },
];

export function findSupportedLanguage(code: string): SupportedLanguage | null {
  // A search, not a module-level Map: a top-level call would keep the list in every storefront bundle
  // that imports this package, used or not (tree-shaking keeps what runs at load).
  return SUPPORTED_LANGUAGES.find((language) => language.code === code) ?? null;
}

/** A stored code outside the list (an older site, a hand edit) is still shown, named by its code. */
export function describeLanguage(code: string): SupportedLanguage {
  return findSupportedLanguage(code) ?? { code, name: code, nativeName: code };
}
