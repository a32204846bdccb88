import { formatMoney, MESSAGES } from '@plinth/commerce';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getProduct, listProducts } from '../../api/products-api';
import { useStorePreferences } from '../../panels/store/use-store-preferences';
import { useFetch } from '../../state/use-fetch';
import { PickerDialog } from './PickerDialog';
import { PickerField } from './PickerField';
import { PICKER_MESSAGES as M } from './picker-messages';
import { productChoiceOfDetail, productChoiceOfListItem, type ProductChoice } from './picker-results';
import '../../styles/pickers.css';

interface ProductPickerProps {
  label: string;
  hint?: string;
  /** The chosen product's id; "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (productId: string) => void;
}

/**
 * A product block's product: a button showing the chosen one (thumbnail, name, price) that opens a
 * searchable list of the store's products (the products API's search, by title or SKU), and Clear.
 */
export function ProductPicker({ label, hint, value, disabled, onChange }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  // What was picked here is shown at once; a product chosen earlier is read from the API.
  const [picked, setPicked] = useState<ProductChoice | null>(null);
  const currency = useStorePreferences().data?.currency ?? null;
  const chosen = useFetch<ProductChoice | null>(
    (signal) =>
      value === ''
        ? Promise.resolve(null)
        : picked?.id === value
          ? Promise.resolve(picked)
          : getProduct(value, signal).then(productChoiceOfDetail),
    value,
  );
  const price = (choice: ProductChoice) => (currency ? formatMoney(choice.priceCents, currency) : '');
  const gone = chosen.hasError && isApiError(chosen.error) && chosen.error.status === 404;

  return (
    <PickerField
      label={label}
      hint={hint}
      disabled={disabled}
      hasValue={value !== ''}
      placeholder={M.chooseProduct}
      problem={
        gone
          ? { text: M.productGone }
          : chosen.hasError
            ? { text: MESSAGES.unableToLoad, retry: chosen.reload }
            : null
      }
      loading={value !== '' && chosen.data?.id !== value && !chosen.hasError}
      choice={
        chosen.data && chosen.data.id === value ? (
          <>
            <Thumbnail url={chosen.data.imageUrl} />
            <span className="picker-choice__text">
              <span className="picker-choice__name">{chosen.data.title}</span>{' '}
              <span className="picker-choice__meta">{price(chosen.data)}</span>
            </span>
          </>
        ) : null
      }
      onOpen={() => setOpen(true)}
      onClear={() => onChange('')}
    >
      {open ? (
        <PickerDialog<ProductChoice>
          title={M.chooseProduct}
          searchLabel={M.searchProducts}
          searchHint={M.searchProductsHint}
          search={async (query, signal) =>
            (await listProducts(query, signal)).products.map(productChoiceOfListItem)
          }
          itemKey={(item) => item.id}
          chosenId={value}
          emptyText={M.noProducts}
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

function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <img className="picker-thumb" src={url} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="picker-thumb picker-thumb--empty" aria-hidden="true" />
  );
}
