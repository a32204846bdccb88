import type { ProductView, VariantView } from '@plinth/contracts';
import { formatMessage } from './messages';
import { isVariantAvailable } from './product-state';

/** Option name to chosen value, e.g. { Size: 'M', Color: 'Sand' }; blank means not chosen. */
export type OptionSelection = Readonly<Record<string, string>>;

function chosenValue(selection: OptionSelection, optionName: string): string {
  return Object.hasOwn(selection, optionName) ? (selection[optionName] ?? '').trim() : '';
}

/** Names of the options still without a value, in the product's option order. */
export function missingOptions(product: Pick<ProductView, 'options'>, selection: OptionSelection): string[] {
  return product.options.map((option) => option.name).filter((name) => chosenValue(selection, name) === '');
}

/**
 * "Please select the Size option.", "... the Size and Color options.", "... the Size, Color and Fit
 * options."; '' when nothing is missing.
 */
export function selectOptionsMessage(names: readonly string[]): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return formatMessage('selectOneOption', { option: first });
  if (names.length === 2) return formatMessage('selectTwoOptions', { option1: first, option2: second });
  return formatMessage('selectManyOptions', {
    options: names.slice(0, -1).join(', '),
    lastOption: names[names.length - 1] ?? '',
  });
}

/**
 * The variant whose attributes match the chosen value of every option; null while an option is missing
 * or when no variant has that combination. A product without options has exactly one variant and finds
 * it with any selection.
 */
export function findVariant(
  product: Pick<ProductView, 'options' | 'variants'>,
  selection: OptionSelection,
): VariantView | null {
  if (product.options.length === 0) {
    return product.variants.length === 1 ? (product.variants[0] ?? null) : null;
  }
  if (missingOptions(product, selection).length > 0) return null;
  const matches = (variant: VariantView) =>
    product.options.every(
      (option) => variant.attributes[option.name] === chosenValue(selection, option.name),
    );
  return product.variants.find(matches) ?? null;
}

export function findVariantBySku(product: Pick<ProductView, 'variants'>, sku: string): VariantView | null {
  return product.variants.find((variant) => variant.sku === sku) ?? null;
}

/** The selection that picks this variant, to pre-fill the dropdowns (e.g. from ?sku=). */
export function selectionOf(variant: Pick<VariantView, 'attributes'>): Record<string, string> {
  return { ...variant.attributes };
}

/**
 * The values of one option that cannot be bought together with what is chosen for the other options:
 * every variant that has the value (and matches the other choices made so far) is out of stock. The
 * dropdowns mark them, so a shopper sees "L (sold out)" before trying.
 */
export function soldOutOptionValues(
  product: Pick<ProductView, 'options' | 'variants' | 'productType'>,
  selection: OptionSelection,
  optionName: string,
): string[] {
  const option = product.options.find((o) => o.name === optionName);
  if (!option) return [];
  const others = product.options.filter((o) => o.name !== optionName && chosenValue(selection, o.name));
  return option.values.filter((value) => {
    const candidates = product.variants.filter(
      (variant) =>
        variant.attributes[optionName] === value &&
        others.every((o) => variant.attributes[o.name] === chosenValue(selection, o.name)),
    );
    return candidates.length > 0 && !candidates.some((v) => isVariantAvailable(v, product.productType));
  });
}
