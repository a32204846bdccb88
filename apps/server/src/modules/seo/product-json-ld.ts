import { effectivePrice, isVariantAvailable, toDecimalString } from '@plinth/commerce';
import { plainTextOf, type ProductView } from '@plinth/contracts';
import { absoluteUrl } from './canonical';

export const SCHEMA_ORG_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

export interface OfferJsonLd {
  '@type': 'Offer';
  sku: string;
  /** A decimal string in the currency's digits ("18.00", "1200" for JPY). */
  price: string;
  priceCurrency: string;
  availability: (typeof SCHEMA_ORG_AVAILABILITY)[keyof typeof SCHEMA_ORG_AVAILABILITY];
  url: string;
}

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  /** Absolute URLs; absent when the product has no image. */
  image?: string[];
  description: string;
  sku: string;
  url: string;
  /** One Offer for a product of one variant, one per variant otherwise. */
  offers: OfferJsonLd | OfferJsonLd[];
}

/** Longest description the JSON-LD carries (search engines show a snippet of it at most). */
const DESCRIPTION_MAX = 5000;

/**
 * A product page's schema.org Product (issue 13 part 6): name, images, description, SKU and an Offer
 * per variant with the price a shopper pays (the sale price while on sale), the store's currency and
 * whether it can be bought, by the storefront's own stock rules.
 */
export function productJsonLd(
  product: ProductView,
  { origin, currency, metaDescription }: { origin: string; currency: string; metaDescription: string },
): ProductJsonLd {
  const url = absoluteUrl(origin, product.fullUrl);
  const images = [
    ...new Set(
      [...product.images, ...product.variants.map((v) => v.image)]
        .filter((image) => image !== null)
        .map((image) => absoluteUrl(origin, image.url)),
    ),
  ];
  const offers = product.variants.map((variant): OfferJsonLd => ({
    '@type': 'Offer',
    sku: variant.sku,
    price: toDecimalString(effectivePrice(variant), currency),
    priceCurrency: currency,
    availability: isVariantAvailable(variant, product.productType)
      ? SCHEMA_ORG_AVAILABILITY.inStock
      : SCHEMA_ORG_AVAILABILITY.outOfStock,
    url,
  }));
  const description = plainTextOf(product.description).slice(0, DESCRIPTION_MAX);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(images.length > 0 ? { image: images } : {}),
    description: description || metaDescription || product.title,
    sku: product.variants[0]?.sku ?? product.id,
    url,
    offers: offers.length === 1 && offers[0] ? offers[0] : offers,
  };
}
