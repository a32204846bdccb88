import { ORDER_STATUS, type OwnerOrder } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { changeOrder, getOrder } from '../../api/orders-api';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { FulfilDialog } from './FulfilDialog';
import { formatOrderDate, orderMoney, orderNumber, OrderStatusBadge, TestModeBadge } from './order-format';
import { OrderShipments, packingSlipUrl } from './OrderShipments';
import { OrderSummary } from './OrderSummary';
import { PaymentHistory } from './PaymentHistory';
import { RefundDialog } from './RefundDialog';

/** One order: what was bought, where it goes, how it was paid, and the owner's actions on it. */
export function OrderDetailPanel({ orderId }: { orderId: string }) {
  const { site } = useSignedIn();
  const order = useFetch((signal) => getOrder(orderId, signal), `${site.id}/${orderId}`);
  return (
    <section className="panel">
      <p className="panel-back">
        <Link to={`${EDITOR_BASE}/orders`}>← Orders</Link>
      </p>
      <LoadState state={order} header={<PanelHeader title="Order" />}>
        {(data) => <OrderDetail order={data} onChange={order.setData} />}
      </LoadState>
    </section>
  );
}

function OrderDetail({ order, onChange }: { order: OwnerOrder; onChange: (order: OwnerOrder) => void }) {
  const { can, site } = useSignedIn();
  const { confirm, dialog } = useConfirm();
  const [fulfilling, setFulfilling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const number = orderNumber(order);
  const canManage = can(PERMISSION.ordersManage);
  const placed = order.status === ORDER_STATUS.placed;
  // Some units shipped, some to ship (decision 0067): fulfil the rest.
  const partly = order.status === ORDER_STATUS.partiallyFulfilled;
  // Money left to return, live or test (decision 0065).
  const refundable = order.refundableCents > 0;
  // Nothing to ship: fulfilled by being paid (decision 0063), so it can still be called off.
  const cancellable = placed || (order.status === ORDER_STATUS.fulfilled && order.nothingToShip);

  async function act(action: 'cancel', done: string) {
    setBusy(true);
    setNotice(null);
    try {
      onChange(await changeOrder(order.id, action));
      setNotice({ tone: 'success', text: done });
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    const confirmed = await confirm({
      title: `Cancel order ${number}?`,
      message: order.nothingToShip
        ? 'The payment is returned to the customer, and gift cards it bought stop working. This cannot be undone.'
        : 'The items go back into stock and the payment is returned to the customer. This cannot be undone.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      danger: true,
    });
    const done = order.nothingToShip
      ? `Order ${number} is cancelled.`
      : `Order ${number} is cancelled and its items are back in stock.`;
    if (confirmed) await act('cancel', done);
  }

  // A document of its own, printed from its tab (the path names the site: a new tab sends no header).
  const packingSlip = (
    <a className="button" href={packingSlipUrl(site.id, order.id)} target="_blank" rel="noopener">
      Packing slip
    </a>
  );
  const actions =
    canManage && (placed || partly || refundable || cancellable) ? (
      <>
        {packingSlip}
        {placed || partly ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setFulfilling(true)}
          >
            {partly ? 'Fulfil remaining' : 'Mark fulfilled'}
          </button>
        ) : null}
        {refundable ? (
          <button type="button" className="button" disabled={busy} onClick={() => setRefunding(true)}>
            Refund
          </button>
        ) : null}
        {cancellable ? (
          <button
            type="button"
            className="button button--danger-outline"
            disabled={busy}
            onClick={() => void cancel()}
          >
            Cancel order
          </button>
        ) : null}
      </>
    ) : (
      packingSlip
    );

  return (
    <>
      <PanelHeader
        title={`Order ${number}`}
        description={
          <>
            <OrderStatusBadge status={order.status} />
            <TestModeBadge order={order} /> Placed {formatOrderDate(order.createdAt)} by {order.email}
          </>
        }
        actions={actions}
      />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {order.testMode ? (
        <Alert tone="info">A test order: it was paid with the test card, so no money moved.</Alert>
      ) : null}
      <OrderSummary order={order} />
      <OrderShipments order={order} siteId={site.id} />
      <PaymentHistory order={order} />
      {fulfilling ? (
        <FulfilDialog
          order={order}
          onClose={() => setFulfilling(false)}
          onFulfilled={(fulfilled) => {
            setFulfilling(false);
            onChange(fulfilled);
            setNotice({
              tone: 'success',
              text:
                fulfilled.status === ORDER_STATUS.fulfilled
                  ? `Order ${number} is marked fulfilled.`
                  : `Order ${number} is partially fulfilled: the shipment is recorded.`,
            });
          }}
        />
      ) : null}
      {refunding ? (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(refunded, amountCents) => {
            setRefunding(false);
            onChange(refunded);
            const text =
              refunded.status === ORDER_STATUS.refunded
                ? `Order ${number} is refunded.`
                : `${orderMoney(amountCents, order)} of order ${number} is refunded.`;
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}
