import { expect, test, type Browser, type Page } from '@playwright/test';
import { openPanel, signInToEditor } from '../support/editor';

/**
 * Issue 10 part 5: pages and the navigation together. A new page goes into the main navigation from
 * Add page; the Navigation panel links a block page; the demo's About page (a block page the seed
 * made) is edited in the page editor and the change is live at /about.
 */

const side = (page: Page) => page.getByRole('complementary', { name: 'Blocks' });
const settings = (page: Page, block: string) => page.getByRole('region', { name: `${block} settings` });

async function expectSaved(page: Page) {
  await expect(page.locator('.page-editor__save-state')).toHaveText('Saved', { timeout: 15_000 });
}

async function publish(page: Page, path: string) {
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(page.getByText(`Published. The page is live at ${path}.`)).toBeVisible();
}

/** Adds a page from the Blank layout, the "Add to main navigation" box as asked. */
async function addPage(page: Page, title: string, addToNavigation: boolean) {
  await openPanel(page, 'Pages');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Blank').check();
  const box = dialog.getByRole('checkbox', { name: 'Add to main navigation' });
  await expect(box).toBeChecked();
  if (!addToNavigation) await box.uncheck();
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function addText(page: Page, words: string) {
  await side(page).getByRole('button', { name: 'Add block' }).click();
  const picker = page.getByRole('dialog', { name: /^Add block/ });
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill('Text');
  await picker.getByRole('button', { name: 'Text', exact: true }).click();
  await settings(page, 'Text').getByLabel('Text').fill(words);
  await expectSaved(page);
}

/** The main navigation a visitor (a fresh browser, not signed in) sees on the home page. */
async function visitorMainNav(browser: Browser) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  return { context, visitor, nav: visitor.getByRole('navigation', { name: 'Main' }) };
}

test('a page added with "Add to main navigation" is in the site’s main navigation once published', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  await addPage(page, 'Our team', true);
  await addText(page, 'Meet the people behind the studio.');

  // Still a draft: visitors do not see the link yet.
  let visit = await visitorMainNav(browser);
  await expect(visit.nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await expect(visit.nav.getByRole('link', { name: 'Our team' })).toHaveCount(0);
  await visit.context.close();

  await publish(page, '/our-team');
  visit = await visitorMainNav(browser);
  await visit.nav.getByRole('link', { name: 'Our team' }).click();
  await expect(visit.visitor).toHaveURL(/\/our-team$/);
  await expect(visit.visitor.getByText('Meet the people behind the studio.')).toBeVisible();
  await visit.context.close();
});

test('the Navigation panel links a block page chosen from its Page list', async ({ page, browser }) => {
  await signInToEditor(page, '/config/pages');
  await addPage(page, 'Stockists', false);
  await addText(page, 'Find our goods in these shops.');
  await publish(page, '/stockists');

  await openPanel(page, 'Navigation');
  await page.getByRole('button', { name: 'Add link to main navigation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Stockists (Published)' });
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(
    page.getByRole('list', { name: 'Main navigation' }).getByText('Page: Stockists'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save navigation' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const visit = await visitorMainNav(browser);
  await expect(visit.nav.getByRole('link', { name: 'Stockists' })).toHaveAttribute('href', '/stockists');
  await visit.context.close();
});

test('the demo About page is a block page: edited in the page editor, the change is live at /about', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  const pages = page.getByRole('region', { name: 'Pages' });
  await pages.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await side(page).locator('.layers__select', { hasText: 'Buy fewer things' }).click();
  await settings(page, 'Quote').getByLabel('Quote').fill('Buy fewer things, and keep them for years.');
  await expectSaved(page);
  await publish(page, '/about');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  // The home page is the seed's Home block page: the tagline, Shop all and the featured products.
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Goods for slow days and good rooms.' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Shop all' })).toHaveAttribute('href', '/shop');
  await visitor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(visitor).toHaveURL(/\/about$/);
  await expect(visitor.getByText('Buy fewer things, and keep them for years.')).toBeVisible();
  await context.close();
});
