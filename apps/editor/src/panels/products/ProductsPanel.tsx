import { formatMoney } from '@plinth/commerce';
import type { ProductListItem } from '@plinth/contracts';
import { listProducts } from '../../api/products-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { useSearchQuery } from '../../router/use-search-query';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { useStorePreferences } from '../store/use-store-preferences';
import { ProductBadges } from './ProductBadges';
import { PRODUCT_TYPE_LABEL } from './product-types';
import { EDITOR_BASE } from '../../router/router';

/** The product list: search (kept in the address as ?q=), thumbnails, price, stock and status badges. */
export function ProductsPanel() {
  const { can } = useSignedIn();
  const { query, search, setSearch } = useSearchQuery(`${EDITOR_BASE}/products`);
  const products = useFetch((signal) => listProducts(query, signal), query);
  const preferences = useStorePreferences();

  return (
    <section className="panel">
      <PanelHeader
        title="Products"
        description="Everything your store sells. Open a product to change its price, options, images or stock."
        actions={
          can(PERMISSION.storeEdit) ? (
            <Link to={`${EDITOR_BASE}/products/new`} className="button button--primary">
              Add product
            </Link>
          ) : null
        }
      />
      <div className="toolbar" data-unsaved-ignore>
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
      </div>
      <LoadState state={products} skeleton={<SkeletonRows rows={5} />}>
        {({ products: items }) =>
          items.length === 0 ? (
            <EmptyProducts query={query} canCreate={can(PERMISSION.storeEdit)} />
          ) : (
            <ul className="product-list" aria-label="Products">
              {items.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  currency={preferences.data?.currency ?? null}
                />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function ProductRow({ product, currency }: { product: ProductListItem; currency: string | null }) {
  const variants = product.variantCount === 1 ? '1 variant' : `${product.variantCount} variants`;
  return (
    <li className="product-row">
      {product.image ? (
        <img
          className="product-row__thumb"
          src={product.image.url}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <span className="product-row__thumb product-row__thumb--empty" aria-hidden="true" />
      )}
      <div className="product-row__main">
        <Link to={`${EDITOR_BASE}/products/${encodeURIComponent(product.id)}`} className="product-row__title">
          {product.title}
        </Link>
        <p className="product-row__meta">
          {PRODUCT_TYPE_LABEL[product.productType] ?? 'Product'} · {variants}
        </p>
      </div>
      <ProductBadges product={product} />
      <p className="product-row__price">
        {currency ? formatMoney(product.priceCents, currency) : '—'}
        {currency && product.originalPriceCents !== null ? (
          <s className="product-row__was">
            <span className="visually-hidden">was </span>
            {formatMoney(product.originalPriceCents, currency)}
          </s>
        ) : null}
      </p>
      <p className="product-row__stock">
        {product.stock === null ? 'Unlimited' : `${product.stock} in stock`}
      </p>
    </li>
  );
}

function EmptyProducts({ query, canCreate }: { query: string; canCreate: boolean }) {
  if (query) return <p className="empty">No products match “{query}”.</p>;
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
