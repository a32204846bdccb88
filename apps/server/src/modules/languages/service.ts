import {
  describeLanguage,
  findSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type LanguageEntry,
  type MultilingualSettings,
  type MultilingualStatus,
  type UpdateLanguagesBody,
} from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { z } from 'zod';
import { readStoredSection, updateWebsiteSettings, withStoredSection, type Site } from '../sites';
import { languagesInvalid, unknownLanguage } from './errors';

const SECTION = 'multilingual';

/** How the site's languages are kept in websites.settings; the default is websites.language. */
const storedMultilingualSchema = z.object({
  languages: z.array(z.string().max(35)).max(SUPPORTED_LANGUAGES.length + 1),
});

/** The site's language codes, default first, without repeats. */
function siteLanguageCodes(site: Pick<Site, 'settings' | 'language'>): string[] {
  const stored = readStoredSection(site.settings, SECTION, storedMultilingualSchema, { languages: [] });
  return [...new Set([site.language, ...stored.languages])];
}

function toEntry(code: string, defaultLanguage: string, enabled: boolean): LanguageEntry {
  return { ...describeLanguage(code), isDefault: code === defaultLanguage, enabled };
}

function toSettings(defaultLanguage: string, codes: readonly string[]): MultilingualSettings {
  return {
    defaultLanguage,
    languages: codes.map((code) => toEntry(code, defaultLanguage, true)),
    connected: codes.length > 1,
  };
}

export function getMultilingualSettings(site: Pick<Site, 'settings' | 'language'>): MultilingualSettings {
  return toSettings(site.language, siteLanguageCodes(site));
}

export function getMultilingualStatus(site: Pick<Site, 'settings' | 'language'>): MultilingualStatus {
  const settings = getMultilingualSettings(site);
  return {
    connected: settings.connected,
    languageCount: settings.languages.length,
    defaultLanguage: settings.defaultLanguage,
  };
}

/** Every language the site could offer, marked with what the site has: the editor's checklist. */
export function listLanguageOptions(site: Pick<Site, 'settings' | 'language'>): {
  languages: LanguageEntry[];
} {
  const codes = siteLanguageCodes(site);
  const offered = [...codes, ...SUPPORTED_LANGUAGES.map((l) => l.code).filter((c) => !codes.includes(c))];
  return { languages: offered.map((code) => toEntry(code, site.language, codes.includes(code))) };
}

/** Checks a PUT body; answers the codes to keep, the default first. */
export function checkLanguages(body: UpdateLanguagesBody): { defaultLanguage: string; codes: string[] } {
  const seen = new Set<string>();
  for (const [index, entry] of body.languages.entries()) {
    if (!findSupportedLanguage(entry.code)) throw unknownLanguage(entry.code, `languages.${index}.code`);
    if (seen.has(entry.code)) throw languagesInvalid(`${entry.code} is listed more than once.`);
    seen.add(entry.code);
  }
  const defaults = body.languages.filter((entry) => entry.isDefault);
  const [first] = defaults;
  if (!first || defaults.length > 1) throw languagesInvalid('Choose exactly one default language.');
  if (!first.enabled) throw languagesInvalid('The default language cannot be turned off.');
  const others = body.languages.filter((e) => e.enabled && !e.isDefault).map((e) => e.code);
  return { defaultLanguage: first.code, codes: [first.code, ...others] };
}

async function storeLanguages(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<MultilingualSettings> {
  const [defaultLanguage = ''] = codes;
  await updateWebsiteSettings(db, websiteId, (row) => ({
    ...row,
    language: defaultLanguage,
    settings: withStoredSection(row.settings, SECTION, { languages: codes }),
  }));
  return toSettings(defaultLanguage, codes);
}

/** Replaces the site's languages; the default becomes websites.language, the page's `<html lang>`. */
export async function saveLanguages(
  db: Db,
  websiteId: string,
  body: UpdateLanguagesBody,
): Promise<MultilingualSettings> {
  return storeLanguages(db, websiteId, checkLanguages(body).codes);
}

/** Turns multilingual off: only the default language stays (read under the lock, never from a cache). */
export async function disconnectMultilingual(db: Db, websiteId: string): Promise<MultilingualSettings> {
  const next = await updateWebsiteSettings(db, websiteId, (row) => ({
    ...row,
    settings: withStoredSection(row.settings, SECTION, { languages: [row.language] }),
  }));
  return toSettings(next.language, [next.language]);
}
