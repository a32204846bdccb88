import { listLanguageOptions, type LanguageEntry } from '../../api/multilingual-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { LanguagesForm } from './LanguagesForm';

/** The languages the site is offered in, and its default (/api/multilingual). */
export function LanguagesPanel() {
  const { site, can } = useSignedIn();
  const data = useFetch((signal) => listLanguageOptions(signal), site.id);
  return (
    <section className="panel">
      <PanelHeader
        title="Languages"
        description="The default language is what your site is written in. Offer more so customers can choose theirs."
      />
      <LoadState state={data}>
        {(languages: LanguageEntry[]) => <LanguagesForm loaded={languages} canEdit={can(PERMISSION.settingsEdit)} />}
      </LoadState>
    </section>
  );
}
