/**
 * Helpers for the editor journeys: signing in as the e2e administrator (serve.ts creates it). Upload
 * images come from the server tests' createPng.
 */
import { expect, type Page } from '@playwright/test';

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

/** The editor's sidebar link to a panel. */
export function openPanel(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name, exact: true }).click();
}
