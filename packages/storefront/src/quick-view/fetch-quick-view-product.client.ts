import type { ProductView } from '@plinth/contracts';

/** What a product page's `?format=json` context holds that a quick view reads. */
interface ProductPageJson {
  item?: unknown;
}

/** A light shape check: a full zod parse would pull every schema into the browser bundle. */
function isProductView(value: unknown): value is ProductView {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof ProductView, unknown>>;
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.fullUrl === 'string' &&
    Array.isArray(item.variants) &&
    Array.isArray(item.options) &&
    Array.isArray(item.images)
  );
}

/** The product page's JSON context: the same data the page itself is rendered from. */
export function productJsonUrl(productUrl: string): string {
  return `${productUrl}${productUrl.includes('?') ? '&' : '?'}format=json`;
}

/**
 * The product a quick view shows, read from its page's JSON context. Must never throw: a network
 * failure, an error status, an abort or an unexpected body all answer null and the dialog offers a retry.
 */
export async function fetchQuickViewProduct(
  productUrl: string,
  signal: AbortSignal,
): Promise<ProductView | null> {
  try {
    const response = await fetch(productJsonUrl(productUrl), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ProductPageJson | null;
    return isProductView(body?.item) ? body.item : null;
  } catch {
    return null;
  }
}
