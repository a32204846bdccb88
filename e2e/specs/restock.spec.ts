/**
 * Restock notifications end to end (issue 11 part 7), on a desktop and a phone-sized screen: a shopper
 * signs up for Linen Shirt Navy / L (sold out in the demo store), the owner restocks it in Inventory and
 * sends from the Restock sign-ups panel, the email arrives with a working link to the product, and a
 * second send queues nothing. Navy / L goes back to 0 and restock sign-ups off at the end, so other
 * journeys see the store as they expect.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPanel, signInToEditor } from '../support/editor';
import { allMail, linkIn, waitForMail } from '../support/mailbox';
import { expectNoHorizontalScroll, openProduct } from '../support/storefront';

const SCREENS = '../.tmp/e2e-screens';
const OPTION = 'Linen Shirt — L / Navy'; // the Navy / L, in the product's option order (Size, Color)
const STOCK_LABEL = 'Stock for Linen Shirt (L / Navy)';

/** Owner settings through the API, as the editor sends them. */
async function putRestockPreferences(page: Page, data: object): Promise<void> {
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const response = await page.request.put('/api/v1/commerce-preferences/restock', {
    headers: { 'X-CSRF-Token': crumb },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const RESTOCK_ON = {
  enabled: true,
  hiddenByDefault: false,
  autoSendOnRestock: false,
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  successMessage: '',
};

async function ownerPage(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToEditor(page, path);
  return page;
}

async function setNavyLargeStock(page: Page, stock: string): Promise<void> {
  await page.goto('/config/inventory');
  await page.getByLabel('Search inventory').fill('Linen Shirt');
  const field = page.getByLabel(STOCK_LABEL, { exact: true });
  await expect(field).toBeVisible();
  // An unchanged count saves nothing.
  if ((await field.inputValue()) === stock) return;
  const saved = page.waitForResponse(
    (r) => /\/config\/api\/inventory\/\w+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await field.fill(stock);
  await field.press('Enter');
  expect((await saved).status()).toBe(200);
}

async function chooseNavyLarge(page: Page): Promise<void> {
  await openProduct(page, 'linen-shirt');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('L');
  await page.getByRole('combobox', { name: 'Color' }).selectOption('Navy');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await ownerPage(browser, '/config');
  await putRestockPreferences(page, RESTOCK_ON);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await ownerPage(browser, '/config');
  await setNavyLargeStock(page, '0');
  await putRestockPreferences(page, { ...RESTOCK_ON, enabled: false, mailingListSignUpEnabled: false });
  await page.close();
});

const SCREEN_SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const screen of SCREEN_SIZES) {
  test(`${screen.name}: sign up for ${OPTION}, the owner restocks and sends, the email links to the product, and a second send sends nothing`, async ({
    browser,
  }) => {
    const email = `restock-${screen.name}@example.com`;
    const context = await browser.newContext({
      viewport: screen.viewport,
      hasTouch: screen.name === 'phone',
    });
    const shopper = await context.newPage();

    // The shopper: the chosen sold-out option offers the form; a blank email is refused word for word.
    await chooseNavyLarge(shopper);
    const form = shopper.locator('form.plinth-restock__form');
    await expect(
      form.getByRole('heading', { name: 'Get an email when this is back in stock' }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Email cannot be blank', { exact: true })).toBeVisible();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox', { name: 'Also join our mailing list' }).check();
    await shopper.screenshot({ path: `${SCREENS}/restock-form-${screen.name}.png`, fullPage: true });
    await expectNoHorizontalScroll(shopper, screen.viewport.width);
    await expectNoAxeViolations(shopper, 'the product page with the restock form');
    // The captcha (ALTCHA) solves itself once the shopper is in the form; Submit waits for it.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'Signed up!' })).toBeVisible();
    await expect(form).toHaveCount(0);

    // The owner: the sign-up waits under Restock sign-ups; sending is refused while still sold out.
    const owner = await ownerPage(browser, '/config/restock');
    const row = owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: OPTION }) });
    await expect(row.getByRole('button', { name: `Send to ${OPTION}` })).toBeDisabled();
    await row.getByRole('button', { name: `Show emails for ${OPTION}` }).click();
    await expect(owner.getByText(email)).toBeVisible();
    await openPanel(owner, 'Mailing list');
    await expect(owner.getByRole('cell', { name: email })).toBeVisible();

    // Restocked, the option can be sent: one email queued, and it arrives.
    await setNavyLargeStock(owner, '5');
    const before = allMail().length;
    await openPanel(owner, 'Restock sign-ups');
    await row.getByRole('button', { name: `Send to ${OPTION}` }).click();
    await expect(owner.getByText(`${OPTION}: 1 email queued`)).toBeVisible();
    await owner.screenshot({ path: `${SCREENS}/restock-panel-${screen.name}.png`, fullPage: true });
    const mail = await waitForMail(email, /Linen Shirt/, { after: before });
    const link = linkIn(mail, /\/shop\/p\/linen-shirt/);
    await shopper.goto(new URL(link).pathname + new URL(link).search);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();

    // A second send finds no one waiting: nothing is queued, so nothing is sent.
    await setNavyLargeStock(owner, '0');
    await setNavyLargeStock(owner, '5');
    await owner.goto('/config/restock');
    const again = owner.getByRole('button', { name: /Send all back in stock/ });
    if (await again.isEnabled()) {
      await again.click();
      await expect(owner.getByText(/: 0 emails queued$/)).toBeVisible();
    } else {
      await expect(owner.getByRole('rowheader', { name: OPTION })).toHaveCount(0);
    }
    expect(allMail().filter((m) => m.to.includes(email))).toHaveLength(1);

    await setNavyLargeStock(owner, '0');
    await owner.close();
    await context.close();
  });
}

test(`the sold-out ${OPTION} offers the restock form at desktop and phone widths`, async ({ browser }) => {
  for (const screen of SCREEN_SIZES) {
    const shopper = await browser.newPage({ viewport: screen.viewport });
    await chooseNavyLarge(shopper);
    const form = shopper.locator('form.plinth-restock__form');
    await expect(form.getByLabel('Email address')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Also join our mailing list' })).not.toBeChecked();
    await form.getByLabel('Email address').fill('ada@example.shopping');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Email is invalid', { exact: true })).toBeVisible();
    await shopper.screenshot({ path: `${SCREENS}/restock-form-${screen.name}.png`, fullPage: true });
    await expectNoHorizontalScroll(shopper, screen.viewport.width);
    // Another size is in stock: the form goes away.
    await shopper.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await expect(form).toHaveCount(0);
    await shopper.close();
  }
});
