/**
 * Issue 10 part 6: a second site. The owner creates "Second shop" on second.localhost from the editor
 * (Chromium sends every *.localhost name to 127.0.0.1, where the e2e server listens), the editor
 * switches to it, its Pages panel lists its own starting pages and its store is empty, and the new host
 * serves its own home page while the demo's host keeps serving the demo.
 */
import { expect, test, type Page } from '@playwright/test';
import { openPanel, signInToEditor } from '../support/editor';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SECOND = `http://second.localhost:${PORT}`;

/** The titles of the pages in the Pages panel, from each row's Edit link. */
async function pageTitles(page: Page): Promise<string[]> {
  await openPanel(page, 'Pages');
  const edits = page.getByRole('link', { name: /^Edit / });
  await expect(edits.first()).toBeVisible();
  return (await edits.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Edit /, ''),
  );
}

test('an owner creates a second site, switches to it, and its host serves its own home page', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await expect(page.getByRole('link', { name: 'Edit Home' })).toBeVisible();

  await page.getByRole('button', { name: 'Create site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create site' });
  await expect(dialog.getByLabel('Site title')).toBeFocused();
  await dialog.getByLabel('Site title').fill('Second shop');
  // A taken host is refused beside the field; the dialog stays open for another.
  await dialog.getByLabel('Host name').fill('localhost');
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(
    dialog.getByText('The host name localhost already belongs to a site. Choose another.'),
  ).toBeVisible();
  await dialog.getByLabel('Host name').fill('second.localhost');
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(dialog).toBeHidden();

  // The editor now works on the new site.
  const topbar = page.getByRole('banner');
  await expect(topbar.getByText('Second shop', { exact: true })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Site', exact: true });
  await expect(switcher.locator('option:checked')).toHaveText('Second shop (Administrator)');
  expect(await pageTitles(page)).toEqual(['Home', 'About', 'Contact']);
  await openPanel(page, 'Products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('Linen Shirt')).toHaveCount(0);

  // View site opens the new site on its own host.
  const viewSite = topbar.getByRole('link', { name: /View site/ });
  await expect(viewSite).toHaveAttribute('href', `${SECOND}/`);

  // A visitor on the new host gets its home page, with its own navigation; the demo host is unchanged.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${SECOND}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Second shop' })).toBeVisible();
  await expect(visitor.getByText('Welcome! This is your home page.')).toBeVisible();
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(visitor).toHaveURL(`${SECOND}/about`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByText('Goods for slow days and good rooms.').first()).toBeVisible();
  await context.close();

  // Back on the demo site, its own pages and products are where they were.
  await switcher.selectOption({ label: 'Plinth Supply Co. (Administrator)' });
  await expect(topbar.getByText('Plinth Supply Co.', { exact: true })).toBeVisible();
  await openPanel(page, 'Products');
  await expect(page.getByText('Linen Shirt').first()).toBeVisible();
});
