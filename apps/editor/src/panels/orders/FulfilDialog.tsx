import {
  CHECKOUT_LIMITS,
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
import { orderNumber } from './order-format';

interface FulfilDialogProps {
  order: OwnerOrder;
  onClose: () => void;
  onFulfilled: (order: OwnerOrder) => void;
}

/** Marks a placed order fulfilled, with the carrier's tracking number when there is one. */
export function FulfilDialog({ order, onClose, onFulfilled }: FulfilDialogProps) {
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState<ShippingCarrier | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      onFulfilled(
        await changeOrder(order.id, 'fulfill', {
          trackingNumber: tracking.trim() || null,
          carrier: carrier || null,
        }),
      );
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldErrors.trackingNumber : undefined;
      if (field) setFieldError(field);
      else setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={`Mark order ${orderNumber(order)} fulfilled`}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" form="fulfil-form" className="button button--primary" disabled={busy}>
            {busy ? EDITOR_MESSAGES.saving : 'Mark fulfilled'}
          </button>
        </>
      }
    >
      <form
        id="fulfil-form"
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>
          {order.shippingAddress
            ? 'The customer is told their order is on its way.'
            : 'The customer is told their order is ready.'}
        </p>
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
