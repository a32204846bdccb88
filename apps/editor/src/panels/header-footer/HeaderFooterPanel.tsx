import type { HeaderFooter } from '@plinth/contracts';
import { getHeaderFooter, saveHeaderFooter } from '../../api/header-footer-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { HeaderFooterForm } from './HeaderFooterForm';

const HEADER = (
  <PanelHeader title="Header & footer" description="The top and bottom of every page of your site." />
);

/** GET/PUT /api/site-header-footer. */
export function HeaderFooterPanel() {
  const { site, can } = useSignedIn();
  const data = useFetch((signal) => getHeaderFooter(signal), site.id);
  return (
    <section className="panel">
      {HEADER}
      <LoadState state={data}>
        {(loaded: HeaderFooter) => (
          <HeaderFooterForm loaded={loaded} canEdit={can(PERMISSION.settingsEdit)} send={saveHeaderFooter} />
        )}
      </LoadState>
    </section>
  );
}
