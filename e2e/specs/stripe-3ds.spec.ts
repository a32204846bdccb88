/**
 * 3-D Secure at checkout with Stripe (issue 23 §4, decision 0066), on the shop of serve-stripe.ts: its
 * server talks to the fake Stripe API and the page runs the stand-in Stripe.js (support/stripe.ts).
 * A card that needs the bank's check places the order only once the check succeeds; a failed or closed
 * check says so beside the card and places nothing, and another card then pays for the same cart.
 */
import { CHECKOUT_MESSAGES } from '@plinth/commerce';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillShopperAddress } from '../support/checkout';
import { addThroughApi, expectNoHorizontalScroll, open } from '../support/storefront';
import { BANK_WINDOW, STRIPE_CARDS, STRIPE_SHOP, useStandInStripe } from '../support/stripe';

const SCREENS = '../.tmp/e2e-screens';
const NOT_AUTHENTICATED = CHECKOUT_MESSAGES.cardAuthenticationFailed;

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900, address: '203.0.113.30' },
  { name: 'phone', width: 390, height: 844, address: '203.0.113.31' },
];

/** The card field (the "Card number" group) and the stand-in's input inside it. */
function card(page: Page) {
  const group = page.getByRole('group', { name: 'Card number' });
  return { group, input: group.getByLabel('Card number, expiry and security code') };
}

async function checkoutWithCart(page: Page, email: string): Promise<void> {
  await useStandInStripe(page);
  await open(page, '/shop');
  await addThroughApi(page, 'sticker-pack');
  await open(page, '/checkout');
  await fillShopperAddress(page, email);
}

for (const screen of WIDTHS) {
  test.describe(`3-D Secure at checkout on a ${screen.name}`, () => {
    test.use({
      baseURL: STRIPE_SHOP,
      viewport: { width: screen.width, height: screen.height },
      extraHTTPHeaders: { 'x-forwarded-for': screen.address },
    });

    test("the bank's check passes: only then is the order placed and confirmed", async ({ page }) => {
      await checkoutWithCart(page, `three.ds.${screen.name}.${Date.now()}@example.com`);
      const { input } = card(page);
      await input.fill(STRIPE_CARDS.threeDSecure);
      await page.getByRole('button', { name: 'Place order' }).click();
      const bank = page.getByRole('dialog', { name: BANK_WINDOW });
      await expect(bank).toBeVisible();
      // Nothing is placed while the bank's window is open: the page waits on the shopper.
      await expect(page.getByRole('button', { name: /Plac/ })).toBeDisabled();
      await page.screenshot({ path: `${SCREENS}/${screen.name}-checkout-3ds-bank.png` });
      await bank.getByRole('button', { name: 'Complete' }).click();
      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank you/i);
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
    });
  });
}

test.describe('3-D Secure that fails or is closed', () => {
  test.use({ baseURL: STRIPE_SHOP, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.32' } });

  test('a failed check, then a closed one, say so beside the card and place nothing; another card pays', async ({
    page,
  }) => {
    await checkoutWithCart(page, `three.ds.fails.${Date.now()}@example.com`);
    const { group, input } = card(page);
    const bank = page.getByRole('dialog', { name: BANK_WINDOW });
    await input.fill(STRIPE_CARDS.threeDSecure);

    await page.getByRole('button', { name: 'Place order' }).click();
    await bank.getByRole('button', { name: 'Fail' }).click();
    await expect(group).toHaveAccessibleDescription(NOT_AUTHENTICATED);
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoAxeViolations(page, 'checkout after a failed 3-D Secure check');
    await page.screenshot({ path: `${SCREENS}/desktop-checkout-3ds-failed.png` });

    // Closed without an answer (Escape): the same message, and still nothing placed.
    await input.fill(STRIPE_CARDS.threeDSecure);
    await expect(group).not.toHaveAccessibleDescription(NOT_AUTHENTICATED);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(bank).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAccessibleDescription(NOT_AUTHENTICATED);
    await expect(page).toHaveURL(/\/checkout$/);

    await input.fill(STRIPE_CARDS.visa);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(bank).toHaveCount(0);
    await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
  });
});
