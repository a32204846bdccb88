import {
  isAlwaysUnlimitedType,
  OWNER_PRODUCT_MESSAGES,
  toFieldErrors,
  type BillingUnit,
  type FieldErrors,
  type ProductDetail,
  type ProductImage,
  type ProductInput,
  type ProductList,
  type ProductStatus,
  type StorePreferences,
} from '@plinth/contracts';
import { productInputSchema } from '@plinth/contracts/schemas';
import { centsToInput, parseMoneyInput } from '../../money/money-input';
import type { Attributes } from './variant-grid';
import { statusFromProduct, statusToInput } from './product-status-form';

/** The store pages a product can be filed under, as the product list answers them. */
export type ProductCollection = ProductList['collections'][number];

/** What the product editor loads before it shows the form. */
export interface ProductEditorData {
  product: ProductDetail | null;
  collections: ProductCollection[];
  store: StorePreferences;
}

/**
 * The product editor's form: what the owner types, as text where they type text (prices in major units,
 * stock counts), turned into the API's ProductInput only when saving. Keys are for React lists.
 */
export interface OptionDraft {
  key: string;
  name: string;
  values: string[];
}

export interface VariantDraft {
  key: string;
  id?: string;
  sku: string;
  attributes: Attributes;
  price: string;
  salePrice: string;
  onSale: boolean;
  unlimited: boolean;
  stock: string;
  image: ProductImage | null;
}

export interface ImageDraft extends ProductImage {
  key: string;
}

export interface ProductForm {
  /** Draft, Active or Scheduled (decision 0049); a new product starts as a draft. */
  status: ProductStatus;
  /** A datetime-local value (the owner's time zone) for Scheduled; '' otherwise. */
  publishAt: string;
  collectionId: string;
  title: string;
  urlId: string;
  description: string;
  productType: number;
  options: OptionDraft[];
  variants: VariantDraft[];
  images: ImageDraft[];
  isSubscribable: boolean;
  /** Add To Cart beside Subscribe (decision 0042). */
  oneTimePurchase: boolean;
  /** '' for no form. */
  additionalFieldsFormId: string;
  planValue: string;
  planUnit: BillingUnit;
  planCycles: string;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  scarcityEnabled: boolean;
  /** '' means the store's default text. */
  scarcityText: string;
  /** '' means the theme's "sold out". */
  customSoldOutText: string;
  /** Search and sharing (SearchSection); '' uses the title and the start of the description. */
  seoTitle: string;
  seoDescription: string;
  /** Names separated by commas (OrganizeSection); the server creates the ones that are new. */
  tags: string;
  categories: string;
}

let nextKey = 0;
/** A key for a new list row; unique for the page's life. */
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

export function newVariantDraft(attributes: Attributes, template?: VariantDraft): VariantDraft {
  return {
    key: newKey('variant'),
    sku: '',
    attributes,
    price: template?.price ?? '',
    salePrice: template?.salePrice ?? '',
    onSale: template?.onSale ?? false,
    unlimited: template?.unlimited ?? false,
    stock: '0',
    image: null,
  };
}

export function emptyProductForm(collectionId: string, scarcityShownByDefault = false): ProductForm {
  return {
    status: 'draft',
    publishAt: '',
    collectionId,
    title: '',
    urlId: '',
    description: '',
    productType: 1,
    options: [],
    variants: [newVariantDraft({})],
    images: [],
    isSubscribable: false,
    oneTimePurchase: false,
    additionalFieldsFormId: '',
    planValue: '1',
    planUnit: 'MONTH',
    planCycles: '0',
    useCustomAddButtonText: false,
    customAddButtonText: '',
    scarcityEnabled: scarcityShownByDefault,
    scarcityText: '',
    customSoldOutText: '',
    seoTitle: '',
    seoDescription: '',
    tags: '',
    categories: '',
  };
}

export function formFromProduct(product: ProductDetail, currency: string): ProductForm {
  return {
    ...statusFromProduct(product),
    collectionId: product.collectionId,
    title: product.title,
    urlId: product.urlId,
    description: product.description,
    productType: product.productType,
    options: product.options.map((option) => ({
      key: newKey('option'),
      name: option.name,
      values: [...option.values],
    })),
    variants: product.variants.map((variant) => ({
      key: `variant-${variant.id}`,
      id: variant.id,
      sku: variant.sku,
      attributes: { ...variant.attributes },
      price: centsToInput(variant.priceCents, currency),
      salePrice: variant.salePriceCents > 0 ? centsToInput(variant.salePriceCents, currency) : '',
      onSale: variant.onSale,
      unlimited: variant.unlimited,
      stock: String(variant.stock),
      image: variant.image,
    })),
    images: product.images.map((image) => ({ ...image, key: newKey('image') })),
    isSubscribable: product.isSubscribable,
    oneTimePurchase: product.oneTimePurchase,
    additionalFieldsFormId: product.additionalFieldsFormId ?? '',
    planValue: String(product.subscriptionPlan?.billingPeriod.value ?? 1),
    planUnit: product.subscriptionPlan?.billingPeriod.unit ?? 'MONTH',
    planCycles: String(product.subscriptionPlan?.numBillingCycles ?? 0),
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
    scarcityEnabled: product.scarcityEnabled,
    scarcityText: product.scarcityText ?? '',
    customSoldOutText: product.customSoldOutText ?? '',
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    tags: product.tags.join(', '),
    categories: product.categories.join(', '),
  };
}

/** "Linen, Summer ," → ["Linen", "Summer"]: the names the owner typed, in order. */
export function termNameList(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function wholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/**
 * The API body for the form, and every message the owner must act on before it can be sent: prices and
 * counts that do not read as numbers, then the shared product rules (the server applies the same ones).
 */
export function formToInput(
  form: ProductForm,
  currency: string,
): { input: ProductInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const alwaysUnlimited = isAlwaysUnlimitedType(form.productType);
  const variants = form.variants.map((variant, index) => {
    const at = (field: string) => `variants.${index}.${field}`;
    const price = parseMoneyInput(variant.price, currency);
    if (!price.ok) errors[at('priceCents')] = price.message;
    let salePriceCents = 0;
    if (variant.onSale || variant.salePrice.trim() !== '') {
      const sale = parseMoneyInput(variant.salePrice, currency);
      if (sale.ok) salePriceCents = sale.cents;
      else if (variant.onSale) errors[at('salePriceCents')] = sale.message;
    }
    const unlimited = alwaysUnlimited || variant.unlimited;
    const stock = wholeNumber(variant.stock);
    if (!unlimited && stock === null) {
      errors[at('stock')] =
        variant.stock.trim() === ''
          ? OWNER_PRODUCT_MESSAGES.stockRequired
          : OWNER_PRODUCT_MESSAGES.stockInvalid;
    }
    return {
      ...(variant.id ? { id: variant.id } : {}),
      sku: variant.sku.trim(),
      attributes: variant.attributes,
      priceCents: price.ok ? price.cents : 0,
      salePriceCents,
      onSale: variant.onSale,
      unlimited,
      stock,
      image: variant.image ? { url: variant.image.url, alt: variant.image.alt } : null,
    };
  });
  const status = statusToInput(form);
  Object.assign(errors, status.errors);
  const input: ProductInput = {
    ...status.input,
    collectionId: form.collectionId,
    title: form.title,
    urlId: form.urlId,
    description: form.description,
    productType: form.productType,
    options: form.options.map((option) => ({ name: option.name, values: option.values })),
    variants,
    images: form.images.map((image) => ({ url: image.url, alt: image.alt })),
    isSubscribable: form.isSubscribable,
    subscriptionPlan: form.isSubscribable
      ? {
          billingPeriod: { value: wholeNumber(form.planValue) ?? Number.NaN, unit: form.planUnit },
          numBillingCycles: wholeNumber(form.planCycles) ?? Number.NaN,
        }
      : null,
    oneTimePurchase: form.isSubscribable && form.oneTimePurchase,
    additionalFieldsFormId: form.additionalFieldsFormId === '' ? null : form.additionalFieldsFormId,
    useCustomAddButtonText: form.useCustomAddButtonText,
    customAddButtonText: form.customAddButtonText,
    scarcityEnabled: form.scarcityEnabled,
    scarcityText: form.scarcityText.trim() === '' ? null : form.scarcityText,
    customSoldOutText: form.customSoldOutText.trim() === '' ? null : form.customSoldOutText,
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    tags: termNameList(form.tags),
    categories: termNameList(form.categories),
  };
  const checked = productInputSchema.safeParse(input);
  const ruleErrors = checked.success ? {} : toFieldErrors(checked.error.issues);
  return { input, errors: { ...ruleErrors, ...errors } };
}
