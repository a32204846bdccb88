import { ownerFetch } from './owner-fetch';

export interface LanguageEntry {
  code: string;
  name: string;
  nativeName: string;
  isDefault: boolean;
  enabled: boolean;
}

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

const BASE = '/api/multilingual';

export function getMultilingualStatus(signal?: AbortSignal): Promise<MultilingualStatus> {
  return ownerFetch<MultilingualStatus>(`${BASE}/status`, { signal });
}

/** Every language the site may offer, marked with the ones it does. */
export async function listLanguageOptions(signal?: AbortSignal): Promise<LanguageEntry[]> {
  const answer = await ownerFetch<LanguageEntry[] | { languages: LanguageEntry[] }>(`${BASE}/languages`, {
    signal,
  });
  return Array.isArray(answer) ? answer : answer.languages;
}

export function saveLanguages(
  languages: { code: string; isDefault: boolean; enabled: boolean }[],
): Promise<MultilingualSettings> {
  return ownerFetch<MultilingualSettings>(`${BASE}/languages`, { method: 'PUT', json: { languages } });
}

/** Back to the default language only. */
export function disconnectMultilingual(): Promise<MultilingualSettings> {
  return ownerFetch<MultilingualSettings>(`${BASE}/connection`, { method: 'DELETE' });
}
