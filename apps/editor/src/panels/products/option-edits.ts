import { newKey, newVariantDraft, type ProductForm, type VariantDraft } from './product-form';
import { regenerateVariants, renameOption, renameOptionValue } from './variant-grid';

/**
 * Edits of a product's options. Each returns a new form whose variant grid matches the options again:
 * rows keep their prices, stock, SKUs and ids wherever their combination survives (variant-grid.ts).
 */
function withVariants(form: ProductForm, variants: readonly VariantDraft[]): ProductForm {
  return {
    ...form,
    variants: regenerateVariants(
      form.options,
      variants,
      (row, attributes) => ({ ...row, attributes }),
      (template, attributes) => newVariantDraft(attributes, template),
    ),
  };
}

export const MAX_OPTIONS = 6;

export function addOption(form: ProductForm): ProductForm {
  if (form.options.length >= MAX_OPTIONS) return form;
  return { ...form, options: [...form.options, { key: newKey('option'), name: '', values: [] }] };
}

export function removeOption(form: ProductForm, index: number): ProductForm {
  const options = form.options.filter((_, i) => i !== index);
  const removed = form.options[index];
  const variants = form.variants.map((row) => {
    if (!removed || !Object.hasOwn(row.attributes, removed.name)) return row;
    const { [removed.name]: _dropped, ...attributes } = row.attributes;
    return { ...row, attributes };
  });
  return withVariants({ ...form, options }, variants);
}

export function setOptionName(form: ProductForm, index: number, name: string): ProductForm {
  const option = form.options[index];
  if (!option) return form;
  const options = form.options.map((o, i) => (i === index ? { ...o, name } : o));
  return withVariants({ ...form, options }, renameOption(form.variants, option.name, name));
}

export function addOptionValue(form: ProductForm, index: number): ProductForm {
  const options = form.options.map((o, i) => (i === index ? { ...o, values: [...o.values, ''] } : o));
  return withVariants({ ...form, options }, form.variants);
}

export function setOptionValue(
  form: ProductForm,
  index: number,
  valueIndex: number,
  value: string,
): ProductForm {
  const option = form.options[index];
  const previous = option?.values[valueIndex];
  if (!option || previous === undefined) return form;
  const options = form.options.map((o, i) =>
    i === index ? { ...o, values: o.values.map((v, j) => (j === valueIndex ? value : v)) } : o,
  );
  return withVariants({ ...form, options }, renameOptionValue(form.variants, option.name, previous, value));
}

export function removeOptionValue(form: ProductForm, index: number, valueIndex: number): ProductForm {
  const options = form.options.map((o, i) =>
    i === index ? { ...o, values: o.values.filter((_, j) => j !== valueIndex) } : o,
  );
  return withVariants({ ...form, options }, form.variants);
}

export function updateVariant(form: ProductForm, key: string, change: Partial<VariantDraft>): ProductForm {
  return { ...form, variants: form.variants.map((row) => (row.key === key ? { ...row, ...change } : row)) };
}
