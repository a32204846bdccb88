import type { Permission } from '@plinth/contracts';
import { PERMISSION } from '../session/permissions';

export interface PanelLink {
  path: string;
  label: string;
  /** Needed to see the panel; the sidebar hides links the role cannot open. */
  permission: Permission;
  group: 'Store' | 'Website' | 'Settings';
}

/** The sidebar, in order. Permissions match the server's checks (docs/editor-api.md). */
export const PANEL_LINKS: readonly PanelLink[] = [
  { path: '/config/products', label: 'Products', permission: PERMISSION.storeView, group: 'Store' },
  { path: '/config/inventory', label: 'Inventory', permission: PERMISSION.inventoryView, group: 'Store' },
  {
    path: '/config/store-settings',
    label: 'Store settings',
    permission: PERMISSION.storeView,
    group: 'Store',
  },
  {
    path: '/config/commerce-preferences',
    label: 'Checkout & restock',
    permission: PERMISSION.storeView,
    group: 'Store',
  },
  { path: '/config/navigation', label: 'Navigation', permission: PERMISSION.contentView, group: 'Website' },
  {
    path: '/config/header-footer',
    label: 'Header & footer',
    permission: PERMISSION.settingsView,
    group: 'Website',
  },
  { path: '/config/languages', label: 'Languages', permission: PERMISSION.settingsView, group: 'Settings' },
  { path: '/config/members', label: 'Members', permission: PERMISSION.membersView, group: 'Settings' },
];

/** The sidebar link a location belongs to (a product's page belongs to Products). */
export function activePanel(location: string): PanelLink | null {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  return PANEL_LINKS.find((link) => path === link.path || path.startsWith(`${link.path}/`)) ?? null;
}

/** Where /config lands: the first panel the role may see; null when it may see none. */
export function homePath(can: (permission: Permission) => boolean): string | null {
  return PANEL_LINKS.find((link) => can(link.permission))?.path ?? null;
}

/** The trial goes to the upgrade page, everyone else to the website subscription (seed 001 section 2). */
export function upgradePath(trial: boolean): string {
  return trial ? '/settings/billing/upgrade' : '/settings/billing/subscriptions/website';
}
