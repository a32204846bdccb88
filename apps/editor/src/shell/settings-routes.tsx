import { ShippingPanel } from '../panels/checkout-settings/ShippingPanel';
import { TaxPanel } from '../panels/checkout-settings/TaxPanel';
import { EmailDetailPanel } from '../panels/email/EmailDetailPanel';
import { EmailTemplatesPanel } from '../panels/email/EmailTemplatesPanel';
import { SentEmailsPanel } from '../panels/email/SentEmailsPanel';
import { ImportsPanel } from '../panels/imports/ImportsPanel';
import { JobsPanel } from '../panels/jobs/JobsPanel';
import { LanguagesPanel } from '../panels/languages/LanguagesPanel';
import { MembersPanel } from '../panels/members/MembersPanel';
import { SiteAddressPanel } from '../panels/site-address/SiteAddressPanel';
import { CommercePreferencesPanel } from '../panels/store/CommercePreferencesPanel';
import { PaymentOptionsPanel } from '../panels/store/PaymentOptionsPanel';
import { StoreSettingsPanel } from '../panels/store/StoreSettingsPanel';
import { EDITOR_BASE } from '../router/router';
import { PERMISSION } from '../session/permissions';
import type { PanelRoute } from './panel-routes';

const at = (path: string) => `${EDITOR_BASE}${path}`;

/**
 * The screens under Settings (issue 24 §5), in the order the Settings index lists them within each
 * heading: each with its line for the index and the words its search finds it by. Part of PANEL_ROUTES.
 */
export const SETTINGS_ROUTES: readonly PanelRoute[] = [
  {
    pattern: at('/store-settings'),
    permission: PERMISSION.storeView,
    render: () => <StoreSettingsPanel />,
    link: {
      label: 'Store settings',
      section: 'Settings',
      settings: {
        heading: 'Store',
        about: "The store's currency, services, and the low-stock and sold-out messages.",
        keywords: 'currency money services quantity low stock sold out message',
      },
    },
  },
  {
    pattern: at('/commerce-preferences'),
    permission: PERMISSION.storeView,
    render: () => <CommercePreferencesPanel />,
    link: {
      label: 'Checkout & restock',
      section: 'Settings',
      settings: {
        heading: 'Store',
        about: 'Rules for checking out, and sign-ups for sold-out products.',
        keywords: 'checkout restock back in stock sign-ups waitlist mailing list',
      },
    },
  },
  {
    pattern: at('/payment-options'),
    permission: PERMISSION.storeView,
    render: () => <PaymentOptionsPanel />,
    link: {
      label: 'Buy now & installments',
      section: 'Settings',
      settings: {
        heading: 'Store',
        about: 'A Buy now button on product pages, and pay-in-installments messaging.',
        keywords: 'payments express installments klarna afterpay',
      },
    },
  },
  {
    pattern: at('/shipping'),
    permission: PERMISSION.storeView,
    render: () => <ShippingPanel />,
    link: {
      label: 'Shipping',
      section: 'Settings',
      settings: {
        heading: 'Store',
        about: 'The delivery options checkout offers, their prices and the countries each serves.',
        keywords: 'delivery rates postage countries free shipping',
      },
    },
  },
  {
    pattern: at('/taxes'),
    permission: PERMISSION.storeView,
    render: () => <TaxPanel />,
    link: {
      label: 'Taxes',
      section: 'Settings',
      settings: {
        heading: 'Store',
        about: 'Tax rules by country and region, and whether prices include tax.',
        keywords: 'vat gst sales tax rates',
      },
    },
  },
  {
    pattern: at('/languages'),
    permission: PERMISSION.settingsView,
    render: () => <LanguagesPanel />,
    link: {
      label: 'Language & region',
      section: 'Settings',
      settings: {
        heading: 'Site and team',
        about: "Your site's time zone, its default language and the languages it offers.",
        keywords: 'time zone locale languages translation region',
      },
    },
  },
  {
    pattern: at('/members'),
    permission: PERMISSION.membersView,
    render: () => <MembersPanel />,
    link: {
      label: 'Members',
      section: 'Settings',
      settings: {
        heading: 'Site and team',
        about: 'Who can work on this site, and what their role lets them do.',
        keywords: 'team invite roles permissions users staff',
      },
    },
  },
  {
    pattern: at('/emails'),
    permission: PERMISSION.settingsEdit,
    render: () => <SentEmailsPanel />,
    link: {
      label: 'Sent emails',
      section: 'Settings',
      settings: {
        heading: 'Email',
        about: 'Every email this site sends, newest first, and what became of it.',
        keywords: 'mail outbox delivery smtp log',
      },
    },
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
    link: {
      label: 'Email templates',
      section: 'Settings',
      settings: {
        heading: 'Email',
        about: 'What the emails this site sends look like, and a test email.',
        keywords: 'mail design order confirmation test email',
      },
    },
  },
  {
    pattern: at('/jobs'),
    permission: PERMISSION.settingsEdit,
    render: () => <JobsPanel />,
    link: {
      label: 'Background jobs',
      section: 'Settings',
      settings: {
        heading: 'System',
        about: 'Work done after a request, such as sending email; failed jobs and retries.',
        keywords: 'queue retry failed worker',
      },
    },
  },
  {
    pattern: at('/site-address'),
    permission: PERMISSION.settingsView,
    render: () => <SiteAddressPanel />,
    link: {
      label: 'Site address',
      section: 'Settings',
      settings: {
        heading: 'Site and team',
        about: 'The addresses your site answers on, and deleting the site.',
        keywords: 'domain host name url dns redirect delete close remove site',
      },
    },
  },
  {
    pattern: at('/imports'),
    permission: PERMISSION.contentView,
    render: () => <ImportsPanel />,
    link: {
      label: 'Import & export',
      section: 'Settings',
      settings: {
        heading: 'Site and team',
        about: 'Move in from Shopify or WordPress, and take your content with you.',
        keywords: 'shopify wordpress csv migrate export',
      },
    },
  },
];
