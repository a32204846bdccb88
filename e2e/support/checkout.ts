/**
 * The checkout form as the journeys fill it: a US shipping address (Oakland, CA) and a card of the
 * built-in test processor (4242… is approved; see docs/checkout.md for the declined ones).
 */
import type { Page } from '@playwright/test';

export const TEST_CARD = '4242 4242 4242 4242';

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

export async function fillShopperAddress(page: Page, email: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Address').fill('12 Harbour Street');
  await field(page, 'City').fill('Oakland');
  await field(page, 'State or region').fill('CA');
  await field(page, 'Postal code').fill('94607');
  await field(page, 'Country').selectOption('US');
}

export async function fillCard(page: Page, number: string = TEST_CARD, expiry = '12/34'): Promise<void> {
  await field(page, 'Card number').fill(number);
  await field(page, 'Expiry date').fill(expiry);
  await field(page, 'Security code').fill('123');
}
