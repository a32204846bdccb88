import {
  MESSAGES,
  effectivePrice,
  formatMoney,
  lowestPriceVariant,
  formatSubscriptionPlan,
  isOnSale,
  isSoldOut,
  productButtonText,
  productStatusClass,
} from '@plinth/commerce';
import { PRODUCT_TYPE, type ProductView } from '@plinth/contracts';
import type { ProductCard, ProductItemContext } from '@plinth/theme';

const TYPE_NAMES = {
  [PRODUCT_TYPE.PHYSICAL]: 'physical',
  [PRODUCT_TYPE.DIGITAL]: 'digital',
  [PRODUCT_TYPE.SERVICE]: 'service',
  [PRODUCT_TYPE.GIFT_CARD]: 'gift-card',
  [PRODUCT_TYPE.PAYWALL]: 'paywall',
} as const;

/** Before a choice, cards and pages show the cheapest variant's price. */
function priceLabels(product: ProductView, currency: string) {
  const variant = lowestPriceVariant(product);
  if (!variant) return { priceLabel: formatMoney(0, currency), originalPriceLabel: null };
  return {
    priceLabel: formatMoney(effectivePrice(variant), currency),
    originalPriceLabel: variant.onSale ? formatMoney(variant.price, currency) : null,
  };
}

/** The product's own sold-out text, else the store's (both already in the view), else the catalogue's. */
function soldOutLabel(product: ProductView): string {
  return product.scarcity.customSoldOutText || MESSAGES.soldOutBadge;
}

export function toProductCard(product: ProductView, currency: string, groupName: string): ProductCard {
  const soldOut = isSoldOut(product);
  const onlyVariant = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    title: product.title,
    fullUrl: product.fullUrl,
    image: product.images[0] ?? null,
    productType: product.productType,
    ...priceLabels(product, currency),
    hasPriceRange: new Set(product.variants.map(effectivePrice)).size > 1,
    onSale: !soldOut && isOnSale(product),
    soldOut,
    statusClass: productStatusClass(product),
    soldOutLabel: soldOutLabel(product),
    // A product with a form (issue 11 part 6) is answered on its page: the card's button leads there.
    requiresSelection: product.options.length > 0 || !onlyVariant || product.additionalFieldsFormId !== null,
    sku: onlyVariant?.sku ?? null,
    groupName,
    addButtonText: productButtonText(product),
    subscribable: product.isSubscribable,
  };
}

export function toItemContext(product: ProductView, currency: string): ProductItemContext {
  const soldOut = isSoldOut(product);
  return {
    ...product,
    ...priceLabels(product, currency),
    onSale: !soldOut && isOnSale(product),
    soldOut,
    statusClass: productStatusClass(product),
    soldOutLabel: soldOutLabel(product),
    subscriptionLabel:
      product.isSubscribable && product.subscriptionPlan
        ? formatSubscriptionPlan(product.subscriptionPlan)
        : null,
    productTypeName: TYPE_NAMES[product.productType],
  };
}
