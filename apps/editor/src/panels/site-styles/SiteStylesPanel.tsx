import type { SiteStyles } from '@plinth/contracts';
import { getSiteStyles, listSiteFonts, saveSiteStyles } from '../../api/site-styles-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import '../../styles/site-styles.css';
import { SiteStylesForm } from './SiteStylesForm';

const HEADER = (
  <PanelHeader title="Site styles" description="The fonts and colours of every page of your site." />
);

/** GET/PUT /api/site-styles, with the font list of GET /api/site-styles/fonts (decision 0036). */
export function SiteStylesPanel() {
  const { site, can } = useSignedIn();
  const styles = useFetch((signal) => getSiteStyles(signal), site.id);
  const fonts = useFetch((signal) => listSiteFonts(signal), site.id);
  return (
    <section className="panel">
      {HEADER}
      <LoadState state={styles}>
        {(loaded: SiteStyles) => (
          <SiteStylesForm
            loaded={loaded}
            fonts={fonts}
            canEdit={can(PERMISSION.settingsEdit)}
            siteTitle={site.title}
            send={saveSiteStyles}
          />
        )}
      </LoadState>
    </section>
  );
}
