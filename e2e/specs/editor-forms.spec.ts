import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPanel, signInToEditor } from '../support/editor';

/**
 * Issue 11, the editor's part: an owner builds the contact form in the Forms panel (fields from the Add
 * field menu, one moved by keyboard drag, options, settings), places it with the Form block, and reads a
 * visitor's submission in the submissions view and in the CSV export, at desktop and phone widths.
 * The captcha is the real ALTCHA widget: it solves while the visitor fills the form in.
 */

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function addField(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add field' }).click();
  await page
    .getByRole('list', { name: 'Field types' })
    .getByRole('button', { name: label, exact: true })
    .click();
  return page.getByRole('region', { name: `${label} field settings` });
}

async function buildContactForm(page: Page, name: string) {
  await signInToEditor(page, '/config/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByRole('button', { name: 'Create form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create form' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A new form starts as a contact form (issue 24 §4): Name, Email and Message required, Subject not.
  const names = page.getByRole('list', { name: 'Fields' }).locator('.form-field-row__name');
  await expect(names).toHaveText(['Name', 'Email', 'Subject', 'Message']);
  const fields = page.getByRole('list', { name: 'Fields' });
  await expect(fields.locator('.form-field-row', { hasText: 'Message' })).toContainText('Required');
  await expect(fields.locator('.form-field-row', { hasText: 'Subject' })).not.toContainText('Required');
  await page.getByRole('button', { name: 'Remove Subject' }).click();
  await page.getByRole('button', { name: /^Message\b/ }).click();
  let field = page.getByRole('region', { name: 'Text area field settings' });
  await field.getByRole('spinbutton', { name: 'Character limit' }).fill('500');
  field = await addField(page, 'Dropdown');
  await field.getByRole('textbox', { name: 'Title' }).fill('Topic');
  await field.getByRole('textbox', { name: 'Option 1' }).fill('Sales');
  await field.getByRole('textbox', { name: 'Option 2' }).fill('Sales');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(field.getByText('Each option must be different')).toBeVisible();
  await field.getByRole('textbox', { name: 'Option 2' }).fill('Support');

  // Keyboard drag: Topic goes above Message (Space, ArrowUp, Space), announced to screen readers.
  const handle = page.getByRole('button', { name: 'Drag Topic' });
  await handle.focus();
  // Each step waits for what a screen reader hears, so the next key meets a measured list (as editor.spec).
  const live = page.locator('[aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Topic is at position 4 of 4.');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText('Topic is at position 3 of 4.', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Topic was dropped at position 3 of 4.');
  await expect(names).toHaveText(['Name', 'Email', 'Topic', 'Message']);

  await page.getByRole('textbox', { name: 'Submit button label' }).fill('Send');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
}

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('the owner builds a contact form: every step saved, the preview follows', async ({ page }) => {
      await buildContactForm(page, `Contact ${device.name}`);
      await expect(page.locator('.form-preview__body')).toContainText('Topic');
      await page.screenshot({ path: `../.tmp/editor-forms-builder-${device.name}.png`, fullPage: true });
      await expectNoAxeViolations(page, `the form builder on a ${device.name}`);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Fields' }).locator('.form-field-row__name')).toHaveText([
        'Name',
        'Email',
        'Topic',
        'Message',
      ]);
    });

    test('the contact form with errors, then sent with the captcha solved, seen in the editor and in the CSV', async ({
      page,
      browser,
    }) => {
      const formName = `Contact journey ${device.name}`;
      await buildContactForm(page, formName);

      // Place it with the Form block on a new page and publish.
      await page.goto('/config/pages');
      await page.getByRole('button', { name: 'Add page' }).click();
      const add = page.getByRole('dialog', { name: 'Add page' });
      const title = `Write to us ${device.name}`;
      await add.getByLabel('Title').fill(title);
      await add.getByLabel('Blank').check();
      await add.getByRole('checkbox', { name: 'Add to main navigation' }).uncheck();
      await add.getByRole('button', { name: 'Add page' }).click();
      const side = page.getByRole('complementary', { name: 'Blocks' });
      await side.getByRole('button', { name: 'Add block' }).click();
      const picker = page.getByRole('dialog', { name: /^Add block/ });
      await picker.getByRole('searchbox', { name: 'Search blocks' }).fill('Form');
      await picker.getByRole('button', { name: 'Form', exact: true }).click();
      const settings = page.getByRole('region', { name: 'Form settings' });
      // The new block comes with a new contact form of its own; the one built above replaces it.
      await expect(settings.getByRole('button', { name: new RegExp(`^Form: ${title} form`) })).toBeVisible();
      await settings.getByRole('button', { name: /^Form: / }).click();
      const choose = page.getByRole('dialog', { name: 'Choose a form' });
      await choose.getByRole('combobox', { name: 'Search forms' }).fill(formName);
      await choose.getByRole('option', { name: new RegExp(formName) }).click();
      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
      await expect(page.getByText(/^Published\. The page is live/)).toBeVisible({ timeout: 15_000 });
      const path = `/write-to-us-${device.name}`;

      // A visitor: errors first, then the answers with the captcha solved.
      const visitor = await (await browser.newContext({ viewport: device.viewport })).newPage();
      await visitor.goto(path);
      await visitor.getByRole('button', { name: 'Send' }).click();
      await expect(
        visitor.getByText('One or more fields is invalid, please check your entries.'),
      ).toBeVisible();
      await visitor.getByRole('textbox', { name: /First/ }).fill('Ada');
      await visitor.getByRole('textbox', { name: /Last/ }).fill('Lovelace');
      await visitor.getByRole('textbox', { name: /Email/ }).fill('ada@example.com');
      await visitor.getByRole('combobox', { name: /Topic/ }).selectOption('Support');
      await visitor.getByRole('textbox', { name: /Message/ }).fill('<script>alert(1)</script> Hello');
      await visitor.getByRole('button', { name: 'Send' }).click();
      await expect(visitor.getByText('Thank you!')).toBeVisible({ timeout: 20_000 });

      // The owner reads it in the editor (escaped) and in the CSV.
      await page.goto('/config/forms');
      await page
        .getByRole('table', { name: 'Forms' })
        .getByRole('row')
        .filter({ hasText: formName })
        .getByRole('link', { name: /^1 submission/ })
        .click();
      const row = page.getByRole('table', { name: 'Submissions' }).getByRole('row').nth(1);
      await expect(row).toContainText('Ada Lovelace');
      await expect(row).toContainText(title);
      await row.getByRole('button').first().click();
      const answer = page.getByRole('dialog', { name: /^Submission of/ });
      await expect(answer).toContainText('Support');
      // The answer is shown as the text it is: no element made of it.
      await expect(answer).toContainText('<script>alert(1)</script> Hello');
      await page.screenshot({ path: `../.tmp/editor-forms-submission-${device.name}.png` });
      await answer.getByRole('button', { name: 'Close' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const file = await download;
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const csv = Buffer.concat(chunks).toString('utf8');
      expect(csv).toContain('Ada Lovelace');
      expect(csv).toContain('ada@example.com');
    });
  });
}

test('the Forms panel is in the Website group of the sidebar', async ({ page }) => {
  await signInToEditor(page, '/config/pages');
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await openPanel(page, 'Forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
});
