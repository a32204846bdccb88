import { formatServerSignUpMessage } from '@plinth/commerce';
import type { LanguageSwitcherContext } from '@plinth/theme';
import { getMultilingualSettings } from '../languages';
import type { Site } from '../sites';

/** Where the footer's language form posts (decision 0051). */
export const LANGUAGE_PATH = '/language';

/** The cookie that remembers the visitor's language on this site: a language code, nothing else. */
export const LANGUAGE_COOKIE = 'plinth_language';

/** A year: a choice of language is meant to last. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The site's languages, default first. */
function siteLanguages(site: Pick<Site, 'settings' | 'language'>) {
  return getMultilingualSettings(site).languages;
}

/**
 * The language a page is shown in: the visitor's choice when the site still offers it, else the site's
 * default. Anything else in the cookie is ignored, so the page cache holds one copy per site language.
 */
export function chosenLanguage(
  site: Pick<Site, 'settings' | 'language'>,
  cookie: string | undefined,
): string {
  if (!cookie) return site.language;
  return siteLanguages(site).find((entry) => entry.code === cookie)?.code ?? site.language;
}

/** The footer's switcher, or nothing while the site offers only its default language. */
export function languageSwitcher(
  site: Pick<Site, 'settings' | 'language'>,
  language: string,
  path: string,
  crumb: string,
): LanguageSwitcherContext | undefined {
  const languages = siteLanguages(site);
  if (languages.length < 2) return undefined;
  return {
    action: LANGUAGE_PATH,
    crumb,
    returnTo: path,
    label: formatServerSignUpMessage('languageSwitcherLabel'),
    button: formatServerSignUpMessage('languageSwitcherButton'),
    options: languages.map((entry) => ({
      code: entry.code,
      label: entry.nativeName,
      selected: entry.code === language,
    })),
  };
}
