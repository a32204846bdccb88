import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** What a restock notice shows (docs/restock.md). */
export interface RestockNoticeData {
  productName: string;
  /** "L / Navy"; '' for a product without options. */
  variantLabel: string;
  /** The product page, absolute, on the host the visitor signed up on. */
  productUrl: string;
  /** The one-click unsubscribe page, absolute. */
  unsubscribeUrl: string;
}

export const restockNoticeTemplate: EmailTemplate<RestockNoticeData> = {
  id: 'restock-notice',
  name: 'Back in stock',
  description: 'Sent to a visitor who signed up on a sold-out product option, once it is in stock again.',
  render: (data, brand) => {
    const item = data.variantLabel ? `${data.productName} (${data.variantLabel})` : data.productName;
    return renderEmailLayout(brand, {
      subject: `${data.productName} is back in stock`,
      heading: 'Back in stock',
      paragraphs: [
        `Good news: ${item} is available again at ${brand.siteName}.`,
        'Stock may be limited, so it may sell out again before you get to it.',
      ],
      action: { label: 'View product', url: data.productUrl },
      note: 'You got this email because you asked to hear when this item returned. It is the only one about it.',
      unsubscribe: { label: 'Unsubscribe', url: data.unsubscribeUrl },
    });
  },
  sample: (origin) => ({
    productName: 'Linen Shirt',
    variantLabel: 'L / Navy',
    productUrl: `${origin}/shop/p/linen-shirt`,
    unsubscribeUrl: `${origin}/restock/unsubscribe?token=sample`,
  }),
};
