/**
 * Settings that promise only what they do (issue 13 part 8), at desktop and phone widths with axe at 0:
 * the Members panel says what each role may do (generated from the permission matrix) and does not offer
 * the sole administrator a role change or Leave; "Plan & limits" shows this server's real limits.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor, whileFrenchIsOffered } from '../support/editor';
import { expectNoHorizontalScroll } from '../support/storefront';

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('Members: role descriptions, and no controls the server would refuse for the sole administrator', async ({
      page,
    }) => {
      await signInToEditor(page, '/config/members');
      await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
      const role = page.getByLabel('Role', { exact: true });
      await expect(role).toHaveAccessibleDescription(
        'Can edit pages and products, manage forms and inventory, moderate comments; sees settings.',
      );
      await role.selectOption({ label: 'Billing' });
      await expect(role).toHaveAccessibleDescription('Can manage billing; sees settings.');

      const you = page.getByRole('row').filter({ hasText: 'owner@example.com' });
      await expect(you).toContainText(
        'You are the only administrator: make someone else an administrator before changing your role or leaving.',
      );
      await expect(you.getByRole('combobox')).toHaveCount(0);
      await expect(you.getByRole('button', { name: /Leave/ })).toHaveCount(0);

      await page.getByText('What each role can do').click();
      const guide = page.locator('.role-guide__list');
      await expect(guide.getByRole('term')).toHaveCount(15);
      await expect(guide).toContainText('Store manager');
      await expectNoHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page, `the Members panel on ${device}`);
      await page.screenshot({ path: `../.tmp/honest-members-${device}.png`, fullPage: true });
    });

    test('Plan & limits shows the instance plan and its configured limits, not "nothing to pay"', async ({
      page,
    }) => {
      await signInToEditor(page, '/config/settings/billing/subscriptions/website');
      await expect(page.getByRole('heading', { level: 1, name: 'Plan & limits' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Self-hosted, open source' })).toBeVisible();
      const limits = page.getByRole('region', { name: 'Limits' });
      await expect(limits).toContainText('Analytics events');
      await expect(limits).toContainText(/\d+ per visitor a minute/);
      const server = page.getByRole('region', { name: 'This server' });
      await expect(server).toContainText(/SQLite|PostgreSQL/);
      await expect(page.getByText(/nothing to pay/i)).toHaveCount(0);
      await expectNoHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page, `Plan & limits on ${device}`);
      await page.screenshot({ path: `../.tmp/honest-plan-${device}.png`, fullPage: true });
      if (device === 'desktop') {
        const link = page
          .getByRole('navigation', { name: 'Editor' })
          .getByRole('link', { name: 'Plan & limits' });
        await expect(link).toHaveAttribute('href', '/settings/billing/subscriptions/website');
      }
    });
  });
}

test('the storefront language switcher offers the site’s languages, remembers the choice, at desktop and phone widths', async ({
  browser,
}) => {
  await whileFrenchIsOffered(browser, async () => {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const shopper = await browser.newContext({ viewport });
      const shop = await shopper.newPage();
      await shop.goto('/shop');
      const switcher = shop.getByRole('contentinfo').getByLabel('Language', { exact: true });
      await expect(switcher).toHaveValue('en-US');
      await expect(switcher.locator('option')).toHaveText(['English (US)', 'Français (France)']);
      await expect(shop.locator('html')).toHaveAttribute('lang', 'en-US');
      await expectNoAxeViolations(shop, `the footer language switcher on ${device}`);

      await switcher.selectOption('fr-FR');
      await shop.getByRole('button', { name: 'Change language' }).click();
      await expect(shop).toHaveURL(/\/shop$/);
      await expect(shop.locator('html')).toHaveAttribute('lang', 'fr-FR');
      await expect(shop.getByRole('contentinfo').getByLabel('Language', { exact: true })).toHaveValue(
        'fr-FR',
      );
      await expectNoHorizontalScroll(shop, viewport.width);
      await shop.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await shop.screenshot({ path: `../.tmp/honest-language-switcher-${device}.png` });
      await shopper.close();
    }
  });
});
