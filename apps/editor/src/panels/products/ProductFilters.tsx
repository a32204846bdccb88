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

/** A tag or category the list can filter by (the list answer's `tags` and `categories`). */
export interface TermOption {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

interface ProductFiltersProps {
  filters: ProductListFilters;
  onChange: (filters: ProductListFilters) => void;
  /** The site's tags and categories; a select is shown once there is one to choose. */
  tags?: readonly TermOption[];
  categories?: readonly TermOption[];
}

/** Subcategories after their parent, named "Parent › Child" so the select reads as a tree. */
function categoryChoices(categories: readonly TermOption[]): { slug: string; label: string }[] {
  const top = categories.filter((c) => c.parentId === null);
  return top.flatMap((parent) => [
    { slug: parent.slug, label: parent.name },
    ...categories
      .filter((c) => c.parentId === parent.id)
      .map((child) => ({ slug: child.slug, label: `${parent.name} › ${child.name}` })),
  ]);
}

/** Status, type, stock, category and tag filters of the product list: each a labelled select, "All" for none. */
export function ProductFilters({ filters, onChange, tags = [], categories = [] }: ProductFiltersProps) {
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
      {categories.length > 0 || filters.category ? (
        <label className="product-filters__field">
          <span className="product-filters__label">Category</span>
          <select
            className="select"
            value={filters.category ?? ''}
            onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
          >
            <option value="">All</option>
            {categoryChoices(categories).map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tags.length > 0 || filters.tag ? (
        <label className="product-filters__field">
          <span className="product-filters__label">Tag</span>
          <select
            className="select"
            value={filters.tag ?? ''}
            onChange={(event) => onChange({ ...filters, tag: event.target.value || undefined })}
          >
            <option value="">All</option>
            {tags.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** Whether any filter is set (the empty list then says so). */
export function hasFilters(filters: ProductListFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
