import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductBulkResult,
  type ProductListItem,
  type ProductStatus,
} from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteProducts, setProductsStatus } from '../../api/products-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { formatPublishTime, localInputToIso } from '../pages/schedule-time';
import { statusToInput } from './product-status-form';

/** What the last bulk action did: a summary, and each product it could not change with the reason. */
export interface BulkOutcome {
  done: string;
  refused: { title: string; message: string }[];
}

interface BulkActionsProps {
  /** The selected products, in list order. */
  selected: readonly ProductListItem[];
  /** After an action: what happened (the panel shows it and reloads the list). */
  onDone: (outcome: BulkOutcome) => void;
}

const plural = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/** The outcome of a bulk answer in the owner's words, naming each product refused. */
function outcomeOf(
  result: ProductBulkResult,
  products: readonly ProductListItem[],
  done: (n: number) => string,
): BulkOutcome {
  const titles = new Map(products.map((p) => [p.id, p.title]));
  const ok = result.results.filter((r) => r.ok).length;
  return {
    done: ok > 0 ? done(ok) : '',
    refused: result.results
      .filter((r) => !r.ok)
      .map((r) => ({
        title: titles.get(r.id) ?? r.id,
        message: r.message ?? EDITOR_MESSAGES.somethingWentWrong,
      })),
  };
}

/**
 * The bar over the list while products are ticked: how many, "Set status" (a dialog with the status
 * and, for Scheduled, its time) and "Delete" (after a confirm dialog).
 */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { confirm, dialog } = useConfirm();
  const [statusOpen, setStatusOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = selected.map((p) => p.id);

  async function run(action: () => Promise<BulkOutcome>) {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await action());
    } catch (error) {
      setFailure(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const confirmed = await confirm({
      title: 'Delete products',
      message: `Delete ${plural(ids.length)}? They disappear from your store at once. This cannot be undone.`,
      confirmLabel: `Delete ${plural(ids.length)}`,
      danger: true,
    });
    if (!confirmed) return;
    await run(async () => outcomeOf(await deleteProducts({ ids }), selected, (n) => `Deleted ${plural(n)}.`));
  }

  return (
    <div className="bulk-bar" role="region" aria-label="Selected products">
      <p className="bulk-bar__count" aria-live="polite">
        {plural(ids.length)} selected
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => setStatusOpen(true)}>
        Set status
      </button>
      <button
        type="button"
        className="button button--danger-outline"
        disabled={busy}
        onClick={() => void remove()}
      >
        Delete
      </button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {statusOpen ? (
        <StatusDialog
          count={ids.length}
          onClose={() => setStatusOpen(false)}
          onApply={(status, publishAt) => {
            setStatusOpen(false);
            void run(async () => {
              const result = await setProductsStatus({ ids, status, publishAt });
              return outcomeOf(result, selected, (n) =>
                status === 'scheduled' && publishAt
                  ? `Scheduled ${plural(n)} for ${formatPublishTime(publishAt)}.`
                  : `Set ${plural(n)} to ${PRODUCT_STATUS_LABELS[status]}.`,
              );
            });
          }}
        />
      ) : null}
      {dialog}
    </div>
  );
}

interface StatusDialogProps {
  count: number;
  onClose: () => void;
  onApply: (status: ProductStatus, publishAt: string | null) => void;
}

function StatusDialog({ count, onClose, onApply }: StatusDialogProps) {
  const [status, setStatus] = useState<ProductStatus>('active');
  const [publishAt, setPublishAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const checked = statusToInput({ status, publishAt });
    const message = checked.errors.publishAt;
    if (message) {
      setError(message);
      return;
    }
    onApply(status, status === 'scheduled' ? localInputToIso(publishAt) : null);
  }

  return (
    <Dialog
      open
      title={`Set status of ${plural(count)}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="button" className="button button--primary" onClick={apply}>
            Set status
          </button>
        </>
      }
    >
      <Field label="Status">
        {(control) => (
          <select
            {...control}
            className="select"
            value={status}
            onChange={(event) => setStatus(event.target.value as ProductStatus)}
          >
            {PRODUCT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {status === 'scheduled' ? (
        <Field label="Goes live" error={error}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </Dialog>
  );
}
