import { useEffect, type ReactNode } from 'react';
import { PanelHeader } from '../components/PanelHeader';
import { matchRoute } from '../router/history-router';
import { Link } from '../router/Link';
import { EDITOR_BASE, navigate } from '../router/router';
import { useSignedIn } from '../session/SessionProvider';
import { HomePanel } from '../panels/home/HomePanel';
import { PERMISSION } from '../session/permissions';
import { canOpen, homePath, PANEL_ROUTES } from './panel-routes';
import { SectionNav } from './SectionNav';

/**
 * The panel for the address, if the role may open it. /config itself is the home (issue 13 part 7) for
 * a role that may read the site; any other role goes to the first panel it may open.
 */
export function PanelOutlet({ location }: { location: string }) {
  const { can, site } = useSignedIn();
  const home = homePath(can);
  const atRoot = matchRoute(EDITOR_BASE, location) !== null;
  const showsHome = can(PERMISSION.contentView);

  useEffect(() => {
    if (atRoot && !showsHome && home) navigate(home, { replace: true });
  }, [atRoot, showsHome, home]);

  if (atRoot && showsHome) return <HomePanel />;
  if (atRoot) {
    return home ? null : (
      <Message title={site.title}>Your role ({site.roleLabel}) has no editor panels on this site.</Message>
    );
  }
  for (const route of PANEL_ROUTES) {
    const params = matchRoute(route.pattern, location);
    if (!params) continue;
    if (!canOpen(route, can)) {
      return (
        <Message title="Not available">
          Your role ({site.roleLabel}) does not allow opening this page. Ask a site administrator for access.
        </Message>
      );
    }
    return (
      <>
        <SectionNav location={location} />
        {route.render(params)}
      </>
    );
  }
  return <Message title="Page not found">There is no editor page at this address.</Message>;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel">
      <PanelHeader title={title} />
      <div className="card">
        <p>{children}</p>
        <p>
          <Link to={EDITOR_BASE}>Back to the editor</Link>
        </p>
      </div>
    </section>
  );
}
