import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** What the owner's card-testing alert shows (decision 0061). */
export interface CardTestingAlertData {
  /** Declined payments on the site in the ten minutes that set off the alert. */
  declines: number;
  /** ISO time the captcha was turned on for every checkout. */
  startedAt: string;
  /** ISO time it turns off by itself, unless declines go on. */
  untilAt: string;
  /** The limits in the editor (Store → Checkout & restock). */
  settingsUrl: string;
}

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The owner's notice that checkout is seeing many declined payments: a likely card-testing attack. */
export const cardTestingAlertTemplate: EmailTemplate<CardTestingAlertData> = {
  id: 'card-testing-alert',
  name: 'Many declined payments',
  description:
    "Sent to the site's Administrators when declined payments pass the store's ten-minute limit; every checkout then asks for the captcha for an hour.",
  render: (data, brand) =>
    renderEmailLayout(brand, {
      subject: `Many declined payments at ${brand.siteName}`,
      heading: 'Checkout is seeing many declined payments',
      paragraphs: [
        `${data.declines} payments were declined at ${brand.siteName} within ten minutes, by ${minute(data.startedAt)}. This is often card testing: someone trying stolen card numbers with small orders.`,
        `Until ${minute(data.untilAt)}, every shopper is asked to complete a quick check (the captcha) before paying. Shoppers can still buy; nothing else changed.`,
        'If declines go on, the check stays on. You can change these limits in your store settings.',
      ],
      action: { label: 'Review the limits', url: data.settingsUrl },
      note: 'At most one of these is sent per hour.',
    }),
  sample: (origin) => ({
    declines: 20,
    startedAt: '2026-05-01T10:20:30.000Z',
    untilAt: '2026-05-01T11:20:30.000Z',
    settingsUrl: `${origin}/config/commerce-preferences`,
  }),
};
