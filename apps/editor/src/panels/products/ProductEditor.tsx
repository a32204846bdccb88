import { commercePreferences } from '../../api/commerce-preferences.client';
import { getProduct, listProducts } from '../../api/products-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import type { ProductEditorData } from './product-form';
import { ProductFormPage } from './ProductFormPage';
import { EDITOR_BASE } from '../../router/router';

async function loadEditor(productId: string | null, signal: AbortSignal): Promise<ProductEditorData> {
  const [product, list, store] = await Promise.all([
    productId ? getProduct(productId, signal) : Promise.resolve(null),
    listProducts('', signal),
    commercePreferences.get('store', signal),
  ]);
  return { product, collections: list.collections, store };
}

/** /config/products/new and /config/products/:id: loads the product, the store pages and the currency. */
export function ProductEditor({ productId }: { productId: string | null }) {
  const { site } = useSignedIn();
  const data = useFetch((signal) => loadEditor(productId, signal), `${site.id}:${productId ?? 'new'}`);
  return (
    <section className="panel">
      <p className="breadcrumbs">
        <Link to={`${EDITOR_BASE}/products`}>Products</Link>
      </p>
      <LoadState
        state={data}
        header={<PanelHeader title={productId ? 'Edit product' : 'New product'} />}
        skeleton={<div className="skeleton-card" aria-hidden="true" />}
      >
        {(loaded) => <ProductFormPage key={loaded.product?.updatedAt ?? 'new'} data={loaded} />}
      </LoadState>
    </section>
  );
}
