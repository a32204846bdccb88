/**
 * Helpers the journeys share: opening demo-store pages once their islands are live, finding the things a
 * shopper looks at, and filling a cart through the API when the cart itself is what a journey is about.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const CART_API = '/api/commerce/shopping-cart';
export const ENTRIES_API = '/api/commerce/shopping-cart/entries';

/**
 * Resolves once every island on the page is hydrated. The islands are server-rendered plain forms, so a
 * click before hydration would submit the no-JavaScript form instead; each island's element gets
 * `data-hydrated` once React has taken it over.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => island.dataset.hydrated === 'true',
    ),
  );
}

/** Opens a page of the demo store and waits for its islands. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Opens a demo product's page, e.g. openProduct(page, 'linen-shirt'). */
export function openProduct(page: Page, urlId: string): Promise<void> {
  return open(page, `/shop/p/${urlId}`);
}

/** The product form's submit button, whatever its label says at the moment. */
export function addButton(scope: Page | Locator): Locator {
  return scope.locator('button.plinth-add-button');
}

/** The product form's price line: current price, then the struck original when on sale. */
export function productPrice(page: Page): Locator {
  return page.locator('.plinth-price');
}

/** A card of the shop list, found by its product title. */
export function productCard(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** The count on the header's Cart link (the seed's cart pill); hidden while the cart is empty. */
export function cartPill(page: Page): Locator {
  return page.locator('a.plinth-cart-pill__link .plinth-cart-pill__count');
}

/** The header's Cart link, named "Cart" and then the seed's count label ("Cart, 3 items in cart"). */
export function cartLink(page: Page): Locator {
  return page.locator('a.plinth-cart-pill__link');
}

/** The "{productName} was added to your cart." live region of the popover under the Cart link. */
export function addedPopover(page: Page): Locator {
  return page.locator('.plinth-cart-popover').getByRole('status');
}

/** Asserts the alert an island shows: its title and its message, word for word. */
export async function expectAlert(scope: Page | Locator, title: string, message: string): Promise<void> {
  const alert = scope.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading')).toHaveText(title);
  await expect(alert.locator('p')).toHaveText(message);
}

export function isAddEntryRequest(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === ENTRIES_API;
}

export function isCartLoadRequest(request: Request): boolean {
  return request.method() === 'GET' && new URL(request.url()).pathname === CART_API;
}

/** Records the add-to-cart POSTs a page sends from now on. */
export function recordAdds(page: Page): Request[] {
  const adds: Request[] = [];
  page.on('request', (request) => {
    if (isAddEntryRequest(request)) adds.push(request);
  });
  return adds;
}

interface ProductPageJson {
  item: { id: string };
}

/**
 * Puts a demo product in this browser context's cart through the cart API, as the islands do: the crumb
 * cookie sent back in X-CSRF-Token. The context's cookies (cart and crumb) are shared with its pages.
 */
export async function addThroughApi(page: Page, urlId: string, quantity = 1, sku?: string): Promise<void> {
  const product = await page.request.get(`/shop/p/${urlId}?format=json`);
  expect(product.ok()).toBe(true);
  const { item } = (await product.json()) as ProductPageJson;
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value;
  expect(crumb, 'the server hands every visitor a crumb cookie').toBeTruthy();
  const response = await page.request.post(ENTRIES_API, {
    data: { itemId: item.id, sku, quantity },
    headers: { 'X-CSRF-Token': crumb ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page never scrolls sideways (phone layouts). */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The header's search box (role=search, on every storefront page). */
export function headerSearch(page: Page): Locator {
  return page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search' });
}
