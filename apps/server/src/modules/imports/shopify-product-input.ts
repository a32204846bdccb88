import { slugify } from '@plinth/commerce';
import {
  PRODUCT_TYPE,
  SLUG_PATTERN,
  type ProductDetail,
  type ProductImage,
  type ProductInput,
} from '@plinth/contracts';
import type { ShopifyProductDraft, ShopifyVariantDraft } from './shopify-product-map';

export interface ImageInput {
  url: string;
  alt: string;
}

export interface ResolvedMedia {
  images: ImageInput[];
  /** By the draft's variant index. */
  variantImages: (ImageInput | null)[];
}

/**
 * The products module's input for one Shopify product. A product seen before keeps what the CSV does
 * not carry (type, subscription, custom texts, its images when none of the file's could be brought
 * in); its variants are matched by SKU, else by option values, so their ids (and carts) survive.
 */
export function toProductInput(
  draft: ShopifyProductDraft,
  collectionId: string,
  media: ResolvedMedia,
  existing: ProductDetail | null,
): ProductInput {
  const images: ProductInput['images'] =
    media.images.length > 0 || !existing ? media.images.map(imageInput) : existing.images.map(imageInput);
  const variantIds = matchVariants(draft, existing);
  return {
    ...(existing ? keptFields(existing) : { productType: PRODUCT_TYPE.PHYSICAL }),
    collectionId,
    status: draft.status,
    title: draft.title,
    // A product found by SKU under another handle keeps its address: links to it keep working.
    urlId: existing ? existing.urlId : urlIdOf(draft.handle),
    description: draft.descriptionHtml,
    options: draft.options,
    images,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    variants: draft.variants.map((variant, i) => ({
      ...(variantIds[i] ? { id: variantIds[i] } : {}),
      ...(variant.sku ? { sku: variant.sku } : {}),
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      unlimited: variant.stock === null,
      stock: variant.stock,
      image: media.variantImages[i] ? imageInput(media.variantImages[i]) : null,
    })),
  };
}

/** Shopify handles are already slugs; anything else is made into one. */
export function urlIdOf(handle: string): string {
  const lower = handle.toLowerCase();
  return SLUG_PATTERN.test(lower) ? lower : slugify(handle);
}

function imageInput(image: ImageInput | ProductImage): ImageInput {
  return { url: image.url, alt: image.alt };
}

function keptFields(existing: ProductDetail): Pick<ProductInput, 'productType'> & Partial<ProductInput> {
  return {
    productType: existing.productType,
    isSubscribable: existing.isSubscribable,
    subscriptionPlan: existing.subscriptionPlan,
    oneTimePurchase: existing.oneTimePurchase,
    additionalFieldsFormId: existing.additionalFieldsFormId,
    useCustomAddButtonText: existing.useCustomAddButtonText,
    customAddButtonText: existing.customAddButtonText,
    scarcityEnabled: existing.scarcityEnabled,
    scarcityText: existing.scarcityText,
    customSoldOutText: existing.customSoldOutText,
    publishAt: existing.publishAt,
  };
}

function matchVariants(draft: ShopifyProductDraft, existing: ProductDetail | null): (string | null)[] {
  if (!existing) return draft.variants.map(() => null);
  const bySku = new Map(existing.variants.filter((v) => v.sku !== '').map((v) => [v.sku, v.id]));
  const byValues = new Map(existing.variants.map((v) => [valuesKey(v.attributes), v.id]));
  const used = new Set<string>();
  return draft.variants.map((variant: ShopifyVariantDraft) => {
    const id =
      (variant.sku ? bySku.get(variant.sku) : undefined) ?? byValues.get(valuesKey(variant.attributes));
    if (!id || used.has(id)) return null;
    used.add(id);
    return id;
  });
}

function valuesKey(attributes: Record<string, string>): string {
  return JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));
}
