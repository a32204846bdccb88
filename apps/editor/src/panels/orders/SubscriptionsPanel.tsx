import {
  SUBSCRIPTION_LIST_LIMIT,
  SUBSCRIPTION_STATUS,
  type OwnerSubscription,
  type SubscriptionStatus,
} from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { cancelSubscription, listSubscriptions } from '../../api/subscriptions-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

/**
 * The owner's words for each status. The customer's account says "Payment failed" for past due; the
 * owner sees "Past due" with the reason beneath (a renewal also stops when the item is out of stock).
 */
export const SUBSCRIPTION_OWNER_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

const STATUSES = Object.values(SUBSCRIPTION_STATUS);

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "12 May 2026" in the owner's own locale. */
const formatDate = (iso: string) => DATE.format(new Date(iso));

const cancellable = (subscription: OwnerSubscription) =>
  subscription.status === SUBSCRIPTION_STATUS.active || subscription.status === SUBSCRIPTION_STATUS.pastDue;

/** "Coffee Beans (Grind: Whole)", with "× 2" when more than one. */
function productLabel(subscription: OwnerSubscription): string {
  const values = Object.entries(subscription.variantAttributes).map(([name, value]) => `${name}: ${value}`);
  const variant = values.length > 0 ? ` (${values.join(', ')})` : '';
  const quantity = subscription.quantity > 1 ? ` × ${subscription.quantity}` : '';
  return `${subscription.productName}${variant}${quantity}`;
}

/**
 * Subscriptions (decision 0031), newest first: who, what, how often, the status, the next billing date
 * and the orders each made. Roles with orders.manage may cancel an active or past-due one. The list is
 * the server's newest SUBSCRIPTION_LIST_LIMIT; the search and status filter work on it in the browser.
 */
export function SubscriptionsPanel() {
  const { site, can } = useSignedIn();
  const subscriptions = useFetch((signal) => listSubscriptions(signal), site.id);
  const { confirm, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const canManage = can(PERMISSION.ordersManage);

  async function cancel(subscription: OwnerSubscription) {
    const what = `${subscription.email}'s subscription to ${subscription.productName}`;
    const confirmed = await confirm({
      title: 'Cancel this subscription?',
      message: `${what} ends now: no further orders are made or charged. Orders already placed are kept. This cannot be undone.`,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep subscription',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(subscription.id);
    setNotice(null);
    try {
      const cancelled = await cancelSubscription(subscription.id);
      const rows = subscriptions.data ?? [];
      subscriptions.setData(rows.map((row) => (row.id === cancelled.id ? cancelled : row)));
      setNotice({ tone: 'success', text: `${what} is cancelled.` });
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong) });
    } finally {
      setBusyId(null);
    }
  }

  const needle = search.trim().toLowerCase();
  const shown = (rows: readonly OwnerSubscription[]) =>
    rows.filter(
      (row) =>
        (status === null || row.status === status) &&
        (needle === '' ||
          row.email.toLowerCase().includes(needle) ||
          productLabel(row).toLowerCase().includes(needle)),
    );

  return (
    <section className="panel">
      <PanelHeader
        title="Subscriptions"
        description="Customers who subscribed to a product. Each renewal makes an order on its billing date, paid with the card saved at checkout."
        actions={
          <button type="button" className="button" onClick={subscriptions.reload}>
            Refresh
          </button>
        }
      />
      <div className="toolbar orders-toolbar" data-unsaved-ignore>
        <div className="field orders-toolbar__search">
          <label className="field__label" htmlFor="subscription-search">
            Search
          </label>
          <input
            id="subscription-search"
            className="input"
            type="search"
            placeholder="Email or product"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field orders-toolbar__status">
          <label className="field__label" htmlFor="subscription-status">
            Status
          </label>
          <select
            id="subscription-status"
            className="input"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as SubscriptionStatus | null)}
          >
            <option value="">All subscriptions</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUBSCRIPTION_OWNER_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <LoadState state={subscriptions} skeleton={<SkeletonRows rows={5} />}>
        {(data) => {
          if (data.length === 0) {
            return (
              <p className="empty-state">
                No subscriptions yet. A customer who subscribes to a product appears here.
              </p>
            );
          }
          const rows = shown(data);
          return (
            <>
              {rows.length === 0 ? (
                <p className="empty-state">No subscriptions match this search.</p>
              ) : (
                <SubscriptionsTable
                  subscriptions={rows}
                  canManage={canManage}
                  busyId={busyId}
                  onCancel={(row) => void cancel(row)}
                />
              )}
              {data.length >= SUBSCRIPTION_LIST_LIMIT ? (
                <p className="orders-limit">Showing the {SUBSCRIPTION_LIST_LIMIT} newest subscriptions.</p>
              ) : null}
            </>
          );
        }}
      </LoadState>
      {dialog}
    </section>
  );
}

interface TableProps {
  subscriptions: readonly OwnerSubscription[];
  canManage: boolean;
  busyId: string | null;
  onCancel: (subscription: OwnerSubscription) => void;
}

function SubscriptionsTable({ subscriptions, canManage, busyId, onCancel }: TableProps) {
  return (
    <div className="table-wrap card">
      <table className="table orders-table subscriptions-table">
        <caption className="visually-hidden">Subscriptions</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Product</th>
            <th scope="col">Plan</th>
            <th scope="col">Status</th>
            <th scope="col">Next billing</th>
            <th scope="col">Orders</th>
            {canManage ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="orders-table__email">
                {row.email}
              </th>
              <td data-label="Product">{productLabel(row)}</td>
              <td data-label="Plan">{row.planPhrase}</td>
              <td data-label="Status">
                <span className={`badge badge--subscription-${row.status}`}>
                  {SUBSCRIPTION_OWNER_STATUS_LABEL[row.status]}
                </span>
                {row.status === SUBSCRIPTION_STATUS.pastDue && row.lastError ? (
                  <span className="subscriptions-table__error">{row.lastError}</span>
                ) : null}
              </td>
              <td data-label="Next billing">{row.nextBillingAt ? formatDate(row.nextBillingAt) : '—'}</td>
              <td data-label="Orders">
                {row.orders.length === 0 ? (
                  '—'
                ) : (
                  <ul className="subscriptions-table__orders">
                    {row.orders.map((order) => (
                      <li key={order.id}>
                        <Link
                          to={`${EDITOR_BASE}/orders/${encodeURIComponent(order.id)}`}
                          aria-label={`Order #${order.orderNumber}`}
                        >
                          #{order.orderNumber}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              {canManage ? (
                <td className="table__actions">
                  {cancellable(row) ? (
                    <button
                      type="button"
                      className="button button--danger-outline button--small"
                      disabled={busyId !== null}
                      aria-label={`Cancel subscription: ${row.email}, ${row.productName}`}
                      onClick={() => onCancel(row)}
                    >
                      Cancel subscription
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
