import { useState } from 'react';
import { listProducts, type ProductListFilters } from '../../api/products-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { useSearchQuery } from '../../router/use-search-query';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { useStorePreferences } from '../store/use-store-preferences';
import { BulkActions, type BulkOutcome } from './BulkActions';
import { hasFilters, ProductFilters } from './ProductFilters';
import { ProductTable } from './ProductTable';
import { EDITOR_BASE } from '../../router/router';

/**
 * The product list: search (kept in the address as ?q=), filters by status, type and stock, and a
 * table with each product's status, price and stock. Owners who may change products tick rows to set
 * their status or delete them at once.
 */
export function ProductsPanel() {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.storeEdit);
  const { query, search, setSearch } = useSearchQuery(`${EDITOR_BASE}/products`);
  const [filters, setFilters] = useState<ProductListFilters>({});
  const products = useFetch(
    (signal) => listProducts(query, signal, filters),
    JSON.stringify([query, filters]),
  );
  const preferences = useStorePreferences();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  function finish(result: BulkOutcome) {
    setOutcome(result);
    setSelected(new Set());
    products.reload();
  }

  return (
    <section className="panel">
      <PanelHeader
        title="Products"
        description="Everything your store sells. Open a product to change its price, options, images, stock or status."
        actions={
          canEdit ? (
            <Link to={`${EDITOR_BASE}/products/new`} className="button button--primary">
              Add product
            </Link>
          ) : null
        }
      />
      <div className="toolbar product-toolbar" data-unsaved-ignore>
        <label className="visually-hidden" htmlFor="product-search">
          Search products
        </label>
        <input
          id="product-search"
          className="input toolbar__search"
          type="search"
          placeholder="Search by title or SKU"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ProductFilters
          filters={filters}
          onChange={setFilters}
          tags={products.data?.tags}
          categories={products.data?.categories}
        />
      </div>
      {outcome ? <BulkOutcomeAlert outcome={outcome} /> : null}
      <LoadState state={products} skeleton={<SkeletonRows rows={5} />}>
        {({ products: items }) => {
          const ticked = items.filter((p) => selected.has(p.id));
          return items.length === 0 ? (
            <EmptyProducts query={query} filtered={hasFilters(filters)} canCreate={canEdit} />
          ) : (
            <>
              {canEdit && ticked.length > 0 ? <BulkActions selected={ticked} onDone={finish} /> : null}
              <ProductTable
                products={items}
                currency={preferences.data?.currency ?? null}
                selected={canEdit ? selected : null}
                onSelect={setSelected}
              />
            </>
          );
        }}
      </LoadState>
    </section>
  );
}

function BulkOutcomeAlert({ outcome }: { outcome: BulkOutcome }) {
  return (
    <>
      {outcome.done ? <Alert tone="success">{outcome.done}</Alert> : null}
      {outcome.refused.length > 0 ? (
        <Alert tone="error" title="Some products were not changed">
          <ul className="bulk-refusals">
            {outcome.refused.map((refusal, index) => (
              <li key={index}>
                {refusal.title}: {refusal.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}

function EmptyProducts({
  query,
  filtered,
  canCreate,
}: {
  query: string;
  filtered: boolean;
  canCreate: boolean;
}) {
  if (query) return <p className="empty">No products match “{query}”.</p>;
  if (filtered) return <p className="empty">No products match these filters.</p>;
  return (
    <div className="empty">
      <p>Your store has no products yet.</p>
      {canCreate ? (
        <Link to={`${EDITOR_BASE}/products/new`} className="button button--primary">
          Add your first product
        </Link>
      ) : null}
    </div>
  );
}
