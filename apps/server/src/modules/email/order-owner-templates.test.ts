import type { OrderView } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { FALLBACK_EMAIL_COLORS } from './brand';
import { orderOwnerNoticeTemplate } from './order-owner-templates';

const brand = { siteName: 'Plinth <Supply>', colors: FALLBACK_EMAIL_COLORS };
const sample = orderOwnerNoticeTemplate.sample('https://shop.example');

describe('the owner’s new-order email', () => {
  test('names the order and the shopper, lists each line with its options, quantity and price', () => {
    const { subject, text, html } = orderOwnerNoticeTemplate.render(sample, brand);
    expect(subject).toBe('New order #1001 from shopper@example.com');
    expect(text).toContain('shopper@example.com placed order #1001 on 2026-05-01 10:20 UTC.');
    expect(text).toContain('Linen Shirt × 1');
    expect(text).toContain('Size: S, Color: Sand');
    expect(text).toContain('Ceramic Mug × 2');
    expect(text).toContain('$24.00 each');
    expect(text).toContain('Total: $111.97');
    expect(text).toContain('To ship by Standard shipping');
    expect(text).toContain('12 Harbour Street');
    expect(text).toContain('no real payment was taken');
    expect(text).toContain('https://shop.example/config/orders/sample-order');
    expect(html).toContain('href="https://shop.example/config/orders/sample-order"');
    expect(html).toContain('Plinth &lt;Supply&gt;');
  });

  test('an order with nothing to ship says it is fulfilled once paid, and shows no address', () => {
    const digital: OrderView = {
      ...sample.order,
      shippingAddress: null,
      shippingOptionName: null,
      testMode: false,
      lines: [{ ...sample.order.lines[1]!, productName: 'Field Guide (PDF)', quantity: 1 }],
    };
    const { text } = orderOwnerNoticeTemplate.render(
      { ...sample, order: digital, nothingToShip: true },
      brand,
    );
    expect(text).toContain('Nothing in it ships: the order is marked fulfilled once it is paid.');
    expect(text).not.toContain('Shipping address');
    expect(text).not.toContain('no real payment was taken');
  });

  test('escapes what the shopper typed', () => {
    const order = { ...sample.order, email: '<b>x</b>@example.com' };
    const { html } = orderOwnerNoticeTemplate.render({ ...sample, order }, brand);
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
  });
});
