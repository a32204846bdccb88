import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';

/**
 * Issue 22 part 7: moving in. The owner imports a Shopify product CSV and a WordPress export from the
 * Import & export screen, follows the progress (items done of total) and reads the report: what was
 * imported, what was skipped and why, with the line or item. At desktop and phone widths, axe at 0.
 */

const FIXTURES = resolve(import.meta.dirname, '../../apps/server/test/fixtures/imports');

/** The samples, made distinct per run so each device's import brings in new things. */
function shopifyCsv(prefix: string) {
  const text = readFileSync(resolve(FIXTURES, 'shopify-products.csv'), 'utf8')
    .replaceAll('linen-camp-shirt,', `${prefix}-linen-camp-shirt,`)
    // Not "Linen Shirt": later journeys on the same server search the demo's Linen Shirt by name.
    .replace(',Linen Shirt,', `,${prefix} Camp Shirt,`)
    .replace(/^mug,/m, `${prefix}-mug,`)
    .replaceAll('LS-', `${prefix.toUpperCase()}-LS-`)
    .replace('MUG-1', `${prefix.toUpperCase()}-MUG-1`);
  return { name: `${prefix}-products.csv`, mimeType: 'text/csv', buffer: Buffer.from(text) };
}

function wordpressXml(prefix: string) {
  const text = readFileSync(resolve(FIXTURES, 'wordpress-export.xml'), 'utf8')
    .replace('<title>Field Notes</title>', `<title>Field Notes ${prefix}</title>`)
    .replaceAll('fieldnotes.example', `${prefix}.fieldnotes.example`)
    .replaceAll('<wp:post_name><![CDATA[', `<wp:post_name><![CDATA[${prefix}-`);
  return { name: `${prefix}-export.xml`, mimeType: 'text/xml', buffer: Buffer.from(text) };
}

async function importFile(
  page: Page,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = page.getByRole('region', { name: 'Import' });
  await form.getByLabel(kind).check();
  await form.getByLabel('File', { exact: true }).setInputFiles(file);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  const run = page.getByRole('region', { name: file.name });
  await expect(run).toBeVisible();
  return run;
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('the owner imports a Shopify CSV and a WordPress export, sees the progress and the report', async ({
      page,
    }) => {
      await signInToEditor(page, '/config/imports');
      await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
      await expectNoAxeViolations(page, `the import screen on ${device}`);

      const products = await importFile(page, 'Products (Shopify product CSV)', shopifyCsv(device));
      await expect(products.getByText('2 of 2 items (100%)')).toBeVisible();
      await expect(
        products.getByRole('progressbar', { name: 'Import progress: 2 of 2 items' }),
      ).toBeVisible();
      await expect(products.getByText('Finished')).toBeVisible();
      await expect(products.getByText(/2\s+imported · 0\s+updated · 0\s+skipped/)).toBeVisible();
      // The images stay out without their files, and the report says where.
      const report = products.getByRole('table', { name: 'What was skipped, and notes' });
      await expect(
        report.getByRole('row', { name: new RegExp(`${device}-linen-camp-shirt.*line 2`) }),
      ).toBeVisible();
      await page.screenshot({ path: `../.tmp/imports-shopify-${device}.png`, fullPage: true });
      await expectNoAxeViolations(page, `a finished product import on ${device}`);

      const posts = await importFile(page, 'Blog posts and pages (WordPress export)', wordpressXml(device));
      await expect(posts.getByText('8 of 8 items (100%)')).toBeVisible();
      await expect(posts.getByText(/6\s+imported · 0\s+updated · 2\s+skipped/)).toBeVisible();
      const skipped = posts.getByRole('table', { name: 'What was skipped, and notes' });
      await expect(
        skipped.getByRole('row', { name: /Main menu link.*item 8 \(line 133\).*Skipped/ }),
      ).toBeVisible();
      await expect(skipped.getByText('The item is in the WordPress trash.')).toHaveCount(0);
      await page.screenshot({ path: `../.tmp/imports-wordpress-${device}.png`, fullPage: true });
      await expectNoAxeViolations(page, `a finished WordPress import on ${device}`);

      // The recent imports list both, newest first.
      const recent = page.getByRole('table', { name: 'Recent imports' });
      await expect(
        recent.getByRole('row', { name: new RegExp(`${device}-export\\.xml.*6 imported`) }),
      ).toBeVisible();
      await expect(
        recent.getByRole('row', { name: new RegExp(`${device}-products\\.csv.*2 imported`) }),
      ).toBeVisible();
    });
  });
}

test('a hostile WordPress file is refused whole with the reason', async ({ page }) => {
  await signInToEditor(page, '/config/imports');
  const run = await importFile(page, 'Blog posts and pages (WordPress export)', {
    name: 'xxe.xml',
    mimeType: 'text/xml',
    buffer: readFileSync(resolve(FIXTURES, 'wordpress-xxe.xml')),
  });
  await expect(run.getByRole('alert')).toHaveText(/^Line 2: the file's DOCTYPE declares entities/);
  await expect(run.getByText('The file was refused; nothing was imported.')).toBeVisible();
  await expectNoAxeViolations(page, 'a refused import');
});
