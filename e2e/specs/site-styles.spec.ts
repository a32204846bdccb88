import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';

/**
 * Issue 10 part 4: an owner picks the site's fonts and accent colour in Site styles; every storefront
 * page (the home page and other block pages, the store) shows them, with the fonts served by this
 * server. Decision 0036.
 */

const SCREENS = [
  {
    name: 'desktop',
    width: 1280,
    height: 900,
    heading: { search: 'playf', family: 'Playfair Display' },
    body: { category: 'Mono', family: 'JetBrains Mono' },
    accent: { hex: '#b5179e', rgb: 'rgb(181, 23, 158)' },
  },
  {
    name: 'phone',
    width: 390,
    height: 844,
    heading: { search: 'ABRIL', family: 'Abril Fatface' },
    body: { category: 'Slab Serif', family: 'Arvo' },
    accent: { hex: '#f2c14e', rgb: 'rgb(242, 193, 78)' },
  },
] as const;

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** What a visitor's page uses: the fonts of its heading and text, whether they loaded, the accent. */
async function storefrontLook(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const fontRequests: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await visitor.goto(path);
    return await visitor.evaluate(async (requests) => {
      await document.fonts.ready;
      const heading = document.querySelector('h1, h2');
      const root = getComputedStyle(document.documentElement);
      return {
        headingFont: heading ? getComputedStyle(heading).fontFamily : '',
        bodyFont: getComputedStyle(document.body).fontFamily,
        accent: root.getPropertyValue('--color-accent').trim(),
        accentContrast: root.getPropertyValue('--color-accent-contrast').trim(),
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        fontRequests: requests,
      };
    }, fontRequests);
  } finally {
    await context.close();
  }
}

for (const screen of SCREENS) {
  test.describe(`site styles on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('a heading font by search, a body font by category and the accent by Hex, saved and seen on the storefront', async ({
      page,
      browser,
    }) => {
      await signInToEditor(page, '/config/site-styles');
      await expect(page.getByRole('heading', { level: 1, name: 'Site styles' })).toBeVisible();

      const heading = page.getByRole('group', { name: 'Heading font', exact: true });
      await heading.getByLabel('Search fonts').fill(screen.heading.search);
      await heading.getByRole('radio', { name: new RegExp(screen.heading.family) }).check();

      const body = page.getByRole('group', { name: 'Body font', exact: true });
      await body.getByRole('radio', { name: screen.body.category, exact: true }).check();
      await expect(body.getByRole('radio', { name: /^Inter/ })).toHaveCount(0);
      await body.getByRole('radio', { name: new RegExp(screen.body.family) }).check();
      // The chosen fonts are now the Style Guide's.
      await body.getByRole('radio', { name: 'Fonts in Style Guide', exact: true }).check();
      await expect(body.getByRole('radio', { name: new RegExp(screen.heading.family) })).toBeVisible();

      await page.getByRole('button', { name: 'Change accent colour' }).click();
      const accent = page.getByRole('group', { name: 'Accent colour' });
      await expect(accent.getByRole('slider', { name: 'Color Map' })).toBeVisible();
      await expect(accent.getByRole('slider', { name: 'Hue' })).toBeVisible();
      await accent.getByLabel('Hex').fill(screen.accent.hex);
      await accent.getByLabel('Hex').blur();
      await expect(accent.getByLabel('RGB')).toHaveValue(screen.accent.rgb.slice(4, -1));
      // react-colorful's stylesheet applies under the editor's policy (its nonce): the map has its size.
      const mapHeight = await accent
        .locator('.react-colorful__saturation')
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(mapHeight).toBeGreaterThan(100);
      await shot(page, `site-styles-editor-${screen.name}`);
      await page.getByLabel('Space between blocks').selectOption('roomy');

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved.')).toBeVisible();

      for (const path of ['/', '/about', '/shop']) {
        const look = await storefrontLook(browser, path);
        expect(look.headingFont, path).toContain(screen.heading.family);
        expect(look.bodyFont, path).toContain(screen.body.family);
        expect(look.loaded, path).toContain(screen.body.family);
        expect(look.accent, path).toBe(screen.accent.hex);
        expect(
          look.fontRequests.every((url) => url.startsWith('/assets/fonts/')),
          path,
        ).toBe(true);
      }
      const visitor = await browser.newPage({ viewport: { width: screen.width, height: screen.height } });
      await visitor.goto('/about');
      await expect(visitor.locator('h1, h2').first()).toHaveCSS(
        'font-family',
        new RegExp(screen.heading.family),
      );
      // Roomy: 3rem between the page's blocks.
      await expect(visitor.locator('.block-page')).toHaveCSS('--block-gap', '3rem');
      await shot(visitor, `site-styles-storefront-${screen.name}`);
      await visitor.close();
    });
  });
}

test('the Site styles screen has no accessibility violations, with a colour picker open', async ({
  page,
}) => {
  await signInToEditor(page, '/config/site-styles');
  await expect(page.getByRole('group', { name: 'Heading font', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change background colour' }).click();
  await expect(page.getByRole('group', { name: 'Background colour' }).getByLabel('Hex')).toBeVisible();
  await expectNoAxeViolations(page, 'Site styles');
});
