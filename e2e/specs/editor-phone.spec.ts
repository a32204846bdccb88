/**
 * The editor on a phone-sized screen (390 × 844): the account controls the wide top bar keeps under the
 * person's name live at the end of the Menu drawer, and "Sign out other sessions" there ends a session
 * signed in elsewhere while this one stays. axe checks the open drawer.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';
import { expectNoHorizontalScroll } from '../support/storefront';

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

test('"Sign out other sessions" in the Menu drawer ends the session on another computer', async ({
  page,
  browser,
}) => {
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const laptopPage = await laptop.newPage();
  await signInToEditor(laptopPage);

  await signInToEditor(page);
  await expectNoHorizontalScroll(page, WIDTH);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(account).toContainText('owner@example.com');
  const signOutOthers = account.getByRole('button', { name: 'Sign out other sessions' });
  await signOutOthers.scrollIntoViewIfNeeded();
  await expect(signOutOthers).toBeInViewport();
  // Touch-sized, and inside the screen.
  const box = await signOutOthers.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  await expectNoAxeViolations(page, 'the editor Menu drawer at phone width');

  await signOutOthers.tap();
  // Earlier specs may have left sessions of their own: at least the laptop's ended.
  await expect(account.getByRole('status')).toHaveText(/^Signed out \d+ other sessions?\.$/);
  await expectNoHorizontalScroll(page, WIDTH);

  await laptopPage.reload();
  await expect(laptopPage.getByRole('heading', { name: 'Sign in to your site' })).toBeVisible();
  await laptop.close();

  // This phone is still signed in, and nothing else is left to end.
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await account.getByRole('button', { name: 'Sign out other sessions' }).tap();
  await expect(account.getByRole('status')).toHaveText('No other sessions were open.');
});
