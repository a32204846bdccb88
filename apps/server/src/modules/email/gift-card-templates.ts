import { formatMoney } from '@plinth/commerce';
import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** What the gift card email shows its recipient (decision 0030). */
export interface GiftCardEmailData {
  recipientName: string;
  /** The buyer's email address, so the recipient knows who sent it. */
  fromEmail: string;
  /** The buyer's name (the order's shipping name), when the order has one (issue 23 §5). */
  fromName?: string;
  /** The buyer's message; empty for none. */
  message: string;
  /** XXXX-XXXX-XXXX-XXXX */
  code: string;
  amountCents: number;
  currency: string;
  /** The store's home page, absolute. */
  shopUrl: string;
}

export const giftCardTemplate: EmailTemplate<GiftCardEmailData> = {
  id: 'gift-card',
  name: 'Gift card',
  description: 'Sent to the recipient of a gift card when its order is placed, with the code and the amount.',
  render: (data, brand) => {
    const amount = formatMoney(data.amountCents, data.currency);
    const from = data.fromName ? `${data.fromName} (${data.fromEmail})` : data.fromEmail;
    return renderEmailLayout(brand, {
      subject: `Your ${amount} gift card from ${brand.siteName}`,
      heading: `A ${amount} gift card for you`,
      paragraphs: [
        `Hello ${data.recipientName}, ${from} sent you a ${brand.siteName} gift card worth ${amount}.`,
        ...(data.message ? [`Their message: “${data.message}”`] : []),
        `Your gift card code: ${data.code}`,
        'Enter the code in the Gift card field at checkout. What you do not spend stays on the card for your next order.',
      ],
      action: { label: `Shop at ${brand.siteName}`, url: data.shopUrl },
      note: 'Keep this email: the code is the gift card. Anyone who has the code can spend its balance.',
    });
  },
  sample: (origin) => ({
    recipientName: 'Grace',
    fromEmail: 'ada@example.com',
    fromName: 'Ada Lovelace',
    message: 'Happy birthday!',
    code: 'ABCD-EFGH-JKLM-NPQR',
    amountCents: 5000,
    currency: 'USD',
    shopUrl: `${origin}/`,
  }),
};
