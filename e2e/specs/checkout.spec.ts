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

      await fillShopperAddress(page, email);
      // Totals come from the server's quote as the address is filled in: California sales tax.
      await expect(total(page)).toHaveText('$78.93');

      await field(page, 'Coupon code').fill('NOPE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(field(page, 'Coupon code')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Coupon code')).toHaveAccessibleDescription('This coupon code is not valid.');
      await field(page, 'Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('WELCOME10 applied')).toBeVisible();
      await expect(total(page)).toHaveText('$71.64');

      await fillCard(page, GOOD_CARD);
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await placeOrderButton(page).click();

      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(/^Order #1\d{3}$/)).toBeVisible();
      await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
      await expect(page.locator('.order-line')).toContainText(['Linen Shirt']);
      await expect(page.locator('.order-totals__grand dd')).toHaveText('$71.64');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      const number = (await page.locator('.order-page__eyebrow').textContent())?.replace('Order ', '');
      const statusUrl = await page.getByRole('link', { name: 'View your order status' }).getAttribute('href');

      // The confirmation email arrives over SMTP (serve.ts's server) and links to the status page.
      const mail = await waitForMail(email, `Order ${number} confirmed`);
      expect(mail.text).toContain('Linen Shirt');
      expect(mail.text).toContain('$71.64');
      const link = linkIn(mail, /\/orders\/[\w-]{32}$/);
      expect(new URL(link).pathname).toBe(statusUrl);
      expect(allMail().filter((m) => m.to.includes(email))).toHaveLength(1);

      await page.goto(new URL(link).pathname);
      await expect(page).toHaveURL(/\/orders\/[\w-]{32}$/);
      await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
      await expect(page.getByText('Placed', { exact: true })).toBeVisible();
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
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

    await fillCard(page, GOOD_CARD);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.locator('.order-totals__grand dd')).toHaveText('$71.64');
  });
});
