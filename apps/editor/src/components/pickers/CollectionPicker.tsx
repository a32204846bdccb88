import { listProducts } from '../../api/products-api';
import { EntityPicker } from './EntityPicker';
import { PICKER_MESSAGES as M } from './picker-messages';
import {
  collectionChoicesOf,
  filterCollections,
  productCountText,
  type CollectionChoice,
} from './picker-results';

interface CollectionPickerProps {
  label: string;
  hint?: string;
  /** The chosen store page's id (a product collection); "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (collectionId: string) => void;
}

const TEXTS = {
  choose: M.chooseCollection,
  search: M.searchCollections,
  empty: M.noCollections,
  gone: M.collectionGone,
  loadFailed: M.unableToLoadCollections,
};

/** The store pages with their product counts, from the products API (one read, filtered here). */
async function loadStorePages(signal: AbortSignal): Promise<CollectionChoice[]> {
  return collectionChoicesOf(await listProducts('', signal));
}

/** A product summary's source: the chosen store page (name, product count) and a searchable list. */
export function CollectionPicker(props: CollectionPickerProps) {
  return (
    <EntityPicker<CollectionChoice>
      {...props}
      texts={TEXTS}
      find={async (id, signal) => (await loadStorePages(signal)).find((c) => c.id === id) ?? null}
      search={async (query, signal) => filterCollections(await loadStorePages(signal), query)}
      renderChoice={(choice) => (
        <span className="picker-choice__text">
          <span className="picker-choice__name">{choice.title}</span>{' '}
          <span className="picker-choice__meta">{productCountText(choice.productCount)}</span>
        </span>
      )}
      renderItem={(item) => (
        <span className="picker__text">
          <span className="picker__name">{item.title}</span>{' '}
          <span className="picker__meta">
            {productCountText(item.productCount)} · /{item.urlId}
          </span>
        </span>
      )}
    />
  );
}
