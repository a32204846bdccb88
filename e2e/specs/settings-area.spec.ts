/**
 * Issue 24 §5: a sidebar of at most 12 entries, the Settings index with its search, and Settings › Site
 * address: a site's address changed (the old one redirects) and the site deleted and restored. The site
 * is one of the journey's own (a *.localhost host, which Chromium sends to this machine), so the demo's
 * addresses stay as other journeys expect.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { EDITOR_DEVICES, openPanel, signInToEditor } from '../support/editor';
import { expectNoHorizontalScroll } from '../support/storefront';

const SCREENS = '../.tmp/screens';

for (const device of EDITOR_DEVICES) {
  test(`the sidebar has at most 12 entries and Settings finds a screen by search (${device.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await signInToEditor(page, '/config/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Editor' });
    expect(await sidebar.getByRole('link').count()).toBeLessThanOrEqual(12);

    const search = page.getByRole('searchbox', { name: 'Search settings' });
    await search.fill('vat');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      '1 setting matches “vat”.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Shipping' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Taxes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoHorizontalScroll(page, device.viewport.width);
    await expectNoAxeViolations(page, `the Settings index (${device.name})`);
    await page.screenshot({ path: `${SCREENS}/settings-index-${device.name}.png`, fullPage: true });

    // A section's screens are tabs: Orders, Gift cards, Subscriptions.
    await openPanel(page, 'Gift cards');
    const tabs = page.getByRole('main').getByRole('navigation', { name: 'Orders' });
    await expect(tabs.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, `Gift cards under Orders (${device.name})`);
  });
}

test('an owner moves a site to a new address (the old one redirects), deletes it and restores it', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://127.0.0.1').port;
  await signInToEditor(page, '/config/pages');
  await page.getByRole('button', { name: 'Create site' }).click();
  const create = page.getByRole('dialog', { name: 'Create site' });
  await create.getByLabel('Site title').fill('Moving shop');
  await create.getByLabel('Host name').fill('moving.localhost');
  await create.getByRole('button', { name: 'Create site' }).click();
  await expect(create).toBeHidden();

  await openPanel(page, 'Site address');
  const list = page.getByRole('list', { name: 'Addresses' });
  await expect(list.getByRole('listitem')).toHaveText([/moving\.localhost\s*Primary/]);
  await page.getByLabel('Add an address').fill('Moved.localhost');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Make primary moved.localhost' }).click();
  await page.getByRole('button', { name: 'Remove moving.localhost' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save addresses' }).click();
  await expect(page.getByText('Addresses saved.')).toBeVisible();
  await expect(page.getByText(/moving\.localhost redirects to moved\.localhost until/)).toBeVisible();
  await expectNoAxeViolations(page, 'Site address after a change');
  await page.screenshot({ path: `${SCREENS}/site-address-desktop.png`, fullPage: true });

  // A visitor on the old address lands on the same page at the new one.
  const visitor = await page.context().newPage();
  await visitor.goto(`http://moving.localhost:${port}/about`);
  await expect(visitor).toHaveURL(`http://moved.localhost:${port}/about`);
  await expect(visitor.getByText('Moving shop').first()).toBeVisible();

  // Deleting asks for the site's name, closes the site, and can be undone.
  await page.getByRole('button', { name: 'Delete site…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Moving shop?' });
  const confirm = dialog.getByRole('button', { name: 'Delete site', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type the site’s name/).fill('Moving');
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'the delete site dialog');
  await dialog.getByLabel(/Type the site’s name/).fill('Moving shop');
  await confirm.click();
  await expect(page.getByText('This site is being deleted')).toBeVisible();
  const closed = await visitor.goto(`http://moved.localhost:${port}/about`);
  expect(closed?.status()).toBe(410);
  await expect(visitor.getByText('This site has closed.')).toBeVisible();

  await page.getByRole('button', { name: 'Restore site' }).click();
  await expect(page.getByRole('button', { name: 'Delete site…' })).toBeVisible();
  const open = await visitor.goto(`http://moved.localhost:${port}/about`);
  expect(open?.status()).toBe(200);
  await visitor.close();
});
