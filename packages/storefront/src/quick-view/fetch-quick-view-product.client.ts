import type { ProductView, PublicForm } from '@plinth/contracts';

/** What a product page's `?format=json` context holds that a quick view reads. */
interface ProductPageJson {
  item?: unknown;
  additionalFieldsForm?: unknown;
}

/** A quick view's product with the form its Add To Cart asks (issue 11 part 6), or null when it has none. */
export interface QuickViewItem {
  product: ProductView;
  additionalFieldsForm: PublicForm | null;
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

function isPublicForm(value: unknown): value is PublicForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Partial<Record<keyof PublicForm, unknown>>;
  return typeof form.id === 'string' && Array.isArray(form.fields);
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
): Promise<QuickViewItem | null> {
  try {
    const response = await fetch(productJsonUrl(productUrl), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ProductPageJson | null;
    if (!isProductView(body?.item)) return null;
    const product = body.item;
    const form = isPublicForm(body.additionalFieldsForm) ? body.additionalFieldsForm : null;
    // A product whose form did not come with it cannot be added from here: the dialog shows the retry.
    if (product.additionalFieldsFormId !== null && form?.id !== product.additionalFieldsFormId) return null;
    return { product, additionalFieldsForm: form };
  } catch {
    return null;
  }
}
