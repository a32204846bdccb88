import { getMultilingualStatus, listLanguageOptions } from '../../api/multilingual-api';
import { getSiteTimeZone } from '../../api/time-zone-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { LanguagesForm } from './LanguagesForm';
import { TimeZoneForm } from './TimeZoneForm';

async function loadLanguages(signal: AbortSignal) {
  const [languages, status, timeZone] = await Promise.all([
    listLanguageOptions(signal),
    getMultilingualStatus(signal),
    getSiteTimeZone(signal),
  ]);
  const defaultName =
    languages.find((l) => l.code === status.defaultLanguage)?.name ?? status.defaultLanguage;
  const summary = status.connected
    ? `Your site is offered in ${status.languageCount} languages; ${defaultName} is the default.`
    : `Your site is offered in one language: ${defaultName}.`;
  return { languages, summary, timeZone };
}

/**
 * Language & region: the site's time zone (/config/api/time-zone) and the languages it is offered in,
 * with its default (/api/multilingual). The zone sits here because it is the site's region setting,
 * beside its language, rather than any one page's or the store's.
 */
export function LanguagesPanel() {
  const { site, can } = useSignedIn();
  const data = useFetch(loadLanguages, site.id);
  return (
    <section className="panel">
      <PanelHeader
        title="Language & region"
        description="Your site's time zone, and its languages. The default language is what your site is written in. Offer more and a language switcher appears in the storefront footer: it sets the page language, but the text stays in the default language (Plinth has no translations yet)."
      />
      <LoadState state={data}>
        {({ languages, summary, timeZone }) => (
          <>
            <TimeZoneForm loaded={timeZone} canEdit={can(PERMISSION.settingsEdit)} />
            <p className="panel-status" role="status">
              {summary}
            </p>
            {/* A reload after saving refreshes the summary; the form keeps its own state meanwhile. */}
            <LanguagesForm loaded={languages} canEdit={can(PERMISSION.settingsEdit)} onSaved={data.reload} />
          </>
        )}
      </LoadState>
    </section>
  );
}
