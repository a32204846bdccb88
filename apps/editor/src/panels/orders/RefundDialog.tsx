import { parseDecimalString } from '@plinth/commerce';
import type { OwnerOrder } from '@plinth/contracts';
import { ORDER_REFUND_LIMITS } from '@plinth/contracts/schemas';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { refundOrder } from '../../api/orders-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { orderMoney, orderNumber } from './order-format';
import { lineRefundCents } from './refund-amounts';

interface RefundDialogProps {
  order: OwnerOrder;
  onClose: () => void;
  onRefunded: (order: OwnerOrder, amountCents: number) => void;
}

type Mode = 'lines' | 'amount';

/**
 * Refunds an order in part or in full (decision 0065): chosen lines and quantities (their stock
 * returned if asked) or an amount, up to what is left; the money goes back to the original payment.
 */
export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => orderMoney(cents, order);
  const left = order.refundableCents;
  const partialLimit = order.partialRefundableCents;

  const chosen = order.lines
    .map((line) => ({ line, quantity: quantities[line.id] ?? 0 }))
    .filter((c) => c.quantity > 0);
  const linesCents = chosen.reduce(
    (sum, c) => sum + lineRefundCents(order, c.line.unitPriceCents, c.quantity),
    0,
  );
  const amountCents = parseDecimalString(amount, order.currency);
  const total = mode === 'lines' ? linesCents : (amountCents ?? 0);
  const amountError =
    mode === 'amount' && amount.trim() !== '' && (amountCents === null || amountCents <= 0)
      ? 'Enter an amount such as 12.50.'
      : mode === 'amount' && amountCents !== null && amountCents > left
        ? `At most ${money(left)} can be refunded.`
        : null;
  const ready = total > 0 && total <= left && amountError === null;

  async function submit() {
    if (!ready) return;
    setBusy(true);
    setError(null);
    const extra = note.trim() ? { note: note.trim() } : {};
    try {
      const refunded = await refundOrder(
        order.id,
        mode === 'lines'
          ? {
              lines: chosen.map((c) => ({ lineId: c.line.id, quantity: c.quantity })),
              restock,
              ...extra,
            }
          : { amountCents: total, ...extra },
      );
      onRefunded(refunded, total);
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      wide
      title={`Refund order ${orderNumber(order)}`}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button
            type="submit"
            form="refund-form"
            className="button button--primary"
            disabled={busy || !ready}
          >
            {busy ? 'Refunding…' : ready ? `Refund ${money(total)}` : 'Refund'}
          </button>
        </>
      }
    >
      <form
        id="refund-form"
        className="stack"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>
          Up to {money(left)} can be refunded to the original payment.
          {partialLimit < left
            ? ` A partial refund can return at most ${money(partialLimit)} (what the card paid); gift cards go back with the refund of everything left.`
            : ''}
        </p>
        <fieldset className="stack">
          <legend>Refund</legend>
          <label>
            <input
              type="radio"
              name="refund-mode"
              checked={mode === 'lines'}
              onChange={() => setMode('lines')}
            />{' '}
            By item
          </label>
          <label>
            <input
              type="radio"
              name="refund-mode"
              checked={mode === 'amount'}
              onChange={() => setMode('amount')}
            />{' '}
            An amount
          </label>
        </fieldset>
        {mode === 'lines' ? (
          <>
            {order.lines.map((line) => {
              const most = line.quantity - line.refundedQuantity;
              return (
                <Field
                  key={line.id}
                  label={`${line.productName} (${money(line.unitPriceCents)} each)`}
                  hint={
                    most > 0
                      ? `Up to ${most} of ${line.quantity}${line.refundedQuantity > 0 ? ` (${line.refundedQuantity} refunded)` : ''}.`
                      : 'All refunded.'
                  }
                >
                  {(control) => (
                    <input
                      {...control}
                      className="input input--narrow"
                      type="number"
                      min={0}
                      max={most}
                      step={1}
                      disabled={most === 0}
                      value={quantities[line.id] ?? 0}
                      onChange={(event) => {
                        const value = Math.max(
                          0,
                          Math.min(most, Math.floor(Number(event.target.value) || 0)),
                        );
                        setQuantities((q) => ({ ...q, [line.id]: value }));
                      }}
                    />
                  )}
                </Field>
              );
            })}
            <label>
              <input
                type="checkbox"
                checked={restock}
                onChange={(event) => setRestock(event.target.checked)}
              />{' '}
              Put these items back in stock
            </label>
            <p className="field__hint">
              Each item refunds its price less its share of the discount; refund shipping or tax as an amount.
            </p>
          </>
        ) : (
          <Field label={`Amount (${order.currency})`} error={amountError} hint={`At most ${money(left)}.`}>
            {(control) => (
              <input
                {...control}
                className="input input--narrow"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field label="Note (optional)" hint="For your records; the customer does not see it.">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={ORDER_REFUND_LIMITS.note}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
