import { useState } from 'react';
import { listProducts } from '../../api/products-api';
import { useFetch } from '../../state/use-fetch';
import { PickerDialog } from './PickerDialog';
import { PickerField } from './PickerField';
import { PICKER_MESSAGES as M } from './picker-messages';
import {
  collectionChoicesOf,
  filterCollections,
  productCountText,
  type CollectionChoice,
} from './picker-results';
import '../../styles/pickers.css';

interface CollectionPickerProps {
  label: string;
  hint?: string;
  /** The chosen store page's id (a product collection); "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (collectionId: string) => void;
}

/** The store pages with their product counts, from the products API (one read, filtered here). */
async function loadStorePages(signal: AbortSignal): Promise<CollectionChoice[]> {
  return collectionChoicesOf(await listProducts('', signal));
}

/**
 * A product summary's source: a button showing the chosen store page (name, product count) that opens
 * a searchable list of the site's store pages, and Clear.
 */
export function CollectionPicker({ label, hint, value, disabled, onChange }: CollectionPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<CollectionChoice | null>(null);
  const chosen = useFetch<CollectionChoice | null>(
    async (signal) =>
      value === ''
        ? null
        : picked?.id === value
          ? picked
          : ((await loadStorePages(signal)).find((c) => c.id === value) ?? null),
    value,
  );
  const shown = chosen.data && chosen.data.id === value ? chosen.data : null;
  const gone = value !== '' && !chosen.loading && !chosen.hasError && shown === null;

  return (
    <PickerField
      label={label}
      hint={hint}
      disabled={disabled}
      hasValue={value !== ''}
      placeholder={M.chooseCollection}
      problem={
        chosen.hasError
          ? { text: M.unableToLoadCollections, retry: chosen.reload }
          : gone
            ? { text: M.collectionGone }
            : null
      }
      loading={value !== '' && chosen.loading}
      choice={
        shown ? (
          <span className="picker-choice__text">
            <span className="picker-choice__name">{shown.title}</span>{' '}
            <span className="picker-choice__meta">{productCountText(shown.productCount)}</span>
          </span>
        ) : null
      }
      onOpen={() => setOpen(true)}
      onClear={() => onChange('')}
    >
      {open ? (
        <PickerDialog<CollectionChoice>
          title={M.chooseCollection}
          searchLabel={M.searchCollections}
          search={async (query, signal) => filterCollections(await loadStorePages(signal), query)}
          itemKey={(item) => item.id}
          chosenId={value}
          emptyText={M.noCollections}
          renderItem={(item) => (
            <span className="picker__text">
              <span className="picker__name">{item.title}</span>{' '}
              <span className="picker__meta">
                {productCountText(item.productCount)} · /{item.urlId}
              </span>
            </span>
          )}
          onPick={(item) => {
            setPicked(item);
            setOpen(false);
            onChange(item.id);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </PickerField>
  );
}
