import type { Permission } from '@plinth/contracts';
import type { ReactNode } from 'react';
import { LazyAnalyticsPanel } from '../panels/analytics/LazyAnalyticsPanel';
import { BillingPage } from '../panels/billing/BillingPage';
import { CouponsPanel } from '../panels/checkout-settings/CouponsPanel';
import { FormBuilderScreen } from '../panels/forms/FormBuilderScreen';
import { FormsPanel } from '../panels/forms/FormsPanel';
import { SubmissionsPanel } from '../panels/forms/SubmissionsPanel';
import { HeaderFooterPanel } from '../panels/header-footer/HeaderFooterPanel';
import { InventoryPanel } from '../panels/inventory/InventoryPanel';
import { NavigationPanel } from '../panels/navigation/NavigationPanel';
import { SiteStylesPanel } from '../panels/site-styles/SiteStylesPanel';
import { CollectionItemsPanel } from '../panels/content/CollectionItemsPanel';
import { PageEditorScreen } from '../panels/pages/PageEditorScreen';
import { PagesPanel } from '../panels/pages/PagesPanel';
import { TermsPanel } from '../panels/terms/TermsPanel';
import { GiftCardsPanel } from '../panels/orders/GiftCardsPanel';
import { OrderDetailPanel } from '../panels/orders/OrderDetailPanel';
import { OrdersPanel } from '../panels/orders/OrdersPanel';
import { SubscriptionsPanel } from '../panels/orders/SubscriptionsPanel';
import { ProductEditor } from '../panels/products/ProductEditor';
import { ProductsPanel } from '../panels/products/ProductsPanel';
import { MailingListPanel } from '../panels/restock/MailingListPanel';
import { RestockPanel } from '../panels/restock/RestockPanel';
import { SettingsIndex } from '../panels/settings/SettingsIndex';
import { matchRoute, type RouteParams } from '../router/history-router';
import { EDITOR_BASE } from '../router/router';
import { PERMISSION } from '../session/permissions';
import { SETTINGS_ROUTES } from './settings-routes';

/**
 * The sidebar's entries (issue 24 §5: at most 12). A section gathers several screens behind one entry and
 * shows them as tabs; Settings gathers the settings-type screens on an index page with a search.
 */
export const SIDEBAR_SECTIONS = [
  { name: 'Products', group: 'Store' },
  { name: 'Orders', group: 'Store' },
  { name: 'Inventory', group: 'Store' },
  { name: 'Marketing', group: 'Store' },
  { name: 'Pages', group: 'Website' },
  { name: 'Forms', group: 'Website' },
  { name: 'Design', group: 'Website' },
  { name: 'Analytics', group: 'Website' },
  { name: 'Settings', group: null },
] as const;

export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number]['name'];
export type SidebarGroup = 'Store' | 'Website';

/** Where a screen is listed on the Settings index. */
export const SETTINGS_HEADINGS = ['Store', 'Site and team', 'Email', 'System'] as const;
export type SettingsHeading = (typeof SETTINGS_HEADINGS)[number];

export interface SettingsEntry {
  heading: SettingsHeading;
  /** One line on the index. */
  about: string;
  /** More words the index's search finds the screen by. */
  keywords: string;
}

export type Can = (permission: Permission) => boolean;

export interface PanelRoute {
  /** The address, with :name for a parameter. */
  pattern: string;
  /**
   * Needed to open the screen: a permission that matches the server's checks (docs/editor-api.md), or a
   * test over the role's permissions for a screen that gathers others (the Settings index).
   */
  permission: Permission | ((can: Can) => boolean);
  render: (params: RouteParams) => ReactNode;
  /** Set on the screens the sidebar leads to: their tab name and the sidebar entry they sit under. */
  link?: { label: string; section: SidebarSection; settings?: SettingsEntry };
  /** The screen takes the whole width: the sidebar folds away behind Menu (the page editor). */
  fullWidth?: true;
}

const at = (path: string) => `${EDITOR_BASE}${path}`;

/** The Settings index page. */
export const SETTINGS_PATH = at('/settings');

/** Every signed-in screen, in sidebar order; the first matching pattern wins ("new" before ":id"). */
export const PANEL_ROUTES: readonly PanelRoute[] = [
  {
    pattern: at('/products'),
    permission: PERMISSION.storeView,
    render: () => <ProductsPanel />,
    link: { label: 'Products', section: 'Products' },
  },
  {
    pattern: at('/products/new'),
    permission: PERMISSION.storeEdit,
    render: () => <ProductEditor productId={null} />,
  },
  {
    pattern: at('/products/:id'),
    permission: PERMISSION.storeView,
    render: (params) => <ProductEditor productId={params.id ?? ''} />,
  },
  {
    pattern: at('/orders'),
    permission: PERMISSION.ordersView,
    render: () => <OrdersPanel />,
    link: { label: 'Orders', section: 'Orders' },
  },
  {
    pattern: at('/orders/:id'),
    permission: PERMISSION.ordersView,
    render: (params) => <OrderDetailPanel orderId={params.id ?? ''} />,
  },
  {
    pattern: at('/gift-cards'),
    permission: PERMISSION.ordersView,
    render: () => <GiftCardsPanel />,
    link: { label: 'Gift cards', section: 'Orders' },
  },
  {
    pattern: at('/subscriptions'),
    permission: PERMISSION.ordersView,
    render: () => <SubscriptionsPanel />,
    link: { label: 'Subscriptions', section: 'Orders' },
  },
  {
    pattern: at('/inventory'),
    permission: PERMISSION.inventoryView,
    render: () => <InventoryPanel />,
    link: { label: 'Inventory', section: 'Inventory' },
  },
  {
    pattern: at('/coupons'),
    permission: PERMISSION.storeView,
    render: () => <CouponsPanel />,
    link: { label: 'Coupons', section: 'Marketing' },
  },
  {
    pattern: at('/restock'),
    permission: PERMISSION.restockView,
    render: () => <RestockPanel />,
    link: { label: 'Restock sign-ups', section: 'Marketing' },
  },
  {
    pattern: at('/mailing-list'),
    permission: PERMISSION.restockView,
    render: () => <MailingListPanel />,
    link: { label: 'Mailing list', section: 'Marketing' },
  },

  {
    pattern: at('/analytics'),
    permission: PERMISSION.analyticsView,
    render: () => <LazyAnalyticsPanel />,
    link: { label: 'Analytics', section: 'Analytics' },
  },
  {
    pattern: at('/pages'),
    permission: PERMISSION.contentView,
    render: () => <PagesPanel />,
    link: { label: 'Pages', section: 'Pages' },
  },
  {
    pattern: at('/pages/:id/items'),
    permission: PERMISSION.contentView,
    render: (params) => <CollectionItemsPanel collectionId={params.id ?? ''} />,
  },
  {
    pattern: at('/pages/:id'),
    permission: PERMISSION.contentView,
    render: (params) => <PageEditorScreen pageId={params.id ?? ''} />,
    fullWidth: true,
  },
  {
    pattern: at('/navigation'),
    permission: PERMISSION.contentView,
    render: () => <NavigationPanel />,
    link: { label: 'Navigation', section: 'Pages' },
  },
  {
    pattern: at('/tags-and-categories'),
    permission: PERMISSION.contentView,
    render: () => <TermsPanel />,
    link: { label: 'Tags & categories', section: 'Pages' },
  },
  {
    pattern: at('/forms'),
    permission: PERMISSION.formsView,
    render: () => <FormsPanel />,
    link: { label: 'Forms', section: 'Forms' },
  },
  {
    pattern: at('/forms/:id'),
    permission: PERMISSION.formsView,
    render: (params) => <FormBuilderScreen formId={params.id ?? ''} />,
  },
  {
    pattern: at('/forms/:id/submissions'),
    permission: PERMISSION.formsView,
    render: (params) => <SubmissionsPanel formId={params.id ?? ''} />,
  },
  {
    pattern: at('/site-styles'),
    permission: PERMISSION.settingsView,
    render: () => <SiteStylesPanel />,
    link: { label: 'Site styles', section: 'Design' },
  },
  {
    pattern: at('/header-footer'),
    permission: PERMISSION.settingsView,
    render: () => <HeaderFooterPanel />,
    link: { label: 'Header & footer', section: 'Design' },
  },

  ...SETTINGS_ROUTES,
  {
    pattern: SETTINGS_PATH,
    permission: (can) => settingsLinks(can).length > 0 || can(PERMISSION.billingView),
    render: () => <SettingsIndex />,
  },
  {
    pattern: at('/settings/billing/upgrade'),
    permission: PERMISSION.billingView,
    render: () => <BillingPage />,
  },
  {
    pattern: at('/settings/billing/subscriptions/website'),
    permission: PERMISSION.billingView,
    render: () => <BillingPage />,
  },
];

export interface PanelLink {
  path: string;
  label: string;
  /** Needed to see the panel; the sidebar hides links the role cannot open. */
  permission: Permission;
  section: SidebarSection;
  settings?: SettingsEntry;
}

/** The screens the sidebar leads to, in order: the routes that have a link. */
export const PANEL_LINKS: readonly PanelLink[] = PANEL_ROUTES.flatMap((route) =>
  route.link && typeof route.permission === 'string'
    ? [{ path: route.pattern, permission: route.permission, ...route.link }]
    : [],
);

/** Whether the role may open a route. */
export function canOpen(route: PanelRoute, can: Can): boolean {
  return typeof route.permission === 'function' ? route.permission(can) : can(route.permission);
}

/** The screens of a section this role may open, in order: the section's tabs. */
export function sectionLinks(section: SidebarSection, can: Can): PanelLink[] {
  return PANEL_LINKS.filter((link) => link.section === section && can(link.permission));
}

/** The settings-type screens this role may open: the Settings index's entries. */
export function settingsLinks(can: Can): PanelLink[] {
  return sectionLinks('Settings', can);
}

/** The screen a location belongs to (a product's page belongs to Products). */
export function activePanel(location: string): PanelLink | null {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  return PANEL_LINKS.find((link) => path === link.path || path.startsWith(`${link.path}/`)) ?? null;
}

/** The sidebar entry a location belongs to; the Settings index and its screens belong to Settings. */
export function activeSection(location: string): SidebarSection | null {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  if (path === SETTINGS_PATH) return 'Settings';
  return activePanel(location)?.section ?? null;
}

/**
 * Where a sidebar entry leads for this role: its first screen the role may open (Settings: its index);
 * null hides the entry.
 */
export function sectionPath(section: SidebarSection, can: Can): string | null {
  if (section === 'Settings') {
    return settingsLinks(can).length > 0 || can(PERMISSION.billingView) ? SETTINGS_PATH : null;
  }
  return sectionLinks(section, can)[0]?.path ?? null;
}

/** Whether the screen at `location` takes the whole width, its sidebar folded away behind Menu. */
export function isFullWidthScreen(location: string): boolean {
  return PANEL_ROUTES.find((route) => matchRoute(route.pattern, location) !== null)?.fullWidth === true;
}

/** Where the editor's root lands: the first panel the role may see; null when it may see none. */
export function homePath(can: Can): string | null {
  return PANEL_LINKS.find((link) => can(link.permission))?.path ?? null;
}

/** The trial goes to the upgrade page, everyone else to the website subscription (seed 001 section 2). */
export function upgradePath(trial: boolean): string {
  return trial ? '/settings/billing/upgrade' : '/settings/billing/subscriptions/website';
}
