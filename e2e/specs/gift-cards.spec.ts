/**
 * Gift cards (issue 9 part 5, decision 0030) on a desktop and a phone-sized screen: buy the demo Gift
 * Card for a recipient, read the code in the recipient's email, redeem part of it on a second order,
 * and see the card and its balance in the editor. Uses only unlimited items (the Gift Card and the Field
 * Guide), so no other journey's stock counts move.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { waitForMail } from '../support/mailbox';
import {
  addButton,
  expectAlert,
  expectNoHorizontalScroll,
  open,
  openProduct,
  waitForIslands,
} from '../support/storefront';

const SCREENS = '../.tmp/e2e-screens';
const GOOD_CARD = '4242 4242 4242 4242';
const CODE = /\b[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}\b/;

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function checkout(page: Page): Promise<void> {
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForIslands(page);
}

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`gift cards on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('buy a gift card, receive its code by email, redeem part of it on a second order', async ({
      page,
    }) => {
      const buyer = `buyer.${screen.name}.${Date.now()}@example.com`;
      const recipient = `grace.${screen.name}.${Date.now()}@example.com`;

      // The product page asks for the denomination, then for whom the card is.
      await openProduct(page, 'gift-card');
      await addButton(page).click();
      await expectAlert(page, 'Unable to purchase Gift Card', 'Select a denomination for the Gift Card');
      await page.getByLabel('$25', { exact: true }).check();
      await field(page, 'Recipient email').fill('grace@');
      await addButton(page).click();
      await expectAlert(page, 'Unable to purchase Gift Card', "Enter the recipient's name.");
      await expect(field(page, 'Recipient name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Recipient email')).toHaveAccessibleDescription(
        "Enter the recipient's email address, like name@example.com.",
      );
      await expectNoAxeViolations(page, 'gift card product page with recipient errors');
      await page.screenshot({ path: `${SCREENS}/gift-card-${screen.name}-product.png`, fullPage: true });
      await field(page, 'Recipient name').fill('Grace Hopper');
      await field(page, 'Recipient email').fill(recipient);
      await field(page, 'Message (optional)').fill('Happy birthday, Grace!');
      await addButton(page).click();
      await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);

      // A gift card is delivered by email: no address, only the contact and the card.
      await checkout(page);
      await expect(field(page, 'Address')).toHaveCount(0);
      await field(page, 'Email').fill(buyer);
      await field(page, 'Card number').fill(GOOD_CARD);
      await field(page, 'Expiry date').fill('12/34');
      await field(page, 'Security code').fill('123');
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.locator('.order-totals__grand dd')).toHaveText('$25.00');

      // The recipient's email holds the code, in groups of four, and the buyer's message.
      const mail = await waitForMail(recipient, 'Your $25.00 gift card from');
      expect(mail.text).toContain('Happy birthday, Grace!');
      expect(mail.text).toContain(buyer);
      const code = CODE.exec(mail.text)?.[0];
      expect(code, mail.text).toBeTruthy();

      // Second order: the Field Guide ($12.00) paid by the card, which keeps $13.00.
      await openProduct(page, 'field-guide');
      await addButton(page).click();
      await expect(addButton(page)).toHaveText('Added!', { timeout: 3_000 });
      await checkout(page);
      await field(page, 'Email').fill(buyer);
      await field(page, 'Gift card').fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Redeem' }).click();
      await expect(field(page, 'Gift card')).toHaveAccessibleDescription(
        'A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
      );
      await field(page, 'Gift card').fill(code!.toLowerCase());
      await page.getByRole('button', { name: 'Redeem' }).click();
      const last4 = code!.slice(-4);
      await expect(page.getByRole('status').filter({ hasText: 'Remaining balance' })).toHaveText(
        `Gift card ••••-••••-••••-${last4}: −$12.00. Remaining balance on the gift card: $13.00`,
      );
      await expect(page.locator('.plinth-checkout-totals__grand dd').last()).toHaveText('$0.00');
      // Nothing is left for a card to pay: the card fields are not asked for.
      await expect(field(page, 'Card number')).toBeHidden();
      await expectNoAxeViolations(page, 'checkout paid by a gift card');
      if (screen.name === 'phone') await expectNoHorizontalScroll(page, screen.width);
      await page.screenshot({ path: `${SCREENS}/gift-card-${screen.name}-checkout.png`, fullPage: true });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/orders\/[\w-]{32}\/confirmed$/);
      await expect(page.locator('.order-totals')).toContainText('Gift card');
      await expect(page.locator('.order-totals')).toContainText('−$12.00');
      await expect(page.locator('.order-totals')).toContainText('Paid by card$0.00');
      await page.screenshot({ path: `${SCREENS}/gift-card-${screen.name}-confirmed.png`, fullPage: true });

      // The owner sees the card with $13.00 left on it.
      await signInToEditor(page, `/config/gift-cards?q=${last4}`);
      const row = page.getByRole('row').filter({ hasText: `••••-••••-••••-${last4}` });
      await expect(row).toContainText('$25.00');
      await expect(row).toContainText('$13.00');
      await expect(row).toContainText(recipient);
      await expectNoAxeViolations(page, 'editor gift cards');
      await page.screenshot({ path: `${SCREENS}/gift-card-${screen.name}-editor.png`, fullPage: true });
    });
  });
}
