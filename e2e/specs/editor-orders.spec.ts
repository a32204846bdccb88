import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPanel, signInToEditor } from '../support/editor';
import { linkIn, waitForMail } from '../support/mailbox';
import { addThroughApi, expectNoHorizontalScroll } from '../support/storefront';

/**
 * Issue 9 part 4, the owner's side: an order placed through the checkout API shows in the editor, the
 * owner marks it fulfilled with a tracking number (the customer gets the shipping email over SMTP), then
 * adds a coupon; at desktop and phone widths.
 */

const SCREENS = '../.tmp/e2e-screens';

/** A shopper in their own browser context buys one Sticker Pack with the test card; answers its number. */
async function placeOrder(browser: Browser, email: string): Promise<number> {
  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  await page.goto('/');
  await addThroughApi(page, 'sticker-pack');
  const crumb = (await shopper.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const cart = (await (await page.request.get('/api/commerce/shopping-cart')).json()) as { id: string };
  const response = await page.request.post('/api/commerce/checkout/orders', {
    headers: { 'X-CSRF-Token': crumb },
    data: {
      cartId: cart.id,
      email,
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '12 Harbour Street',
        city: 'Oakland',
        region: 'CA',
        postalCode: '94607',
        country: 'US',
      },
      card: { number: '4242 4242 4242 4242', expiry: '12/34', securityCode: '123' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { orderNumber: number } };
  await shopper.close();
  return order.orderNumber;
}

async function fulfilWithTracking(page: Page, orderNumber: number, email: string, shot: string) {
  const number = `#${orderNumber}`;
  await page.getByLabel('Search').fill(email);
  const link = page.getByRole('link', { name: `Order ${number}` });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this order
  const row = page.getByRole('row').filter({ has: link });
  await expect(row.getByText('Placed', { exact: true })).toBeVisible();
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/${shot}-orders.png`, fullPage: true });
  await expectNoAxeViolations(page, `the orders list (${shot})`);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Sticker Pack')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/${shot}-order.png`, fullPage: true });
  await expectNoAxeViolations(page, `an order (${shot})`);

  await page.getByRole('button', { name: 'Mark fulfilled' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark order ${number} fulfilled` });
  await dialog.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await dialog.getByLabel('Carrier (optional)').selectOption('ups');
  await page.screenshot({ path: `${SCREENS}/${shot}-fulfil.png` });
  await dialog.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${number} is marked fulfilled.` }),
  ).toBeVisible();
  const tracking = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
  await expect(page.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute('href', tracking);
  await expect(page.getByRole('button', { name: 'Mark fulfilled' })).toHaveCount(0);
  // The packing slip opens as its own document: the items and the address, to print.
  const slip = await page.request.get(
    (await page.getByRole('link', { name: 'Packing slip' }).getAttribute('href')) ?? '',
  );
  expect(slip.status()).toBe(200);
  expect(await slip.text()).toContain('Sticker Pack');
  await page.screenshot({ path: `${SCREENS}/${shot}-fulfilled.png`, fullPage: true });

  // The customer hears about it: the shipping email, with the tracking number and the status link.
  const mail = await waitForMail(email, `Order ${number} is on its way`);
  expect(mail.text).toContain('1Z999AA10123456784 (UPS)');
  expect(mail.text).toContain(`Track your package with UPS: ${tracking}`);
  expect(mail.text).toContain('Sticker Pack');
  expect(linkIn(mail, /\/orders\/[\w-]{32}$/)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/orders\//);
}

async function addCoupon(page: Page, code: string, shot: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(dialog.getByText('Enter a whole percentage from 1 to 100.')).toBeVisible();
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByLabel('Usage limit').fill('50');
  await page.screenshot({ path: `${SCREENS}/${shot}-coupon-dialog.png` });
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} is saved.` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('15 % off');
  await expect(row).toContainText('0 of 50');
  await page.screenshot({ path: `${SCREENS}/${shot}-coupons.png`, fullPage: true });
  await expectNoAxeViolations(page, `the coupons panel (${shot})`);
}

test('the owner fulfils an order with a tracking number and adds a coupon', async ({ page, browser }) => {
  const email = 'desk.shopper@example.com';
  const orderNumber = await placeOrder(browser, email);
  await signInToEditor(page, '/config/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await fulfilWithTracking(page, orderNumber, email, 'desktop');

  await openPanel(page, 'Coupons');
  await addCoupon(page, 'DESK15', 'desktop');
  await openPanel(page, 'Shipping');
  await expect(page.getByRole('rowheader', { name: 'Standard shipping' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/desktop-shipping.png`, fullPage: true });
  await openPanel(page, 'Taxes');
  await expect(page.getByRole('rowheader', { name: 'California sales tax' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/desktop-taxes.png`, fullPage: true });
});

test('the owner refunds part of an order by amount; the shopper is emailed and the history shows it', async ({
  page,
  browser,
}) => {
  const email = 'refund.shopper@example.com';
  const orderNumber = await placeOrder(browser, email);
  const number = `#${orderNumber}`;
  await signInToEditor(page, '/config/orders');
  await page.getByLabel('Search').fill(email);
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${number}` });
  await expect(dialog).toContainText('can be refunded to the original payment');
  await dialog.getByLabel('An amount').check();
  await dialog.getByLabel('Amount (USD)').fill('2.00');
  await expectNoAxeViolations(page, 'the refund dialog');
  await page.screenshot({ path: `${SCREENS}/desktop-refund.png` });
  await dialog.getByRole('button', { name: 'Refund $2.00' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `$2.00 of order ${number} is refunded.` }),
  ).toBeVisible();
  await expect(page.getByText('Partially refunded')).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history).toContainText('Refunded');
  await expect(history).toContainText('$2.00');

  const mail = await waitForMail(email, `Order ${number}: $2.00 refunded`);
  expect(mail.text).toContain(`We refunded $2.00 of your order ${number}.`);
});

test.describe('at phone width', () => {
  const WIDTH = 390;
  test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

  test('the same journey fits the screen', async ({ page, browser }) => {
    const email = 'phone.shopper@example.com';
    const orderNumber = await placeOrder(browser, email);
    await signInToEditor(page, '/config/orders');
    await fulfilWithTracking(page, orderNumber, email, 'phone');
    await expectNoHorizontalScroll(page, WIDTH);

    await page.getByRole('button', { name: 'Menu' }).tap();
    await openPanel(page, 'Coupons');
    await addCoupon(page, 'PHONE15', 'phone');
    await expectNoHorizontalScroll(page, WIDTH);
  });
});
