import { currencyPrefix } from '@plinth/commerce';
import { isAlwaysUnlimitedType } from '@plinth/contracts';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { updateVariant } from './option-edits';
import type { VariantDraft } from './product-form';
import type { SectionProps } from './section-props';
import { variantLabel } from './variant-grid';

/** One row per variant: SKU, price, sale price, stock or unlimited, and its image. */
export function VariantsTable({ form, onChange, errors, currency }: SectionProps) {
  const alwaysUnlimited = isAlwaysUnlimitedType(form.productType);
  const symbol = currencyPrefix(currency).trim();
  const set = (key: string, change: Partial<VariantDraft>) =>
    onChange((current) => updateVariant(current, key, change));
  return (
    <FormSection
      title={form.variants.length === 1 ? 'Price and stock' : `Variants (${form.variants.length})`}
      description={`Prices in ${currency}.${alwaysUnlimited ? ' Digital products and gift cards are always in stock.' : ''}`}
    >
      {errors.variants ? <p className="field__error">{errors.variants}</p> : null}
      <div className="table-wrap">
        <table className="table variant-table">
          <thead>
            <tr>
              {form.options.length > 0 ? <th scope="col">Variant</th> : null}
              <th scope="col">Price ({symbol})</th>
              <th scope="col">Sale</th>
              <th scope="col">Stock</th>
              <th scope="col">SKU</th>
              {form.images.length > 0 ? <th scope="col">Image</th> : null}
            </tr>
          </thead>
          <tbody>
            {form.variants.map((variant, index) => {
              const label = variantLabel(variant.attributes, form.options) || form.title || 'this product';
              const at = (field: string) => errors[`variants.${index}.${field}`];
              const comboError =
                at('attributes') ??
                Object.entries(errors).find(([path]) =>
                  path.startsWith(`variants.${index}.attributes.`),
                )?.[1];
              return (
                <tr key={variant.key}>
                  {form.options.length > 0 ? (
                    <th scope="row" className="variant-table__name">
                      {variantLabel(variant.attributes, form.options) || '—'}
                      {comboError ? <p className="field__error">{comboError}</p> : null}
                    </th>
                  ) : null}
                  <td data-label="Price">
                    <Field label={`Price for ${label}`} hideLabel error={at('priceCents')}>
                      {(control) => (
                        <input
                          {...control}
                          className="input input--money"
                          inputMode="decimal"
                          value={variant.price}
                          onChange={(event) => set(variant.key, { price: event.target.value })}
                        />
                      )}
                    </Field>
                  </td>
                  <td data-label="Sale">
                    <div className="variant-table__sale">
                      <label className="inline-check">
                        <input
                          type="checkbox"
                          checked={variant.onSale}
                          onChange={(event) => set(variant.key, { onSale: event.target.checked })}
                        />
                        On sale <span className="visually-hidden">({label})</span>
                      </label>
                      {variant.onSale ? (
                        <Field label={`Sale price for ${label}`} hideLabel error={at('salePriceCents')}>
                          {(control) => (
                            <input
                              {...control}
                              className="input input--money"
                              inputMode="decimal"
                              value={variant.salePrice}
                              onChange={(event) => set(variant.key, { salePrice: event.target.value })}
                            />
                          )}
                        </Field>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="Stock">
                    {alwaysUnlimited ? (
                      <span className="muted">Always in stock</span>
                    ) : (
                      <div className="variant-table__stock">
                        <Field label={`Stock for ${label}`} hideLabel error={at('stock')}>
                          {(control) => (
                            <input
                              {...control}
                              className="input input--count"
                              inputMode="numeric"
                              value={variant.unlimited ? '' : variant.stock}
                              placeholder={variant.unlimited ? '∞' : undefined}
                              disabled={variant.unlimited}
                              onChange={(event) => set(variant.key, { stock: event.target.value })}
                            />
                          )}
                        </Field>
                        <label className="inline-check">
                          <input
                            type="checkbox"
                            checked={variant.unlimited}
                            onChange={(event) => set(variant.key, { unlimited: event.target.checked })}
                          />
                          Unlimited <span className="visually-hidden">({label})</span>
                        </label>
                      </div>
                    )}
                  </td>
                  <td data-label="SKU">
                    <Field label={`SKU for ${label}`} hideLabel error={at('sku')}>
                      {(control) => (
                        <input
                          {...control}
                          className="input input--sku"
                          spellCheck={false}
                          placeholder="Automatic"
                          value={variant.sku}
                          onChange={(event) => set(variant.key, { sku: event.target.value })}
                        />
                      )}
                    </Field>
                  </td>
                  {form.images.length > 0 ? (
                    <td data-label="Image">
                      <Field label={`Image for ${label}`} hideLabel>
                        {(control) => (
                          <select
                            {...control}
                            className="select"
                            value={variant.image?.url ?? ''}
                            onChange={(event) => {
                              const image = form.images.find((i) => i.url === event.target.value);
                              set(variant.key, {
                                image: image
                                  ? {
                                      url: image.url,
                                      alt: image.alt,
                                      width: image.width,
                                      height: image.height,
                                    }
                                  : null,
                              });
                            }}
                          >
                            <option value="">Product images</option>
                            {form.images.map((image, imageIndex) => (
                              <option key={image.key} value={image.url}>
                                {`${imageIndex + 1}. ${image.alt || 'Image'}`}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </FormSection>
  );
}
