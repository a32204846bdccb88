import { describe, expect, test } from 'vitest';
import { FALLBACK_EMAIL_COLORS } from './brand';
import { giftCardTemplate } from './gift-card-templates';
import { cardPaymentLine, giftCardPaymentLine } from './order-email-extras';
import { orderConfirmationTemplate, orderRefundedTemplate, SAMPLE_ORDER } from './order-templates';
import { shipmentSentTemplate } from './shipment-template';

const brand = { siteName: 'Plinth Supply', colors: FALLBACK_EMAIL_COLORS };
const statusUrl = 'https://shop.example/orders/x';
const lineImages = { 'sample-line-shirt': 'https://shop.example/files/shirt.jpg' };

describe('the shopper’s order emails (issue 23 §5)', () => {
  test('show each line’s picture in HTML (fixed size, decorative), none in plain text', () => {
    const { html, text } = orderConfirmationTemplate.render(
      { order: SAMPLE_ORDER, statusUrl, lineImages },
      brand,
    );
    expect(html).toContain('<img src="https://shop.example/files/shirt.jpg" width="48" height="48" alt=""');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(text).not.toContain('shirt.jpg');
    expect(text).toContain('Linen Shirt × 1: $68.00');
  });

  test('name the country as the pages do, in the site’s language', () => {
    const english = orderConfirmationTemplate.render({ order: SAMPLE_ORDER, statusUrl }, brand);
    expect(english.text).toContain('United States');
    expect(english.text).not.toMatch(/^US$/m);
    const german = orderConfirmationTemplate.render(
      { order: SAMPLE_ORDER, statusUrl, language: 'de' },
      brand,
    );
    expect(german.text).toContain('Vereinigte Staaten');
    const shipment = shipmentSentTemplate.render(shipmentSentTemplate.sample('https://shop.example'), brand);
    expect(shipment.text).toContain('United States');
  });

  test('the confirmation has a Payment section when the payment is known, none otherwise', () => {
    const paid = orderConfirmationTemplate.render(
      { order: SAMPLE_ORDER, statusUrl, paymentLines: ['Visa •••• 4242', 'Gift card •••• QRST'] },
      brand,
    );
    expect(paid.text).toContain('Payment:\nVisa •••• 4242\nGift card •••• QRST');
    expect(paid.html).toContain('Visa •••• 4242<br>Gift card •••• QRST');
    const unknown = orderConfirmationTemplate.render({ order: SAMPLE_ORDER, statusUrl }, brand);
    expect(unknown.text).not.toContain('Payment:');
  });

  test('a refund’s lines carry their pictures too', () => {
    const { html } = orderRefundedTemplate.render(
      {
        order: SAMPLE_ORDER,
        statusUrl,
        lineImages,
        refund: {
          amountCents: 6800,
          cardCents: 6800,
          giftCardCents: 0,
          full: false,
          lines: [
            { lineId: 'sample-line-shirt', productName: 'Linen Shirt', quantity: 1, amountCents: 6800 },
          ],
        },
      },
      brand,
    );
    expect(html).toContain('src="https://shop.example/files/shirt.jpg"');
  });

  test('payment lines: card networks as they write their names; the gift card’s last four', () => {
    expect(cardPaymentLine('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardPaymentLine('mastercard', '4444')).toBe('Mastercard •••• 4444');
    expect(cardPaymentLine('amex', '0005')).toBe('American Express •••• 0005');
    expect(cardPaymentLine('discover', '1117')).toBe('Discover •••• 1117');
    expect(cardPaymentLine(null, '4242')).toBe('Card •••• 4242');
    expect(giftCardPaymentLine('ABCDEFGHJKLMNPQR')).toBe('Gift card •••• NPQR');
  });
});

describe('the gift card email', () => {
  const base = giftCardTemplate.sample('https://shop.example');
  test('names the buyer when the order has a name, with the address', () => {
    const { text } = giftCardTemplate.render(base, brand);
    expect(text).toContain('Hello Grace, Ada Lovelace (ada@example.com) sent you a Plinth Supply gift card');
  });
  test('falls back to the buyer’s email address', () => {
    const { fromName: _unused, ...withoutName } = base;
    const { text } = giftCardTemplate.render(withoutName, brand);
    expect(text).toContain('Hello Grace, ada@example.com sent you a Plinth Supply gift card');
  });
});
