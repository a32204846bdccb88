import type { Permission } from '@plinth/contracts';
import type { ReactNode } from 'react';
import { LazyAnalyticsPanel } from '../panels/analytics/LazyAnalyticsPanel';
import { BillingPage } from '../panels/billing/BillingPage';
import { CouponsPanel } from '../panels/checkout-settings/CouponsPanel';
import { ShippingPanel } from '../panels/checkout-settings/ShippingPanel';
import { TaxPanel } from '../panels/checkout-settings/TaxPanel';
import { EmailDetailPanel } from '../panels/email/EmailDetailPanel';
import { EmailTemplatesPanel } from '../panels/email/EmailTemplatesPanel';
import { FormBuilderScreen } from '../panels/forms/FormBuilderScreen';
import { FormsPanel } from '../panels/forms/FormsPanel';
import { SubmissionsPanel } from '../panels/forms/SubmissionsPanel';
import { SentEmailsPanel } from '../panels/email/SentEmailsPanel';
import { JobsPanel } from '../panels/jobs/JobsPanel';
import { ImportsPanel } from '../panels/imports/ImportsPanel';
import { HeaderFooterPanel } from '../panels/header-footer/HeaderFooterPanel';
import { InventoryPanel } from '../panels/inventory/InventoryPanel';
import { LanguagesPanel } from '../panels/languages/LanguagesPanel';
import { MembersPanel } from '../panels/members/MembersPanel';
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
import { CommercePreferencesPanel } from '../panels/store/CommercePreferencesPanel';
import { PaymentOptionsPanel } from '../panels/store/PaymentOptionsPanel';
import { StoreSettingsPanel } from '../panels/store/StoreSettingsPanel';
import { matchRoute, type RouteParams } from '../router/history-router';
import { EDITOR_BASE } from '../router/router';
import { PERMISSION } from '../session/permissions';

export type SidebarGroup = 'Store' | 'Website' | 'Settings';

export interface PanelRoute {
  /** The address, with :name for a parameter. */
  pattern: string;
  /** Needed to open the screen. Permissions match the server's checks (docs/editor-api.md). */
  permission: Permission;
  render: (params: RouteParams) => ReactNode;
  /** Set on the screens the sidebar lists, in table order. */
  link?: { label: string; group: SidebarGroup };
  /** The screen takes the whole width: the sidebar folds away behind Menu (the page editor). */
  fullWidth?: true;
}

const at = (path: string) => `${EDITOR_BASE}${path}`;

/** Every signed-in screen, in sidebar order; the first matching pattern wins ("new" before ":id"). */
export const PANEL_ROUTES: readonly PanelRoute[] = [
  {
    pattern: at('/products'),
    permission: PERMISSION.storeView,
    render: () => <ProductsPanel />,
    link: { label: 'Products', group: 'Store' },
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
    link: { label: 'Orders', group: 'Store' },
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
    link: { label: 'Gift cards', group: 'Store' },
  },
  {
    pattern: at('/subscriptions'),
    permission: PERMISSION.ordersView,
    render: () => <SubscriptionsPanel />,
    link: { label: 'Subscriptions', group: 'Store' },
  },
  {
    pattern: at('/inventory'),
    permission: PERMISSION.inventoryView,
    render: () => <InventoryPanel />,
    link: { label: 'Inventory', group: 'Store' },
  },
  {
    pattern: at('/restock'),
    permission: PERMISSION.restockView,
    render: () => <RestockPanel />,
    link: { label: 'Restock sign-ups', group: 'Store' },
  },
  {
    pattern: at('/mailing-list'),
    permission: PERMISSION.restockView,
    render: () => <MailingListPanel />,
    link: { label: 'Mailing list', group: 'Store' },
  },
  {
    pattern: at('/store-settings'),
    permission: PERMISSION.storeView,
    render: () => <StoreSettingsPanel />,
    link: { label: 'Store settings', group: 'Store' },
  },
  {
    pattern: at('/commerce-preferences'),
    permission: PERMISSION.storeView,
    render: () => <CommercePreferencesPanel />,
    link: { label: 'Checkout & restock', group: 'Store' },
  },
  {
    pattern: at('/payment-options'),
    permission: PERMISSION.storeView,
    render: () => <PaymentOptionsPanel />,
    link: { label: 'Buy now & installments', group: 'Store' },
  },
  {
    pattern: at('/shipping'),
    permission: PERMISSION.storeView,
    render: () => <ShippingPanel />,
    link: { label: 'Shipping', group: 'Store' },
  },
  {
    pattern: at('/taxes'),
    permission: PERMISSION.storeView,
    render: () => <TaxPanel />,
    link: { label: 'Taxes', group: 'Store' },
  },
  {
    pattern: at('/coupons'),
    permission: PERMISSION.storeView,
    render: () => <CouponsPanel />,
    link: { label: 'Coupons', group: 'Store' },
  },
  {
    pattern: at('/analytics'),
    permission: PERMISSION.analyticsView,
    render: () => <LazyAnalyticsPanel />,
    link: { label: 'Analytics', group: 'Website' },
  },
  {
    pattern: at('/pages'),
    permission: PERMISSION.contentView,
    render: () => <PagesPanel />,
    link: { label: 'Pages', group: 'Website' },
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
    link: { label: 'Navigation', group: 'Website' },
  },
  {
    pattern: at('/tags-and-categories'),
    permission: PERMISSION.contentView,
    render: () => <TermsPanel />,
    link: { label: 'Tags & categories', group: 'Website' },
  },
  {
    pattern: at('/forms'),
    permission: PERMISSION.formsView,
    render: () => <FormsPanel />,
    link: { label: 'Forms', group: 'Website' },
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
    pattern: at('/header-footer'),
    permission: PERMISSION.settingsView,
    render: () => <HeaderFooterPanel />,
    link: { label: 'Header & footer', group: 'Website' },
  },
  {
    pattern: at('/site-styles'),
    permission: PERMISSION.settingsView,
    render: () => <SiteStylesPanel />,
    link: { label: 'Site styles', group: 'Website' },
  },
  {
    pattern: at('/languages'),
    permission: PERMISSION.settingsView,
    render: () => <LanguagesPanel />,
    link: { label: 'Language & region', group: 'Settings' },
  },
  {
    pattern: at('/members'),
    permission: PERMISSION.membersView,
    render: () => <MembersPanel />,
    link: { label: 'Members', group: 'Settings' },
  },
  {
    pattern: at('/emails'),
    permission: PERMISSION.settingsEdit,
    render: () => <SentEmailsPanel />,
    link: { label: 'Sent emails', group: 'Settings' },
  },
  {
    pattern: at('/emails/:id'),
    permission: PERMISSION.settingsEdit,
    render: (params) => <EmailDetailPanel emailId={params.id ?? ''} />,
  },
  {
    pattern: at('/email-templates'),
    permission: PERMISSION.settingsEdit,
    render: () => <EmailTemplatesPanel />,
    link: { label: 'Email templates', group: 'Settings' },
  },
  {
    pattern: at('/jobs'),
    permission: PERMISSION.settingsEdit,
    render: () => <JobsPanel />,
    link: { label: 'Background jobs', group: 'Settings' },
  },
  {
    pattern: at('/imports'),
    permission: PERMISSION.contentView,
    render: () => <ImportsPanel />,
    link: { label: 'Import & export', group: 'Settings' },
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
  group: SidebarGroup;
}

/** The sidebar, in order: the routes that have a link. */
export const PANEL_LINKS: readonly PanelLink[] = PANEL_ROUTES.flatMap((route) =>
  route.link ? [{ path: route.pattern, permission: route.permission, ...route.link }] : [],
);

/** The sidebar link a location belongs to (a product's page belongs to Products). */
export function activePanel(location: string): PanelLink | null {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  return PANEL_LINKS.find((link) => path === link.path || path.startsWith(`${link.path}/`)) ?? null;
}

/** Whether the screen at `location` takes the whole width, its sidebar folded away behind Menu. */
export function isFullWidthScreen(location: string): boolean {
  return PANEL_ROUTES.find((route) => matchRoute(route.pattern, location) !== null)?.fullWidth === true;
}

/** Where the editor's root lands: the first panel the role may see; null when it may see none. */
export function homePath(can: (permission: Permission) => boolean): string | null {
  return PANEL_LINKS.find((link) => can(link.permission))?.path ?? null;
}

/** The trial goes to the upgrade page, everyone else to the website subscription (seed 001 section 2). */
export function upgradePath(trial: boolean): string {
  return trial ? '/settings/billing/upgrade' : '/settings/billing/subscriptions/website';
}
