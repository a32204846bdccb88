import {
  CHECKOUT_LIMITS,
  ORDER_STATUS,
  SHIPPING_CARRIER_NAMES,
  SHIPPING_CARRIERS,
  type OwnerOrder,
  type ShippingCarrier,
} from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { changeOrder } from '../../api/orders-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { FulfilLines, lineUnits, linesToShip } from './FulfilLines';
import { orderNumber } from './order-format';

interface FulfilDialogProps {
  order: OwnerOrder;
  onClose: () => void;
  onFulfilled: (order: OwnerOrder) => void;
}

/**
 * Ships what is left of an order, or some units of some lines (decision 0067), as one shipment with
 * the carrier's tracking number when there is one. Every unit left is chosen to start with.
 */
export function FulfilDialog({ order, onClose, onFulfilled }: FulfilDialogProps) {
  const lineCounts = lineUnits(order);
  const lines = linesToShip(order, lineCounts);
  const remainingOf = (line: OwnerOrder['lines'][number]) => lineCounts.remaining.get(line.id) ?? 0;
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, String(remainingOf(line))])),
  );
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState<ShippingCarrier | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const chosen = lines.map((line) => ({ line, quantity: Number(quantities[line.id] ?? '') }));
  const units = chosen.reduce(
    (sum, entry) => sum + (Number.isInteger(entry.quantity) ? entry.quantity : 0),
    0,
  );
  const everything = chosen.every((entry) => entry.quantity === remainingOf(entry.line));

  /** Each quantity a whole number from 0 to what is left; at least one unit in all. */
  function checkQuantities(): boolean {
    const errors: Record<string, string> = {};
    for (const { line, quantity } of chosen) {
      const left = remainingOf(line);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > left) {
        errors[line.id] = `Enter a whole number from 0 to ${left}.`;
      }
    }
    setLineErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    if (units === 0) {
      setError('Choose at least one item to fulfil.');
      return false;
    }
    return true;
  }

  async function submit() {
    setError(null);
    setFieldError(null);
    if (!checkQuantities()) return;
    setBusy(true);
    const shipped = chosen.filter((entry) => entry.quantity > 0);
    try {
      onFulfilled(
        await changeOrder(order.id, 'fulfill', {
          trackingNumber: tracking.trim() || null,
          carrier: carrier || null,
          // Everything left: no lines, so units ordered since the dialog opened are not forgotten.
          ...(everything ? {} : { lines: shipped.map((e) => ({ lineId: e.line.id, quantity: e.quantity })) }),
        }),
      );
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      const byLine: Record<string, string> = {};
      shipped.forEach((entry, index) => {
        const message = fields[`lines.${index}.quantity`] ?? fields[`lines.${index}.lineId`];
        if (message) byLine[entry.line.id] = message;
      });
      setLineErrors(byLine);
      if (fields.trackingNumber) setFieldError(fields.trackingNumber);
      else if (Object.keys(byLine).length === 0) {
        setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      }
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={
        order.status === ORDER_STATUS.partiallyFulfilled
          ? `Fulfil more of order ${orderNumber(order)}`
          : `Mark order ${orderNumber(order)} fulfilled`
      }
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" form="fulfil-form" className="button button--primary" disabled={busy}>
            {busy
              ? EDITOR_MESSAGES.saving
              : everything
                ? 'Mark fulfilled'
                : `Fulfil ${units} ${units === 1 ? 'item' : 'items'}`}
          </button>
        </>
      }
    >
      <form
        id="fulfil-form"
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>
          {order.shippingAddress
            ? 'The customer is told what is on its way. Leave some items at 0 to send them later in another shipment.'
            : 'The customer is told their order is ready.'}
        </p>
        <FulfilLines
          lines={lines}
          units={lineCounts}
          quantities={quantities}
          errors={lineErrors}
          disabled={busy}
          onChange={(lineId, value) => setQuantities((current) => ({ ...current, [lineId]: value }))}
        />
        <Field
          label="Carrier (optional)"
          hint="With a tracking number, the customer gets a link to follow the parcel."
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as ShippingCarrier | '')}
            >
              <option value="">Not given</option>
              {SHIPPING_CARRIERS.map((code) => (
                <option key={code} value={code}>
                  {SHIPPING_CARRIER_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Tracking number (optional)"
          error={fieldError}
          hint="From the carrier's label; the customer sees it in the shipping email and on the order page."
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={tracking}
              maxLength={CHECKOUT_LIMITS.trackingNumber}
              autoComplete="off"
              onChange={(event) => setTracking(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
