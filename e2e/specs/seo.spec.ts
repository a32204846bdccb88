import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToEditor } from '../support/editor';

/**
 * Issue 13 part 6: a product's SEO title and description in the editor, with the search-result
 * preview following the owner's typing, at desktop and phone widths; what the product page then tells
 * search engines and link previews.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function openProduct(page: Page, title: string) {
  await signInToEditor(page, '/config/products');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Search and sharing' })).toBeVisible();
}

const section = (page: Page) => page.getByRole('region', { name: 'Search and sharing' });
const preview = (page: Page) => page.getByRole('figure', { name: 'Search result preview' });

/** A visitor's own browser (no editor session). */
async function asVisitor<T>(browser: Browser, run: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`product SEO on ${name}`, () => {
    test.use({ viewport });

    test(`the search-result preview follows the SEO fields, and the saved ones reach the product page (${name})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // Each width edits its own product, so the two runs never see each other's saves.
      const product = name === 'desktop' ? 'Ceramic Mug' : 'Vintage Lamp';
      const path = name === 'desktop' ? '/shop/p/ceramic-mug' : '/shop/p/vintage-lamp';
      await openProduct(page, product);
      const host = new URL(baseURL ?? '').host;

      // Empty fields: the preview shows the defaults the page uses.
      await expect(preview(page)).toContainText(`${product} — Plinth Supply Co.`);
      await expect(preview(page)).toContainText(`${host} › shop › p ›`);
      await expect(section(page).getByLabel('SEO title')).toHaveAttribute('placeholder', product);

      const seoTitle = `${product} handmade in small batches | Plinth Supply`;
      await section(page).getByLabel('SEO title').fill(seoTitle);
      await expect(preview(page)).toContainText(seoTitle);
      await expect(section(page).getByText(`${seoTitle.length} of 60 characters`)).toBeVisible();

      // Past the length results show: the counter says so and the preview cuts the title.
      const tooLong = `${seoTitle} — free shipping on every order over fifty`;
      await section(page).getByLabel('SEO title').fill(tooLong);
      await expect(section(page).getByText(/search results show about the first 60/)).toBeVisible();
      await expect(preview(page)).not.toContainText(tooLong);
      await expect(preview(page).locator('.search-preview__title')).toHaveText(/…$/);
      await expectNoAxeViolations(page, `the product editor's Search and sharing (${name}, title too long)`);

      await section(page).getByLabel('SEO title').fill(seoTitle);
      const seoDescription = 'Made by hand in our studio and fired twice, so it lasts for years of mornings.';
      await section(page).getByLabel('SEO description').fill(seoDescription);
      await expect(preview(page)).toContainText(seoDescription);
      await expect(section(page).getByText(`${seoDescription.length} of 160 characters`)).toBeVisible();
      await section(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `../.tmp/seo-product-editor-${name}.png` });
      await expectNoAxeViolations(page, `the product editor's Search and sharing (${name})`);

      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.locator('.save-bar__status')).toHaveText('Saved.');

      await asVisitor(browser, async (visitor) => {
        await visitor.goto(path);
        await expect(visitor).toHaveTitle(seoTitle);
        await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', seoDescription);
        await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', seoTitle);
        await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path.replace(/\//g, '\\/')}$`),
        );
        const jsonLd = JSON.parse(
          (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '',
        ) as { '@type': string; name: string; offers: { availability: string } };
        expect(jsonLd['@type']).toBe('Product');
        expect(jsonLd.name).toBe(product);
        expect(jsonLd.offers.availability).toBe('https://schema.org/InStock');
      });
    });
  });
}
