import { ORDER_LIST_LIMIT, type OrderStatus, type OwnerOrder } from '@plinth/contracts';
import { orderStatusSchema } from '@plinth/contracts/schemas';
import { useState } from 'react';
import { listOrders } from '../../api/orders-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSearchQuery } from '../../router/use-search-query';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import {
  formatOrderDate,
  ORDER_STATUS_LABEL,
  orderMoney,
  orderNumber,
  OrderStatusBadge,
  TestModeBadge,
} from './order-format';

const STATUSES = orderStatusSchema.options;

/** The store's orders, newest first: search by number, email or product, and filter by status. */
export function OrdersPanel() {
  const { site } = useSignedIn();
  const { query, search, setSearch } = useSearchQuery(`${EDITOR_BASE}/orders`);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const orders = useFetch(
    (signal) => listOrders({ q: query, status }, signal),
    `${site.id}/${status ?? ''}/${query}`,
  );

  return (
    <section className="panel">
      <PanelHeader
        title="Orders"
        description="Everything customers bought, newest first. Open an order to mark it fulfilled, cancel it or refund it."
        actions={
          <button type="button" className="button" onClick={orders.reload}>
            Refresh
          </button>
        }
      />
      <div className="toolbar orders-toolbar" data-unsaved-ignore>
        <div className="field orders-toolbar__search">
          <label className="field__label" htmlFor="order-search">
            Search
          </label>
          <input
            id="order-search"
            className="input"
            type="search"
            placeholder="Order number, email or product"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field orders-toolbar__status">
          <label className="field__label" htmlFor="order-status">
            Status
          </label>
          <select
            id="order-status"
            className="input"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as OrderStatus | null)}
          >
            <option value="">All orders</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadState state={orders} skeleton={<SkeletonRows rows={5} />}>
        {(data) =>
          data.orders.length === 0 ? (
            <p className="empty-state">
              {query || status
                ? 'No orders match this search.'
                : 'No orders yet. Orders placed at checkout appear here.'}
            </p>
          ) : (
            <>
              <OrdersTable orders={data.orders} />
              {data.orders.length >= ORDER_LIST_LIMIT ? (
                <p className="orders-limit">
                  Showing the {ORDER_LIST_LIMIT} newest orders. Search by number, email or product to find
                  older ones.
                </p>
              ) : null}
            </>
          )
        }
      </LoadState>
    </section>
  );
}

function OrdersTable({ orders }: { orders: readonly OwnerOrder[] }) {
  return (
    <div className="table-wrap card">
      <table className="table orders-table">
        <caption className="visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col" className="orders-table__total">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link
                  to={`${EDITOR_BASE}/orders/${encodeURIComponent(order.id)}`}
                  aria-label={`Order ${orderNumber(order)}`}
                >
                  {orderNumber(order)}
                </Link>
              </th>
              <td data-label="Date">{formatOrderDate(order.createdAt)}</td>
              <td data-label="Customer" className="orders-table__email">
                {order.email}
              </td>
              <td data-label="Total" className="orders-table__total">
                {orderMoney(order.grandTotalCents, order)}
              </td>
              <td data-label="Status">
                <OrderStatusBadge status={order.status} />
                <TestModeBadge order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
