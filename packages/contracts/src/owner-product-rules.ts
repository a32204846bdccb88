import type { z } from 'zod';
import {
  OWNER_PRODUCT_MESSAGES as M,
  ownerProductMessage,
  PRODUCT_LIMITS as L,
} from './owner-product-messages';

/** The parsed product input as far as these rules read it. */
interface ProductInputShape {
  productType: number;
  options: { name: string; values: string[] }[];
  variants: {
    sku?: string | undefined;
    attributes: Record<string, string>;
    priceCents: number;
    salePriceCents: number;
    onSale: boolean;
    unlimited: boolean;
    stock: number | null;
  }[];
  isSubscribable: boolean;
  subscriptionPlan: unknown;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
}

type Path = (string | number)[];

/** Digital products and gift cards have no stock to count (seed 000 section 5). */
export function isAlwaysUnlimitedType(productType: number): boolean {
  return productType === 2 || productType === 4;
}

/** Seed 000 section 5: "Only physical and service products can be subscribed." */
export function isSubscribableType(productType: number): boolean {
  return productType === 1 || productType === 3;
}

/** The rules across fields of a product: options, variants against options, sale prices, stock, plans. */
export function checkProductInput(input: ProductInputShape, ctx: z.RefinementCtx): void {
  const issue = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  checkOptions(input.options, issue);
  checkVariants(input, issue);
  if (input.isSubscribable && !isSubscribableType(input.productType)) {
    issue(['isSubscribable'], M.subscriptionNotAllowed);
  } else if (input.isSubscribable && input.subscriptionPlan === null) {
    issue(['subscriptionPlan'], M.subscriptionPlanRequired);
  }
  if (input.useCustomAddButtonText && input.customAddButtonText === '') {
    issue(['customAddButtonText'], M.addButtonTextRequired);
  }
}

function checkOptions(options: ProductInputShape['options'], issue: (path: Path, message: string) => void) {
  const names = new Set<string>();
  options.forEach((option, i) => {
    const name = option.name.toLowerCase();
    if (name !== '' && names.has(name)) issue(['options', i, 'name'], M.optionNameDuplicate);
    names.add(name);
    const values = new Set<string>();
    option.values.forEach((value, j) => {
      const key = value.toLowerCase();
      if (key !== '' && values.has(key)) issue(['options', i, 'values', j], M.optionValueDuplicate);
      values.add(key);
    });
  });
}

function checkVariants(input: ProductInputShape, issue: (path: Path, message: string) => void) {
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const alwaysUnlimited = isAlwaysUnlimitedType(input.productType);
  input.variants.forEach((variant, i) => {
    const at = (...rest: Path): Path => ['variants', i, ...rest];
    for (const option of input.options) {
      const value = variant.attributes[option.name];
      if (value === undefined || value === '') {
        issue(
          at('attributes', option.name),
          ownerProductMessage('variantOptionMissing', { option: option.name }),
        );
      } else if (!option.values.includes(value)) {
        issue(
          at('attributes', option.name),
          ownerProductMessage('variantValueUnknown', { value, option: option.name }),
        );
      }
    }
    for (const name of Object.keys(variant.attributes)) {
      if (!input.options.some((o) => o.name === name)) {
        issue(at('attributes', name), ownerProductMessage('variantOptionUnknown', { option: name }));
      }
    }
    const combination = JSON.stringify(input.options.map((o) => variant.attributes[o.name] ?? ''));
    if (combinations.has(combination)) issue(at('attributes'), M.variantDuplicate);
    combinations.add(combination);

    if (variant.onSale && !(variant.salePriceCents > 0 && variant.salePriceCents < variant.priceCents)) {
      issue(at('salePriceCents'), M.salePriceInvalid);
    }
    if (!alwaysUnlimited && !variant.unlimited) {
      const stock = variant.stock;
      if (stock === null) issue(at('stock'), M.stockRequired);
      else if (!Number.isInteger(stock) || stock < 0 || stock > L.stockMax)
        issue(at('stock'), M.stockInvalid);
    }
    const sku = variant.sku ?? '';
    if (sku !== '' && skus.has(sku)) issue(at('sku'), M.skuDuplicate);
    skus.add(sku);
  });
}
