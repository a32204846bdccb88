/**
 * Helpers for the editor journeys: signing in as the e2e administrator (serve.ts creates it). Upload
 * images come from the server tests' createPng.
 */
import { expect, type Browser, type Page } from '@playwright/test';

/** The two widths the editor journeys check: a laptop and a phone. */
export const EDITOR_DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

export const OWNER = { email: 'owner@example.com', password: 'e2e owner password' } as const;

/**
 * Opens `path` in the editor, signs in on the sign-in screen it shows, and waits for the signed-in frame
 * (its Sign out button: on phones the sidebar stays closed until Menu opens it).
 */
export async function signInToEditor(page: Page, path = '/config'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
}

/**
 * Where a screen sits when it is not a sidebar entry itself (issue 24 §5): a tab of a section, or a link
 * on the Settings index. Keep it in step with SIDEBAR_SECTIONS in the editor's panel-routes.tsx.
 */
const PANEL_PLACES: Record<string, string> = {
  'Gift cards': 'Orders',
  Subscriptions: 'Orders',
  Coupons: 'Marketing',
  'Restock sign-ups': 'Marketing',
  'Mailing list': 'Marketing',
  Navigation: 'Pages',
  'Tags & categories': 'Pages',
  'Site styles': 'Design',
  'Header & footer': 'Design',
  'Store settings': 'Settings',
  'Checkout & restock': 'Settings',
  'Buy now & installments': 'Settings',
  Shipping: 'Settings',
  Taxes: 'Settings',
  'Language & region': 'Settings',
  Members: 'Settings',
  'Sent emails': 'Settings',
  'Email templates': 'Settings',
  'Background jobs': 'Settings',
  'Import & export': 'Settings',
  'Site address': 'Settings',
};

/**
 * Opens a panel the way an owner does: its sidebar entry, then its tab or its link on the Settings index
 * (nothing to do when the panel is open already).
 * Where the sidebar waits behind Menu (a phone, or a full-width screen such as the page editor), Menu
 * opens it first.
 */
export async function openPanel(page: Page, name: string): Promise<void> {
  const place = PANEL_PLACES[name];
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  // Already there: going through the Settings index would leave the panel (and ask about its changes).
  if (place && (await heading.isVisible())) return;
  const entry = place ?? name;
  const link = page
    .getByRole('navigation', { name: 'Editor' })
    .getByRole('link', { name: entry, exact: true });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
  await link.click();
  if (!place) return;
  const inMain = page.getByRole('main');
  const target =
    place === 'Settings'
      ? inMain.getByRole('link', { name, exact: true })
      : inMain.getByRole('navigation', { name: place, exact: true }).getByRole('link', { name, exact: true });
  await target.click();
  await expect(heading).toBeVisible();
}

/**
 * Runs `run` while the site offers French (France) besides its default, set in the editor's Languages
 * panel in a context of its own, and offers the default language only again afterwards.
 */
export async function whileFrenchIsOffered(browser: Browser, run: () => Promise<void>): Promise<void> {
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await owner.newPage();
  await signInToEditor(page, '/config/languages');
  await page.getByLabel('Offer French (France)', { exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const oneLanguage = page.getByRole('button', { name: 'Use one language only' });
  await expect(oneLanguage).toBeVisible();
  try {
    await run();
  } finally {
    await oneLanguage.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Use one language', exact: true })
      .click();
    await expect(oneLanguage).toBeHidden();
    await owner.close();
  }
}

/**
 * Runs one of the page editor's publishing actions kept under "More" (Schedule…, Cancel schedule,
 * Unpublish): opens the list, then presses the action.
 */
export async function morePublishingAction(
  page: Page,
  action: 'Schedule…' | 'Cancel schedule' | 'Unpublish',
): Promise<void> {
  await page.getByRole('button', { name: 'More publishing actions' }).click();
  await page.locator('.publish-more__list').getByRole('button', { name: action, exact: true }).click();
}

/** The crumb cookie this browser context holds: what the editor's API wants in X-CSRF-Token. */
export async function crumbOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
}
