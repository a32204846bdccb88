/**
 * The storefront header with many pages in the main navigation (issue 24 §6): at 1280 px the links wrap
 * onto a second row inside the header instead of running under Account and Cart; on a phone the row
 * scrolls sideways as before, and the page never does. The pages are made and removed through the
 * editor's API, so the demo's navigation is as it was for the journeys after this one.
 */
import { expect, test } from '@playwright/test';
import { crumbOf, signInToEditor } from '../support/editor';
import { expectNoHorizontalScroll } from '../support/storefront';

const TITLES = Array.from({ length: 15 }, (_, i) => `Linked page ${String(i + 1).padStart(2, '0')}`);

test('15 pages in the main navigation wrap inside the header at 1280 px and scroll on a phone', async ({
  page,
  browser,
}) => {
  await signInToEditor(page, '/config/pages');
  const headers = { 'x-csrf-token': await crumbOf(page) };
  const ids: string[] = [];
  try {
    for (const title of TITLES) {
      const made = await page.request.post('/config/api/pages', {
        data: { title, layout: 'blank', addToNavigation: true },
        headers,
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      ids.push(id);
      const published = await page.request.post(`/config/api/pages/${id}/publish`, { data: {}, headers });
      expect(published.status(), await published.text()).toBe(200);
    }

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await desktop.goto('/');
    const nav = desktop.getByRole('navigation', { name: 'Main' });
    for (const title of TITLES) await expect(nav.getByRole('link', { name: title })).toBeVisible();
    const list = await nav.boundingBox();
    const actions = await desktop.locator('.site-header__actions').boundingBox();
    const header = await desktop.locator('.site-header').boundingBox();
    if (!list || !actions || !header) throw new Error('the header is not laid out');
    // Beside Account and Cart, never under them, and inside the header (which grows to hold the rows).
    expect(list.x + list.width).toBeLessThanOrEqual(actions.x);
    expect(list.y + list.height).toBeLessThanOrEqual(header.y + header.height);
    const rows = new Set(
      await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
    );
    expect(rows.size).toBeGreaterThan(1);
    await expectNoHorizontalScroll(desktop, 1280);
    await desktop.screenshot({ path: '../.tmp/e2e-screens/desktop-header-15-links.png' });
    await desktop.close();

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto('/');
    await expect(
      phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TITLES[0] }),
    ).toBeVisible();
    await expectNoHorizontalScroll(phone, 390);
    await phone.close();
  } finally {
    for (const id of ids) await page.request.delete(`/config/api/pages/${id}`, { headers });
  }
});
