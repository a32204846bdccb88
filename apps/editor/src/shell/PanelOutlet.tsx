import type { Permission } from '@plinth/contracts';
import { useEffect, type ReactNode } from 'react';
import { PanelHeader } from '../components/PanelHeader';
import { BillingPage } from '../panels/billing/BillingPage';
import { HeaderFooterPanel } from '../panels/header-footer/HeaderFooterPanel';
import { InventoryPanel } from '../panels/inventory/InventoryPanel';
import { LanguagesPanel } from '../panels/languages/LanguagesPanel';
import { MembersPanel } from '../panels/members/MembersPanel';
import { NavigationPanel } from '../panels/navigation/NavigationPanel';
import { ProductEditor } from '../panels/products/ProductEditor';
import { ProductsPanel } from '../panels/products/ProductsPanel';
import { CommercePreferencesPanel } from '../panels/store/CommercePreferencesPanel';
import { StoreSettingsPanel } from '../panels/store/StoreSettingsPanel';
import { matchRoute, type RouteParams } from '../router/history-router';
import { Link } from '../router/Link';
import { navigate } from '../router/router';
import { PERMISSION } from '../session/permissions';
import { useSignedIn } from '../session/SessionProvider';
import { homePath } from './panel-routes';

interface Route {
  pattern: string;
  permission: Permission;
  render: (params: RouteParams) => ReactNode;
}

/** Every signed-in screen; the first matching pattern wins ("new" before ":id"). */
const ROUTES: readonly Route[] = [
  { pattern: '/config/products', permission: PERMISSION.storeView, render: () => <ProductsPanel /> },
  {
    pattern: '/config/products/new',
    permission: PERMISSION.storeEdit,
    render: () => <ProductEditor productId={null} />,
  },
  {
    pattern: '/config/products/:id',
    permission: PERMISSION.storeView,
    render: (params) => <ProductEditor productId={params.id ?? ''} />,
  },
  { pattern: '/config/inventory', permission: PERMISSION.inventoryView, render: () => <InventoryPanel /> },
  {
    pattern: '/config/store-settings',
    permission: PERMISSION.storeView,
    render: () => <StoreSettingsPanel />,
  },
  {
    pattern: '/config/commerce-preferences',
    permission: PERMISSION.storeView,
    render: () => <CommercePreferencesPanel />,
  },
  { pattern: '/config/navigation', permission: PERMISSION.contentView, render: () => <NavigationPanel /> },
  {
    pattern: '/config/header-footer',
    permission: PERMISSION.settingsView,
    render: () => <HeaderFooterPanel />,
  },
  { pattern: '/config/languages', permission: PERMISSION.settingsView, render: () => <LanguagesPanel /> },
  { pattern: '/config/members', permission: PERMISSION.membersView, render: () => <MembersPanel /> },
  {
    pattern: '/config/settings/billing/upgrade',
    permission: PERMISSION.billingView,
    render: () => <BillingPage trialPath />,
  },
  {
    pattern: '/config/settings/billing/subscriptions/website',
    permission: PERMISSION.billingView,
    render: () => <BillingPage trialPath={false} />,
  },
];

/** The panel for the address, if the role may open it. /config itself goes to the first panel allowed. */
export function PanelOutlet({ location }: { location: string }) {
  const { can, site } = useSignedIn();
  const home = homePath(can);
  const atRoot = matchRoute('/config', location) !== null;

  useEffect(() => {
    if (atRoot && home) navigate(home, { replace: true });
  }, [atRoot, home]);

  if (atRoot) {
    return home ? null : (
      <Message title={site.title}>Your role ({site.roleLabel}) has no editor panels on this site.</Message>
    );
  }
  for (const route of ROUTES) {
    const params = matchRoute(route.pattern, location);
    if (!params) continue;
    if (!can(route.permission)) {
      return (
        <Message title="Not available">
          Your role ({site.roleLabel}) does not allow opening this page. Ask a site administrator for access.
        </Message>
      );
    }
    return <>{route.render(params)}</>;
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
          <Link to="/config">Back to the editor</Link>
        </p>
      </div>
    </section>
  );
}
