/**
 * Issue 24 §5: the setup guide on Home ticks itself from real state. A new site (its own host, so the
 * demo's state does not decide) starts with its steps open and the test-mode notice; inviting a member
 * from the guide's "Invite your team" ticks that step; the guide hides and comes back.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { EDITOR_DEVICES, openPanel, signInToEditor } from '../support/editor';

for (const device of EDITOR_DEVICES) {
  test(`the setup guide ticks "Invite your team" once someone is invited, and hides (${device.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await signInToEditor(page, '/config/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create site' });
    if (!(await create.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create site' });
    await dialog.getByLabel('Site title').fill(`Guide shop ${device.name}`);
    await dialog.getByLabel('Host name').fill(`guide-${device.name}.localhost`);
    await dialog.getByRole('button', { name: 'Create site' }).click();
    await expect(dialog).toBeHidden();
    await openPanel(page, 'Home');
    await expect(page.getByText(`Guide shop ${device.name} at a glance.`, { exact: false })).toBeVisible();
    const guide = page.getByRole('region', { name: 'Set up your shop' });
    await expect(guide).toBeVisible();
    await expect(guide.getByText('Your store is in test mode.')).toBeVisible();
    const team = guide.getByRole('listitem').filter({ hasText: 'Invite your team' });
    await expect(team).toContainText('not done yet');
    const before = Number((await guide.locator('.setup-guide__progress').textContent())?.split(' ')[0]);
    await expectNoAxeViolations(page, `the setup guide on a ${device.name}`);
    await page.screenshot({ path: `../.tmp/setup-guide-${device.name}.png`, fullPage: true });

    await team.getByRole('link', { name: 'Invite your team' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`helper-${device.name}@example.com`);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'An invitation email is on its way' }),
    ).toBeVisible();

    await openPanel(page, 'Home');
    await expect(team).toContainText('done');
    await expect(team).not.toContainText('not done yet');
    await expect(guide.locator('.setup-guide__progress')).toHaveText(`${before + 1} of 7 done`);

    await guide.getByRole('button', { name: 'Hide setup guide' }).click();
    await expect(guide).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show setup guide' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Set up your shop' })).toBeHidden();
    await page.getByRole('button', { name: 'Show setup guide' }).click();
    await expect(page.getByRole('region', { name: 'Set up your shop' })).toBeVisible();
  });
}
