import { formatMoney, MESSAGES } from '@plinth/commerce';
import { isApiError } from '../../api/api-error';
import { getProduct, listProducts } from '../../api/products-api';
import { useStorePreferences } from '../../panels/store/use-store-preferences';
import { EntityPicker } from './EntityPicker';
import { PICKER_MESSAGES as M } from './picker-messages';
import { productChoiceOfDetail, productChoiceOfListItem, type ProductChoice } from './picker-results';

interface ProductPickerProps {
  label: string;
  hint?: string;
  /** The chosen product's id; "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (productId: string) => void;
}

const TEXTS = {
  choose: M.chooseProduct,
  search: M.searchProducts,
  searchHint: M.searchProductsHint,
  empty: M.noProducts,
  gone: M.productGone,
  loadFailed: MESSAGES.unableToLoad,
};

/** A product that was deleted (404) is gone; any other failure is worth a Retry. */
async function findProduct(id: string, signal: AbortSignal): Promise<ProductChoice | null> {
  try {
    return productChoiceOfDetail(await getProduct(id, signal));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * A product block's product: the chosen one (thumbnail, name, price) and a searchable list of the
 * store's products (the products API's search, by title or SKU).
 */
export function ProductPicker(props: ProductPickerProps) {
  const currency = useStorePreferences().data?.currency ?? null;
  const price = (choice: ProductChoice) => (currency ? formatMoney(choice.priceCents, currency) : '');
  return (
    <EntityPicker<ProductChoice>
      {...props}
      texts={TEXTS}
      find={findProduct}
      search={async (query, signal) =>
        (await listProducts(query, signal)).products.map(productChoiceOfListItem)
      }
      renderChoice={(choice) => (
        <>
          <Thumbnail url={choice.imageUrl} />
          <span className="picker-choice__text">
            <span className="picker-choice__name">{choice.title}</span>{' '}
            <span className="picker-choice__meta">{price(choice)}</span>
          </span>
        </>
      )}
      renderItem={(item) => (
        <>
          <Thumbnail url={item.imageUrl} />
          <span className="picker__text">
            <span className="picker__name">{item.title}</span>{' '}
            <span className="picker__meta">
              {price(item)}
              {item.soldOut ? <span className="badge badge--sold-out">Sold out</span> : null}
            </span>
          </span>
        </>
      )}
    />
  );
}

function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <img className="picker-thumb" src={url} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="picker-thumb picker-thumb--empty" aria-hidden="true" />
  );
}
