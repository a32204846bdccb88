import { MESSAGES } from '@plinth/commerce';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFetch } from '../../state/use-fetch';
import { Dialog } from '../Dialog';
import { pickerMessage, PICKER_MESSAGES as M } from './picker-messages';
import { nextActiveIndex, PICKER_PAGE_SIZE, resultCountText } from './picker-results';

/** Typing settles this long before the search is sent. */
export const SEARCH_DELAY_MS = 250;

export interface PickerDialogProps<T> {
  title: string;
  searchLabel: string;
  searchHint?: string;
  /** Every result for a query, in order: the server's search, or a filter of a list. */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The id chosen now: its row is marked, and the list starts on it. */
  chosenId: string;
  /** What an empty answer says without a query (with one: "Nothing matches …"). */
  emptyText: string;
  onPick: (item: T) => void;
  onClose: () => void;
}

/**
 * A searchable list in a dialog (the combobox pattern): the search box keeps focus while the arrows move
 * through the results (announced as the active option), Enter or a click chooses one, Escape closes.
 * Long lists show PICKER_PAGE_SIZE at a time with Load More. While loading it says so; a failed load says
 * "Unable to load results" with Try again (seed 001 section 8).
 */
export function PickerDialog<T>({
  title,
  searchLabel,
  searchHint,
  search,
  itemKey,
  renderItem,
  chosenId,
  emptyText,
  onPick,
  onClose,
}: PickerDialogProps<T>) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PICKER_PAGE_SIZE);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const results = useFetch((signal) => search(query, signal), query);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // A new answer starts on the chosen item when it is listed, else on nothing (set while rendering,
  // as React advises for state that follows a value: no extra pass through an effect).
  const items = results.data;
  const [answered, setAnswered] = useState(items);
  if (items !== answered) {
    setAnswered(items);
    if (items) {
      const chosen = items.findIndex((item) => itemKey(item) === chosenId);
      setShown(Math.max(PICKER_PAGE_SIZE, chosen + 1));
      setActive(chosen);
    }
  }

  const visible = items ? items.slice(0, shown) : [];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const item = visible[active];
      if (item !== undefined) onPick(item);
      return;
    }
    const next = nextActiveIndex(event.key, event.ctrlKey || event.metaKey, active, visible.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  function loadMore() {
    setActive(shown);
    setShown(shown + PICKER_PAGE_SIZE);
    // The button may go (nothing left): the search box keeps focus, on the first new result.
    inputRef.current?.focus();
  }

  const listId = `${baseId}-list`;
  const statusText = results.hasError
    ? ''
    : items === undefined || results.loading
      ? MESSAGES.loading
      : items.length === 0
        ? query
          ? pickerMessage('noMatch', { query })
          : emptyText
        : resultCountText(visible.length, items.length);

  return (
    <Dialog open title={title} onClose={onClose} initialFocus={inputRef} wide>
      <div className="picker">
        <label className="field__label" htmlFor={`${baseId}-search`}>
          {searchLabel}
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-search`}
          className="input picker__search"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={searchHint}
          aria-expanded={visible.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < visible.length ? optionId(active) : undefined}
          aria-describedby={`${baseId}-keys`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${baseId}-keys`} className="visually-hidden">
          {M.listKeys}
        </p>
        <p className="picker__status" role="status">
          {statusText}
        </p>
        {results.hasError ? (
          <div className="picker__error" role="alert">
            <p>{M.unableToLoadResults}</p>
            <button type="button" className="button button--small" onClick={results.reload}>
              {M.tryAgain}
            </button>
          </div>
        ) : null}
        {items === undefined && !results.hasError ? <PickerSkeleton /> : null}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={searchLabel}
          className="picker__list"
          aria-busy={results.loading ? 'true' : undefined}
          hidden={visible.length === 0}
        >
          {visible.map((item, index) => {
            const key = itemKey(item);
            return (
              // The search box holds focus and handles the keys (aria-activedescendant); a click picks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={key}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className={[
                  'picker__option',
                  index === active ? 'picker__option--active' : '',
                  key === chosenId ? 'picker__option--chosen' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onMouseMove={() => setActive(index)}
                onClick={() => onPick(item)}
              >
                {renderItem(item)}
                {key === chosenId ? (
                  <span className="picker__chosen">
                    <span aria-hidden="true">✓ </span>
                    {M.chosen}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {items && visible.length < items.length ? (
          <button type="button" className="button picker__more" onClick={loadMore}>
            {M.loadMore}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}

function PickerSkeleton() {
  return (
    <div className="skeleton-list" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="skeleton-row">
          <span className="skeleton skeleton--thumb" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}
