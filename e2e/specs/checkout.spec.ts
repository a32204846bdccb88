/**
 * Checkout (issue 9 parts 2 to 4): from the cart's Checkout button to the order confirmed page and the
 * order status page, on a desktop and a phone-sized screen, with the test card, the declined card, and
 * with JavaScript turned off.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  addButton,
  expectNoHorizontalScroll,
  open,
  openProduct,
  waitForIslands,
} from '../support/storefront';
import { allMail, linkIn, waitForMail } from '../support/mailbox';
import { fillCard, fillShopperAddress } from '../support/checkout';

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

function placeOrderButton(page: Page) {
  return page.getByRole('button', { name: 'Place order' });
}

function total(page: Page) {
  return page.locator('.plinth-checkout-totals__grand dd');
}

async function addLinenShirt(page: Page): Promise<void> {
  await openProduct(page, 'linen-shirt');
  // Size S in Navy: no other journey counts its stock (product-page.spec counts Sand M and Sand S).
  await page.getByRole('combobox', { name: 'Size' }).selectOption('S');
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
  await addButton(page).click();
  await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
}

/**
 * Desktop: Place order ends the form, under the card fields, left of the summary. Phone: a closed
 * "Show order summary · $total" button at the top opens the summary.
 */
async function expectLayout(page: Page, screenName: string, totalText: string): Promise<void> {
  const toggle = page.getByRole('button', { name: `Show order summary · ${totalText}` });
  const place = await placeOrderButton(page).boundingBox();
  const security = await field(page, 'Security code').boundingBox();
  const summary = await page.locator('.plinth-checkout__aside .plinth-checkout-summary').boundingBox();
  if (!place || !security || !summary) throw new Error('checkout not laid out');
  expect(place.y).toBeGreaterThan(security.y + security.height);
  if (screenName === 'desktop') {
    await expect(toggle).toBeHidden();
    expect(place.x + place.width).toBeLessThan(summary.x);
    // Close under the card fields, not at the end of a long column.
    expect(place.y - (security.y + security.height)).toBeLessThan(150);
    return;
  }
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const email = await field(page, 'Email').boundingBox();
  const toggleBox = await toggle.boundingBox();
  expect(toggleBox && email && toggleBox.y < email.y).toBe(true);
  await page.screenshot({ path: `../.tmp/i23-checkout-top-${screenName}.png` });
  await toggle.click();
  const hide = page.getByRole('button', { name: `Hide order summary · ${totalText}` });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.plinth-checkout__summary-panel .plinth-checkout-line')).toContainText([
    'Linen Shirt',
  ]);
  await page.screenshot({ path: `../.tmp/i23-checkout-summary-open-${screenName}.png` });
  await expectNoAxeViolations(page, 'checkout with the order summary open (phone)');
  await hide.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** From the cart page's Checkout button to the live checkout form. */
async function goToCheckout(page: Page): Promise<void> {
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForIslands(page);
}

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`checkout on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('buy the Linen Shirt with the test card, see the confirmation, read the email, open the status page', async ({
      page,
    }) => {
      const email = `ada.${screen.name}@example.com`;
      await addLinenShirt(page);
      await goToCheckout(page);
      await expect(page.getByRole('note')).toHaveText(/^Test mode: no real payments are taken\./);
      await expect(total(page)).toHaveText('$74.00');

      await expectLayout(page, screen.name, '$74.00');

      await fillShopperAddress(page, email);
      // Totals come from the server's quote as the address is filled in: California sales tax.
      await expect(total(page)).toHaveText('$78.93');
      await field(page, 'Apartment, suite, etc. (optional)').fill('Apartment 4B');
      await field(page, 'Phone (optional)').fill('+1 510 555 0134');

      await field(page, 'Coupon code').fill('NOPE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(field(page, 'Coupon code')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Coupon code')).toHaveAccessibleDescription('This coupon code is not valid.');
      await field(page, 'Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('WELCOME10 applied')).toBeVisible();
      await expect(total(page)).toHaveText('$71.64');

      // Typed as a shopper types: grouped by four, and "1234" is "12/34".
      await field(page, 'Card number').pressSequentially('4242424242424242');
      await expect(field(page, 'Card number')).toHaveValue(GOOD_CARD);
      await field(page, 'Expiry date').pressSequentially('1234');
      await expect(field(page, 'Expiry date')).toHaveValue('12/34');
      await field(page, 'Security code').fill('123');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await page.screenshot({ path: `../.tmp/i23-checkout-filled-${screen.name}.png`, fullPage: true });
      await expectNoAxeViolations(page, `checkout filled in (${screen.name})`);
      await placeOrderButton(page).click();

      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(/^Order #1\d{3}$/)).toBeVisible();
      await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
      await expect(page.locator('.order-line')).toContainText(['Linen Shirt']);
      await expect(page.locator('.order-totals__grand dd')).toHaveText('$71.64');
      await expect(page.locator('main')).toContainText('Apartment 4B');
      await expect(page.locator('main')).toContainText('+1 510 555 0134');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await page.screenshot({ path: `../.tmp/i23-confirmed-${screen.name}.png`, fullPage: true });
      const number = (await page.locator('.order-page__eyebrow').textContent())?.replace('Order ', '');
      const statusUrl = await page.getByRole('link', { name: 'View your order status' }).getAttribute('href');

      // The confirmation email arrives over SMTP (serve.ts's server) and links to the status page.
      const mail = await waitForMail(email, `Order ${number} confirmed`);
      expect(mail.text).toContain('Linen Shirt');
      expect(mail.text).toContain('$71.64');
      expect(mail.text).toContain('Apartment 4B');
      expect(mail.text).toContain('+1 510 555 0134');
      const link = linkIn(mail, /\/orders\/[\w-]{32}$/);
      expect(new URL(link).pathname).toBe(statusUrl);
      expect(allMail().filter((m) => m.to.includes(email))).toHaveLength(1);

      await page.goto(new URL(link).pathname);
      await expect(page).toHaveURL(/\/orders\/[\w-]{32}$/);
      await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
      await expect(page.getByText('Placed', { exact: true })).toBeVisible();
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);

      // The next order in this browser starts with the email filled in.
      await addLinenShirt(page);
      await goToCheckout(page);
      await expect(field(page, 'Email')).toHaveValue(email);
    });

    test('the declined card is refused beside the card field, without a reload, and the cart stays', async ({
      page,
    }) => {
      await addLinenShirt(page);
      await goToCheckout(page);
      await fillShopperAddress(page, 'ada@example.com');
      await fillCard(page, DECLINED_CARD);
      // Held for a moment, so the loading state can be seen.
      await page.route('**/api/commerce/checkout/orders', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await placeOrderButton(page).click();
      await expect(page.getByRole('button', { name: 'Placing order…' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );

      const card = field(page, 'Card number');
      await expect(card).toHaveAccessibleDescription('Your card was declined.');
      await expect(card).toHaveAttribute('aria-invalid', 'true');
      await expect(card).toBeFocused();
      // No reload: what was typed is still there, the card number included.
      await expect(card).toHaveValue(DECLINED_CARD);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.locator('.plinth-checkout-line')).toContainText(['Linen Shirt']);
      await expectNoAxeViolations(page, 'checkout with a declined card');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);

      await card.fill(GOOD_CARD);
      await expect(card).not.toHaveAttribute('aria-invalid', 'true');
      await placeOrderButton(page).click();
      await expect(page).toHaveURL(/\/confirmed$/);
    });
  });
}

test('an empty cart at checkout says so and leads back to the shop', async ({ page }) => {
  await open(page, '/checkout');
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form applies a coupon, shows errors beside fields, then places the order', async ({
    page,
  }) => {
    await page.goto('/shop/p/linen-shirt');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('S');
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await fillShopperAddress(page, 'ada@example.com');
    await expect(page.getByRole('button', { name: /order summary/ })).toHaveCount(0);
    await field(page, 'Apartment, suite, etc. (optional)').fill('Unit 2');
    await field(page, 'Phone (optional)').fill('call me');
    await field(page, 'Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('WELCOME10 applied')).toBeVisible();
    await expect(total(page)).toHaveText('$71.64');
    await expect(field(page, 'City')).toHaveValue('Oakland');

    // The browser checks required fields itself; the server checks what it cannot.
    await fillCard(page, GOOD_CARD, '13/40');
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(field(page, 'Expiry date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the expiry date as MM/YY.')).toBeVisible();
    await expect(field(page, 'Card number')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(field(page, 'Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Enter a phone number of 7 to 20 digits, like +1 555 123 4567.'),
    ).toBeVisible();
    await expect(field(page, 'Apartment, suite, etc. (optional)')).toHaveValue('Unit 2');
    await page.screenshot({ path: '../.tmp/i23-checkout-nojs-errors.png', fullPage: true });

    await field(page, 'Phone (optional)').fill('+44 20 7946 0958');
    await fillCard(page, GOOD_CARD);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.locator('.order-totals__grand dd')).toHaveText('$71.64');
    await expect(page.locator('main')).toContainText('Unit 2');
    await expect(page.locator('main')).toContainText('+44 20 7946 0958');
  });
});
