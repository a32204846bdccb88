import { formatMoney } from '@plinth/commerce';
import type { ProductListItem } from '@plinth/contracts';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { ProductBadges } from './ProductBadges';
import { ProductStatusPill } from './ProductStatusPill';
import { PRODUCT_TYPE_LABEL } from './product-types';

interface ProductTableProps {
  products: readonly ProductListItem[];
  currency: string | null;
  /** Ids of the rows ticked; null when the owner cannot change products (no checkboxes). */
  selected: ReadonlySet<string> | null;
  onSelect: (ids: ReadonlySet<string>) => void;
}

/**
 * The product list as a table: a checkbox per row (and one for all) when the owner may change
 * products, the product with its type and variants, its status pill, price, stock and badges.
 */
export function ProductTable({ products, currency, selected, onSelect }: ProductTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const count = selected ? products.filter((p) => selected.has(p.id)).length : 0;
  const all = count > 0 && count === products.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  function toggle(id: string, on: boolean) {
    if (!selected) return;
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  }

  return (
    <div className="table-wrap card product-table-wrap">
      <table className="table product-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            {selected ? (
              <th scope="col" className="product-table__check">
                <input
                  ref={allRef}
                  type="checkbox"
                  className="product-table__checkbox"
                  aria-label="Select all products"
                  checked={all}
                  onChange={(event) =>
                    onSelect(new Set(event.target.checked ? products.map((p) => p.id) : []))
                  }
                />
              </th>
            ) : null}
            <th scope="col">Product</th>
            <th scope="col">Status</th>
            <th scope="col" className="product-table__num product-table__wide">
              Price
            </th>
            <th scope="col" className="product-table__num product-table__wide">
              Stock
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductTableRow
              key={product.id}
              product={product}
              currency={currency}
              checked={selected ? selected.has(product.id) : null}
              onCheck={(on) => toggle(product.id, on)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  product: ProductListItem;
  currency: string | null;
  checked: boolean | null;
  onCheck: (on: boolean) => void;
}

function ProductTableRow({ product, currency, checked, onCheck }: RowProps) {
  const variants = product.variantCount === 1 ? '1 variant' : `${product.variantCount} variants`;
  const price = currency ? formatMoney(product.priceCents, currency) : '—';
  const stock = product.stock === null ? 'Unlimited' : `${product.stock} in stock`;
  return (
    <tr className={checked ? 'product-table__row is-selected' : 'product-table__row'}>
      {checked !== null ? (
        <td className="product-table__check">
          <input
            type="checkbox"
            className="product-table__checkbox"
            aria-label={`Select ${product.title}`}
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
          />
        </td>
      ) : null}
      <th scope="row">
        <div className="product-table__product">
          {product.image ? (
            <img
              className="product-row__thumb"
              src={product.image.url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          ) : (
            <span className="product-row__thumb product-row__thumb--empty" aria-hidden="true" />
          )}
          <span className="product-table__name">
            <Link
              to={`${EDITOR_BASE}/products/${encodeURIComponent(product.id)}`}
              className="product-table__title"
            >
              {product.title}
            </Link>
            <span className="product-row__meta">
              {PRODUCT_TYPE_LABEL[product.productType] ?? 'Product'} · {variants}
            </span>
            {/* Price and stock under the title on a phone, where their columns are hidden. */}
            <span className="product-row__meta product-table__narrow">
              {price} · {stock}
            </span>
            <ProductBadges product={product} />
          </span>
        </div>
      </th>
      <td>
        <ProductStatusPill product={product} />
      </td>
      <td className="product-table__num product-table__wide">
        <span className="product-row__price">{price}</span>
        {currency && product.originalPriceCents !== null ? (
          <s className="product-row__was">
            <span className="visually-hidden">was </span>
            {formatMoney(product.originalPriceCents, currency)}
          </s>
        ) : null}
      </td>
      <td className="product-table__num product-table__wide product-row__stock">{stock}</td>
    </tr>
  );
}
