import type {
  LanguageEntry,
  MultilingualSettings,
  MultilingualStatus,
  UpdateLanguagesRequest,
} from '@plinth/contracts';
import { ownerFetch } from './owner-fetch';

export type { LanguageEntry, MultilingualSettings, MultilingualStatus } from '@plinth/contracts';

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

export function saveLanguages(languages: UpdateLanguagesRequest['languages']): Promise<MultilingualSettings> {
  return ownerFetch<MultilingualSettings>(`${BASE}/languages`, { method: 'PUT', json: { languages } });
}

/** Back to the default language only. */
export function disconnectMultilingual(): Promise<MultilingualSettings> {
  return ownerFetch<MultilingualSettings>(`${BASE}/connection`, { method: 'DELETE' });
}
