import { isAlwaysUnlimitedType, type InventoryItem } from '@plinth/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { adjustInventory, updateInventory } from '../../api/inventory-api';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';

/** One variant's stock, saved field by field; the row shows its own saving state and errors. */
export function InventoryRow({ item: initial, canEdit }: { item: InventoryItem; canEdit: boolean }) {
  const [item, setItem] = useState(initial);
  const [draft, setDraft] = useState(String(initial.stock));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const name = item.optionLabel ? `${item.productTitle} (${item.optionLabel})` : item.productTitle;
  const alwaysUnlimited = isAlwaysUnlimitedType(item.productType);

  async function run(change: () => Promise<InventoryItem>) {
    // Controls stay enabled while saving so focus stays put; a second change waits for the first.
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await change();
      setItem(saved);
      setDraft(String(saved.stock));
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  function commitDraft() {
    const text = draft.trim();
    if (text === String(item.stock)) return;
    if (!/^\d+$/.test(text)) {
      setError(EDITOR_MESSAGES.invalidWholeNumber);
      return;
    }
    void run(() => updateInventory(item.variantId, { stock: Number(text) }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') {
      setDraft(String(item.stock));
      setError(null);
    }
  }

  const locked = !canEdit || alwaysUnlimited;
  return (
    <tr aria-busy={busy || undefined}>
      <th scope="row">
        <div className="inventory-table__product">
          {item.image ? (
            <img src={item.image.url} alt="" width={40} height={40} className="inventory-table__thumb" />
          ) : null}
          <span>
            <Link to={`${EDITOR_BASE}/products/${encodeURIComponent(item.productId)}`}>
              {item.productTitle}
            </Link>
            {item.optionLabel ? <span className="inventory-table__option">{item.optionLabel}</span> : null}
          </span>
        </div>
      </th>
      <td data-label="SKU" className="inventory-table__sku">
        {item.sku}
      </td>
      <td data-label="Stock">
        {alwaysUnlimited || item.unlimited ? (
          <span className="muted">{alwaysUnlimited ? 'Always in stock' : 'Unlimited'}</span>
        ) : (
          <div className="stepper">
            <button
              type="button"
              className="button button--small stepper__button"
              aria-label={`Remove one from ${name}`}
              disabled={locked || item.stock === 0}
              onClick={() => void run(() => adjustInventory(item.variantId, -1))}
            >
              −
            </button>
            <label htmlFor={`${id}-stock`} className="visually-hidden">
              Stock for {name}
            </label>
            <input
              id={`${id}-stock`}
              className="input input--count"
              inputMode="numeric"
              value={draft}
              disabled={locked}
              readOnly={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commitDraft}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className="button button--small stepper__button"
              aria-label={`Add one to ${name}`}
              disabled={locked}
              onClick={() => void run(() => adjustInventory(item.variantId, 1))}
            >
              +
            </button>
          </div>
        )}
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </td>
      <td data-label="Unlimited">
        <input
          type="checkbox"
          aria-label={`Unlimited stock for ${name}`}
          checked={alwaysUnlimited || item.unlimited}
          disabled={locked}
          onChange={(event) =>
            void run(() => updateInventory(item.variantId, { unlimited: event.target.checked }))
          }
        />
      </td>
    </tr>
  );
}
