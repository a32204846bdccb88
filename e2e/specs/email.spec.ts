import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { OWNER, openPanel, signInToEditor } from '../support/editor';
import { linkIn, waitForMail } from '../support/mailbox';

/**
 * Issue 9 part 1: an invitation goes out by email through the job queue to the SMTP server serve.ts runs,
 * arrives there, and is listed in the editor under Sent emails.
 */

async function invite(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An invitation email is on its way' }),
  ).toContainText(email);
}

/** Sent emails, refreshed until the invitation to `email` is listed as sent (the worker sends it). */
async function openSentInvitation(page: Page, email: string, checkAccessibility = false) {
  await openPanel(page, 'Sent emails');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  if (checkAccessibility) await expectNoAxeViolations(page, 'the Sent emails panel');
  await row.getByRole('link', { name: 'You are invited to Plinth Supply Co.' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are invited to Plinth Supply Co.' }),
  ).toBeVisible();
}

test('an owner invites a member and reads the invitation under Sent emails', async ({ page }) => {
  await signInToEditor(page, '/config/members');
  await invite(page, 'new.colleague@example.com');
  await openSentInvitation(page, 'new.colleague@example.com', true);

  const frame = page.frameLocator('iframe[title="Email: You are invited to Plinth Supply Co."]');
  await expect(frame.getByRole('heading', { name: 'Join Plinth Supply Co.' })).toBeVisible();
  const button = frame.getByRole('link', { name: 'Accept invitation' });
  await expect(button).toHaveAttribute('href', /\/config\/invitation\/[A-Za-z0-9_-]+$/);
  const plain = page.getByRole('region', { name: 'Plain text of You are invited to Plinth Supply Co.' });
  await expect(plain).toContainText('Accept invitation: http://127.0.0.1:');

  // The message that arrived over SMTP carries the same link, and that link accepts the invitation.
  const mail = await waitForMail('new.colleague@example.com', 'You are invited to Plinth Supply Co.');
  const link = linkIn(mail, /\/config\/invitation\//);
  expect(link).toBe(await button.getAttribute('href'));
  const guest = await page.context().browser()!.newContext();
  const invitee = await guest.newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByText('new.colleague@example.com')).toBeVisible();
  await guest.close();
});

test('the owner previews the templates and sends a test email to themselves', async ({ page }) => {
  await signInToEditor(page, '/config/email-templates');
  await page.getByRole('button', { name: 'Preview Member invitation' }).click();
  const frame = page.frameLocator('iframe[title="Preview of You are invited to Plinth Supply Co."]');
  await expect(
    frame.getByText('Alex Owner invited you to work on Plinth Supply Co. as an Editor.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send test email' }).click();
  await page.getByRole('link', { name: 'See it under Sent emails' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test email from Plinth Supply Co.' }),
  ).toBeVisible();
  await openPanel(page, 'Background jobs');
  await expect(page.getByRole('row').filter({ hasText: 'email.send' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the background jobs panel');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the invitation email fits the screen under Sent emails', async ({ page }) => {
    // The sidebar sits behind the Menu button here, so sign in without waiting for it.
    await page.goto('/config/members');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await invite(page, 'phone.colleague@example.com');
    await page.getByRole('button', { name: 'Menu' }).click();
    await openSentInvitation(page, 'phone.colleague@example.com');
    const frame = page.frameLocator('iframe[title="Email: You are invited to Plinth Supply Co."]');
    await expect(frame.getByRole('link', { name: 'Accept invitation' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
