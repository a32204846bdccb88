/**
 * Subscriptions (issue 9 part 6, decision 0031) on a desktop and a phone-sized screen: Subscribe on the
 * Coffee Beans page, the subscription checkout with its plan, the test card, the subscription confirmed
 * page (206) and the first order's email. On a desktop a signed-in customer then finds it in the account
 * and cancels it there, and the owner sees it cancelled in the editor's Subscriptions panel; on a phone
 * the owner cancels one from the panel. And the declined card, once.
 *
 * Coffee Beans has 40 in stock and only this spec (and the journeys that stop at the subscription
 * checkout) uses them: each run subscribes twice, so never assert its stock anywhere.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { allMail, waitForMail } from '../support/mailbox';
import { expectNoHorizontalScroll, open, openProduct, waitForIslands } from '../support/storefront';
import { fillCard, fillShopperAddress } from '../support/checkout';

const SCREENS = '../.tmp/e2e-screens';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const PASSWORD = 'correct horse battery';

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** From the product page's Subscribe to the live subscription checkout, which shows the plan. */
async function subscribeToCoffee(page: Page): Promise<void> {
  await openProduct(page, 'coffee-beans');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // Coffee Beans asks its form's questions first (issue 11 part 6).
  const dialog = page.getByRole('dialog', { name: 'Coffee Beans options' });
  await dialog.getByLabel(/^Grind/).selectOption('Whole bean');
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[A-Za-z0-9_-]+$/);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription checkout' })).toBeVisible();
  await expect(page.getByText('Billed: Every 2 weeks')).toBeVisible();
  await expect(page.locator('.plinth-checkout-line')).toContainText(['Coffee Beans']);
  // The chosen options are on the line: the form's answer (Grind) as on the cart page.
  await expect(page.locator('.plinth-checkout-line').first()).toContainText('Grind: Whole bean');
}

async function fillCheckout(page: Page, email: string, card: string): Promise<void> {
  await fillShopperAddress(page, email);
  await fillCard(page, card);
}

/** Place order → the subscription confirmed page (206); answers the first order's number ("#1012"). */
async function payAndConfirm(page: Page, email: string, shot: string): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/[A-Za-z0-9_-]{16,64}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  const facts = page.locator('.subscription-facts');
  await expect(facts).toContainText('Coffee Beans × 1');
  await expect(facts).toContainText('Every 2 weeks');
  await expect(facts).toContainText('$19.00 each time');
  await expect(facts).toContainText('•••• 4242');
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, `subscription confirmed page (${shot})`);
  await page.screenshot({ path: `${SCREENS}/${shot}-subscription-confirmed.png`, fullPage: true });
  const orders = (await facts.locator('div', { hasText: 'Orders' }).locator('dd').textContent()) ?? '';
  expect(orders).toMatch(/^#1\d{3,}$/);
  return orders;
}

/** The owner's panel row for one subscriber. */
function panelRow(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
}

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`subscriptions on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('subscribe to Coffee Beans, pay with the test card, see it confirmed and emailed, then cancel it', async ({
      page,
    }) => {
      const email = `subscriber.${screen.name}.${Date.now()}@example.com`;
      const desktop = screen.name === 'desktop';
      if (desktop) {
        // A signed-in customer: the subscription belongs to the account.
        await open(page, '/account/create');
        await page.getByLabel('Name').fill('Ada Lovelace');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page).toHaveURL(/\/account$/);
      }

      await subscribeToCoffee(page);
      await fillCheckout(page, email, GOOD_CARD);
      if (!desktop) await expectNoHorizontalScroll(page, screen.width);
      await page.screenshot({ path: `${SCREENS}/${screen.name}-subscription-checkout.png`, fullPage: true });
      const number = await payAndConfirm(page, email, screen.name);
      if (!desktop) await expectNoHorizontalScroll(page, screen.width);

      // The first order's confirmation arrives over SMTP, once.
      const mail = await waitForMail(email, `Order ${number} confirmed`);
      expect(mail.text).toContain('Coffee Beans');
      expect(allMail().filter((m) => m.to.includes(email))).toHaveLength(1);

      if (desktop) {
        // The customer's account lists it, and cancels it.
        await page.getByRole('link', { name: 'Your account' }).click();
        await expect(page).toHaveURL(/\/account$/);
        const mine = page.locator('.account-subscription');
        await expect(mine).toHaveCount(1);
        await expect(mine).toContainText('Coffee Beans × 1');
        await expect(mine).toContainText('Every 2 weeks');
        await expect(mine).toContainText('Active');
        await mine.getByText('Cancel subscription').click();
        await mine.getByRole('button', { name: 'Yes, cancel it' }).click();
        await expect(page).toHaveURL(/\/account\?saved=subscription$/);
        await expect(page.getByText('Subscription cancelled.')).toBeVisible();
        await expect(mine).toContainText('Cancelled');
        await expect(mine.getByText('Cancel subscription')).toHaveCount(0);
      }

      // The owner's Subscriptions panel.
      await signInToEditor(page, '/config/subscriptions');
      await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
      const row = panelRow(page, email);
      await expect(row).toContainText('Coffee Beans');
      await expect(row).toContainText('Every 2 weeks');
      await expect(row.getByRole('link', { name: `Order ${number}` })).toBeVisible();
      if (desktop) {
        await expect(row).toContainText('Cancelled');
        await expect(row.getByRole('button')).toHaveCount(0);
      } else {
        await expect(row).toContainText('Active');
        await row.getByRole('button', { name: `Cancel subscription: ${email}, Coffee Beans` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Cancel this subscription?' });
        await expect(confirm).toContainText(`${email}'s subscription to Coffee Beans ends now`);
        await expectNoAxeViolations(page, 'subscriptions panel, cancel dialog');
        await page.screenshot({ path: `${SCREENS}/${screen.name}-subscriptions-cancel.png` });
        await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'is cancelled.' })).toHaveText(
          `${email}'s subscription to Coffee Beans is cancelled.`,
        );
        await expect(row).toContainText('Cancelled');
        await expect(row.getByRole('button')).toHaveCount(0);
      }
      await page.getByLabel('Status').selectOption('cancelled');
      await expect(row).toBeVisible();
      await page.getByLabel('Search').fill(email);
      await expect(page.getByRole('rowheader')).toHaveText([email]);
      await expectNoAxeViolations(page, 'subscriptions panel');
      if (!desktop) await expectNoHorizontalScroll(page, screen.width);
      await page.screenshot({ path: `${SCREENS}/${screen.name}-subscriptions-panel.png`, fullPage: true });

      // The order link opens the first order in the Orders panel.
      await row.getByRole('link', { name: `Order ${number}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    });
  });
}

test('the declined card is refused beside the card field, and no subscription starts', async ({ page }) => {
  const email = `declined.${Date.now()}@example.com`;
  await subscribeToCoffee(page);
  await fillCheckout(page, email, DECLINED_CARD);
  await page.getByRole('button', { name: 'Place order' }).click();
  const card = field(page, 'Card number');
  await expect(card).toHaveAccessibleDescription('Your card was declined.');
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\?cartToken=[A-Za-z0-9_-]+$/);
  await expect(page.getByText('Billed: Every 2 weeks')).toBeVisible();

  await signInToEditor(page, '/config/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.locator('.load-done')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: email, exact: true })).toHaveCount(0);
});
