/**
 * Customer accounts (issue 3 part 3; seed 001 sections 6 and 7): a shopper creates an account, signs
 * out, signs in and sees the account page; the cart follows the hand-over rules; the forms show their
 * states; and the three account pages pass axe at desktop and phone width.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  addButton,
  cartPill,
  expectAlert,
  expectNoHorizontalScroll,
  open,
  openProduct,
} from '../support/storefront';
import { whileFrenchIsOffered } from '../support/editor';
import { waitForMail } from '../support/mailbox';

const PASSWORD = 'correct horse battery';

let shopperNumber = 0;
function newEmail(): string {
  shopperNumber += 1;
  return `shopper${shopperNumber}.${Date.now()}@example.com`;
}

async function createAccount(page: Page, name: string, email: string): Promise<void> {
  await open(page, '/account/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

async function signIn(page: Page, email: string, keepSignedIn: boolean): Promise<void> {
  await open(page, '/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (keepSignedIn) await page.getByLabel('Keep me signed in').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/login\?signedOut=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

test('a shopper creates an account, signs out, signs in, sees the account page and signs out', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await openProduct(page, 'ceramic-mug');
  await addButton(page).click();
  await expect(cartPill(page)).toHaveText('1');

  await createAccount(page, 'Ada Lovelace', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // The visitor's cart became the account's.
  await expect(cartPill(page)).toHaveText('1');
  const info = await cookie(page, 'SiteUserInfo');
  expect(JSON.parse(decodeURIComponent(info?.value ?? ''))).toMatchObject({ authenticated: true });
  expect((await cookie(page, 'plinth_site_user'))?.httpOnly).toBe(true);

  await signOut(page);
  expect(await cookie(page, 'SiteUserInfo')).toBeUndefined();
  expect(await cookie(page, 'plinth_site_user')).toBeUndefined();
  // cloneCart=true: the signed-out visitor keeps a copy of the cart.
  await expect(cartPill(page)).toHaveText('1');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);

  await signIn(page, email, true);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // The copy kept at sign-out merges back without doubling the account's cart.
  await expect(cartPill(page)).toHaveText('1');
  const session = await cookie(page, 'plinth_site_user');
  expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);

  // The account offers only the site's languages: French once the owner offers it.
  const language = page.getByRole('main').getByLabel('Language');
  await expect(language.locator('option')).toHaveText(['English (US)']);
  await whileFrenchIsOffered(browser, async () => {
    await page.reload();
    await language.selectOption('fr-FR');
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(language).toHaveValue('fr-FR');
  });

  await signOut(page);
});

test('without "Keep me signed in" the session cookie ends with the browser', async ({ page }) => {
  const email = newEmail();
  await createAccount(page, 'Grace', email);
  await signOut(page);
  await signIn(page, email, false);
  expect((await cookie(page, 'plinth_site_user'))?.expires).toBe(-1);
});

test('the sign-in form checks fields, shows "Signing in…" and a refusal in an alert', async ({ page }) => {
  const email = newEmail();
  await createAccount(page, 'Ada', email);
  await signOut(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email cannot be blank')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.route('**/api/site-users/account/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expectAlert(page, 'Unable to Sign In', 'That email and password do not match an account.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test("creating an account with a taken email answers as a new one would; the email's owner is told by email", async ({
  page,
}) => {
  const email = newEmail();
  await createAccount(page, 'Ada', email);
  await signOut(page);
  await open(page, '/account/create');
  await page.getByLabel('Name').fill('Someone else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Security review I3: the answer does not say the email has an account. Nobody is signed in (the
  // account page asks for a sign-in), and the account's owner gets "You already have an account".
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await waitForMail(email, 'You already have an account');
});

test.describe('accessibility', () => {
  test('the sign-in and create-account pages, empty and with errors, have no violations', async ({
    page,
  }) => {
    await open(page, '/account/login');
    await expectNoAxeViolations(page, '/account/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email cannot be blank')).toBeVisible();
    await expectNoAxeViolations(page, '/account/login with field errors');

    await open(page, '/account/create');
    await expectNoAxeViolations(page, '/account/create');
  });

  test('the account page has no violations', async ({ page }) => {
    await createAccount(page, 'Ada', newEmail());
    await expectNoAxeViolations(page, '/account');
  });

  test('at phone width the pages fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/account/login', '/account/create']) {
      await open(page, path);
      await expectNoHorizontalScroll(page, 390);
      await expectNoAxeViolations(page, `${path} at 390 px`);
    }
    await createAccount(page, 'Ada', newEmail());
    await expectNoHorizontalScroll(page, 390);
    await expectNoAxeViolations(page, '/account at 390 px');
  });
});
