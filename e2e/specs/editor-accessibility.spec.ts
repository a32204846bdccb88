/**
 * Issue 24 §7: axe finds nothing on the editor's own screens, at 1280 and 390 px: the page editor empty,
 * with the Add block dialog open, with every kind of block (each one's settings opened in turn), with
 * the file browser open; the product editor; and a Settings panel.
 */
import AxeBuilder from '@axe-core/playwright';
import { BLOCK_TYPES, type SitePageDetail } from '@plinth/contracts';
import { expect, test } from '@playwright/test';
import { newBlock } from '../../apps/editor/src/panels/pages/new-block';
import { describeViolations, expectNoAxeViolations, WCAG_AA_TAGS } from '../support/axe';
import { EDITOR_DEVICES, crumbOf, signInToEditor } from '../support/editor';
import { blockSettings, blocksSide, createBlankPage } from '../support/page-blocks';

for (const device of EDITOR_DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('the page editor: empty, with Add block open, with the file browser open', async ({ page }) => {
      await createBlankPage(page, `Accessible ${device.name}`);
      await expectNoAxeViolations(page, `the empty page editor (${device.name})`);
      await blocksSide(page).getByRole('button', { name: 'Add block' }).click();
      const picker = page.getByRole('dialog', { name: /^Add block/ });
      await expect(picker).toBeVisible();
      await expectNoAxeViolations(page, `the Add block dialog (${device.name})`);
      await picker.getByRole('button', { name: 'Image', exact: true }).click();
      await blockSettings(page, 'Image').getByRole('button', { name: 'Choose File' }).click();
      const browser = page.getByRole('dialog', { name: /Choose File$/ });
      await expect(browser.getByRole('heading', { name: 'Upload File' })).toBeVisible();
      await expectNoAxeViolations(page, `the file browser (${device.name})`);
    });

    test('the product editor and a Settings panel', async ({ page }) => {
      await signInToEditor(page, '/config/products/new');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `the product editor (${device.name})`);
      await page.goto('/config/store-settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `Store settings (${device.name})`);
    });
  });
}

test('the page editor with every kind of block, each one’s settings open in turn', async ({ page }) => {
  test.setTimeout(240_000);
  const title = 'Every block';
  await createBlankPage(page, title);
  const pageId = page.url().split('/').pop() ?? '';
  const headers = { 'x-csrf-token': await crumbOf(page) };
  const detail = (await (await page.request.get(`/config/api/pages/${pageId}`)).json()) as SitePageDetail;
  const blocks = BLOCK_TYPES.map((type) => newBlock(type));
  const saved = await page.request.put(`/config/api/pages/${pageId}/document`, {
    headers,
    data: { baseRevision: detail.revision, document: { ...detail.document, blocks } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  const found: string[] = [];
  const rows = blocksSide(page).locator('.layers__select');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i += 1) {
    await rows.nth(i).click();
    const { violations } = await new AxeBuilder({ page })
      .include('.page-editor__side')
      .withTags(WCAG_AA_TAGS)
      .analyze();
    if (violations.length > 0) found.push(`block ${i + 1}:\n${describeViolations(violations)}`);
  }
  expect(count).toBeGreaterThanOrEqual(BLOCK_TYPES.length);
  expect(found, found.join('\n')).toEqual([]);
});
