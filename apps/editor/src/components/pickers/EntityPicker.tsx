import { useState, type ReactNode } from 'react';
import { useFetch } from '../../state/use-fetch';
import { PickerDialog } from './PickerDialog';
import { PickerField } from './PickerField';
import '../../styles/pickers.css';

export interface EntityPickerTexts {
  /** The button's text with nothing chosen, and the dialog's title ("Choose a product"). */
  choose: string;
  search: string;
  searchHint?: string;
  /** An empty list without a query. */
  empty: string;
  /** The chosen item no longer exists. */
  gone: string;
  /** The chosen item could not be read (offered with Retry). */
  loadFailed: string;
}

export interface EntityPickerProps<T extends { id: string }> {
  label: string;
  hint?: string;
  /** The chosen item's id; "" for none. */
  value: string;
  disabled?: boolean;
  onChange: (id: string) => void;
  texts: EntityPickerTexts;
  /** The chosen item by id, to show it; null when it no longer exists (other failures reject). */
  find: (id: string, signal: AbortSignal) => Promise<T | null>;
  /** Every result for a query, in order. */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** The chosen item's face in the field's button. */
  renderChoice: (item: T) => ReactNode;
  /** A result's row in the dialog. */
  renderItem: (item: T) => ReactNode;
  /** More controls under the field (the form picker's Create form). */
  actions?: ReactNode;
}

/**
 * The one picker behind the product, store page and form fields of the block settings: a button
 * showing the chosen item that opens a searchable list (PickerDialog), Clear, and the chosen item's
 * problems (gone, or unreadable with Retry). What was picked here shows at once; an item chosen earlier
 * is read with `find`.
 */
export function EntityPicker<T extends { id: string }>(props: EntityPickerProps<T>) {
  const { label, hint, value, disabled, onChange, texts, find, search, renderChoice, renderItem } = props;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<T | null>(null);
  const chosen = useFetch<T | null>(
    (signal) =>
      value === ''
        ? Promise.resolve(null)
        : picked?.id === value
          ? Promise.resolve(picked)
          : find(value, signal),
    value,
  );
  const shown = chosen.data && chosen.data.id === value ? chosen.data : null;
  const loading = value !== '' && chosen.loading;
  const gone = value !== '' && !loading && !chosen.hasError && chosen.data === null;

  return (
    <PickerField
      label={label}
      hint={hint}
      disabled={disabled}
      hasValue={value !== ''}
      placeholder={texts.choose}
      problem={
        chosen.hasError
          ? { text: texts.loadFailed, retry: chosen.reload }
          : gone
            ? { text: texts.gone }
            : null
      }
      loading={loading}
      choice={shown ? renderChoice(shown) : null}
      onOpen={() => setOpen(true)}
      onClear={() => onChange('')}
      actions={props.actions}
    >
      {open ? (
        <PickerDialog<T>
          title={texts.choose}
          searchLabel={texts.search}
          searchHint={texts.searchHint}
          search={search}
          itemKey={(item) => item.id}
          chosenId={value}
          emptyText={texts.empty}
          renderItem={renderItem}
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
