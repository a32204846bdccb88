import { MESSAGES } from '@plinth/commerce';
import type { ProductList } from '@plinth/contracts';
import { listProducts } from '../../api/products-api';
import { Field } from '../../components/Field';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

/** A web link's address that leads into the shop: a store page, a category or a product. */
const STORE_ADDRESS = /^\/[a-z0-9-]+(\/(c|p)\/[a-z0-9-]+)?$/i;

/** Whether a web link's address looks like one of the shop's (the link editor opens it as such). */
export function isStoreAddress(url: string): boolean {
  return STORE_ADDRESS.test(url) && (url === '/shop' || /\/(c|p)\//.test(url));
}

/** The shop's addresses a link can lead to: each store page, each category, each product. */
export function storeDestinations(list: ProductList): { group: string; label: string; url: string }[] {
  const store = list.collections[0];
  return [
    ...list.collections.map((collection) => ({
      group: 'Store pages',
      label: `${collection.title} (all products)`,
      url: `/${collection.urlId}`,
    })),
    ...(store
      ? list.categories.map((category) => ({
          group: 'Categories',
          label: category.name,
          url: `/${store.urlId}/c/${category.slug}`,
        }))
      : []),
    ...list.products.map((product) => ({ group: 'Products', label: product.title, url: product.fullUrl })),
  ];
}

interface StoreLinkFieldProps {
  url: string;
  error?: string | null;
  disabled?: boolean;
  onChange: (url: string) => void;
}

/**
 * Link to the Shop, one of its categories or one of its products (issue 24 §6): the addresses come from
 * the store's own list, so a link never names a product or category that is not there.
 */
export function StoreLinkField({ url, error, disabled, onChange }: StoreLinkFieldProps) {
  const { site } = useSignedIn();
  const store = useFetch((signal) => listProducts('', signal), `${site.id}/store-links`);
  const destinations = store.data ? storeDestinations(store.data) : [];
  const groups = [...new Set(destinations.map((destination) => destination.group))];
  const known = destinations.some((destination) => destination.url === url);
  return (
    <Field label="In the shop" error={error ?? (store.hasError ? MESSAGES.unableToLoad : null)}>
      {(control) => (
        <select
          {...control}
          className="input"
          disabled={disabled || store.data === undefined}
          value={known ? url : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {store.data === undefined ? MESSAGES.loading : 'Choose where in the shop'}
          </option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {destinations
                .filter((destination) => destination.group === group)
                .map((destination) => (
                  <option key={destination.url} value={destination.url}>
                    {destination.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
