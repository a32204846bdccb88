import { useState } from 'react';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { loadNavigation } from './load-navigation';
import { NavigationEditor } from './NavigationEditor';

/** Main and secondary navigation: order, nest, add and edit links, add store pages; one Save. */
export function NavigationPanel() {
  const { site, can } = useSignedIn();
  const canReadStore = can(PERMISSION.storeView);
  const [version, setVersion] = useState(0);
  const data = useFetch((signal) => loadNavigation(canReadStore, signal), `${site.id}:${version}`);
  return (
    <section className="panel">
      <LoadState state={data} header={<PanelHeader title="Navigation" />}>
        {(loaded) => (
          <NavigationEditor key={version} data={loaded} onReload={() => setVersion((v) => v + 1)} />
        )}
      </LoadState>
    </section>
  );
}
