import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clicksCounted, startCountingClicks } from '../support/click-count';
import { blockSettings, blocksSide, createBlankPage } from '../support/page-blocks';

/**
 * Issue 24's click budgets, counted in the browser (every pointer press; typing is listed apart). The
 * form task places a new form on a Contact page of its own: the demo's /contact is other journeys'.
 */

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('a form with the default fields and one question, placed on the Contact page: at most 5 clicks', async ({
      page,
    }) => {
      const title = `Contact ${device.name} budget`;
      await createBlankPage(page, title);
      await startCountingClicks(page);

      // Add block, Form: the block comes with a new contact form, edited right here.
      await blocksSide(page).getByRole('button', { name: 'Add block' }).click();
      await page
        .getByRole('dialog', { name: /^Add block/ })
        .getByRole('button', { name: 'Form', exact: true })
        .click();
      const settings = blockSettings(page, 'Form');
      const names = settings.getByRole('list', { name: 'Fields' }).locator('.form-field-row__name');
      await expect(names).toHaveText(['Name', 'Email', 'Subject', 'Message']);

      // Add field, Text: the caret waits in its label, which is typed.
      await settings.getByRole('button', { name: 'Add field' }).click();
      await settings
        .getByRole('list', { name: 'Field types' })
        .getByRole('button', { name: 'Text', exact: true })
        .click();
      await expect(settings.getByRole('textbox', { name: 'Title' })).toBeFocused();
      await page.keyboard.type('Order number');
      await expect(names).toHaveText(['Name', 'Email', 'Subject', 'Message', 'Order number']);
      await expect(settings.locator('.placed-form__save')).toHaveText('Saved', { timeout: 15_000 });
      // The canvas shows the saved form: the page is shown again after each save of its form.
      const canvas = page.frameLocator(`iframe[title="${title}, as visitors see it"]`);
      await expect(canvas.getByText('Order number')).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, `the Form block's form in the page editor on a ${device.name}`);
      await page.screenshot({ path: `../.tmp/editor-placed-form-${device.name}.png`, fullPage: true });

      // Publish.
      await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
      await expect(page.getByText(/^Published\. The page is live/)).toBeVisible({ timeout: 15_000 });

      const clicks = await clicksCounted(page);
      console.log(
        `[click budget] form placed on a Contact page (${device.name}): ${clicks} clicks, 1 typed label`,
      );
      expect(clicks).toBeLessThanOrEqual(5);

      // What visitors get: the four starter fields and the question, under the default button.
      await page.goto(`/contact-${device.name}-budget`);
      const form = page.locator('form').filter({ hasText: 'Order number' });
      await expect(form.getByRole('textbox', { name: /Email/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Subject/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Message/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Order number/ })).toBeVisible();
    });
  });
}
