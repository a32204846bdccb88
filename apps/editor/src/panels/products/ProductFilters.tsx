import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_FILTER,
  type ProductStatus,
  type ProductStockFilter,
} from '@plinth/contracts';
import type { ProductListFilters } from '../../api/products-api';
import { CREATABLE_TYPES, PRODUCT_TYPE_LABEL } from './product-types';

const STOCK_LABELS: Record<ProductStockFilter, string> = {
  [PRODUCT_STOCK_FILTER.inStock]: 'In stock',
  [PRODUCT_STOCK_FILTER.low]: 'Low stock',
  [PRODUCT_STOCK_FILTER.out]: 'Out of stock',
};

interface ProductFiltersProps {
  filters: ProductListFilters;
  onChange: (filters: ProductListFilters) => void;
}

/** Status, type and stock filters of the product list: each a labelled select, "All" for none. */
export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
  return (
    <div className="product-filters" role="group" aria-label="Filter products">
      <label className="product-filters__field">
        <span className="product-filters__label">Status</span>
        <select
          className="select"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as ProductStatus | undefined })
          }
        >
          <option value="">All</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filters__field">
        <span className="product-filters__label">Type</span>
        <select
          className="select"
          value={filters.type === undefined ? '' : String(filters.type)}
          onChange={(event) =>
            onChange({ ...filters, type: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">All</option>
          {CREATABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABEL[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filters__field">
        <span className="product-filters__label">Stock</span>
        <select
          className="select"
          value={filters.stock ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              stock: (event.target.value || undefined) as ProductStockFilter | undefined,
            })
          }
        >
          <option value="">All</option>
          {Object.entries(STOCK_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Whether any filter is set (the empty list then says so). */
export function hasFilters(filters: ProductListFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
