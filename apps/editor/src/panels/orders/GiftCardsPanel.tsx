import { formatMoney } from '@plinth/commerce';
import { GIFT_CARD_LIST_LIMIT, type OwnerGiftCard } from '@plinth/contracts';
import { listGiftCards } from '../../api/gift-cards-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSearchQuery } from '../../router/use-search-query';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formatOrderDate } from './order-format';

/**
 * The gift cards the store issued (decision 0030), newest first: the code's last four, the amount,
 * what is left on it, who it went to and the order that bought it. Codes are masked: the recipient's
 * email is the card, and this list is read by everyone who may view orders.
 */
export function GiftCardsPanel() {
  const { site } = useSignedIn();
  const { query, search, setSearch } = useSearchQuery(`${EDITOR_BASE}/gift-cards`);
  const cards = useFetch((signal) => listGiftCards(query, signal), `${site.id}/${query}`);

  return (
    <section className="panel">
      <PanelHeader
        title="Gift cards"
        description="Every gift card bought in the store, with what is left on it. A card is issued for each one bought and its code emailed to the recipient."
        actions={
          <button type="button" className="button" onClick={cards.reload}>
            Refresh
          </button>
        }
      />
      <div className="toolbar orders-toolbar" data-unsaved-ignore>
        <div className="field orders-toolbar__search">
          <label className="field__label" htmlFor="gift-card-search">
            Search
          </label>
          <input
            id="gift-card-search"
            className="input"
            type="search"
            placeholder="Last 4 of the code, recipient or order number"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <LoadState state={cards} skeleton={<SkeletonRows rows={5} />}>
        {(data) =>
          data.giftCards.length === 0 ? (
            <p className="empty-state">
              {query
                ? 'No gift cards match this search.'
                : 'No gift cards yet. Cards bought at checkout appear here.'}
            </p>
          ) : (
            <>
              <GiftCardsTable cards={data.giftCards} />
              {data.giftCards.length >= GIFT_CARD_LIST_LIMIT ? (
                <p className="orders-limit">
                  Showing the {GIFT_CARD_LIST_LIMIT} newest gift cards. Search to find older ones.
                </p>
              ) : null}
            </>
          )
        }
      </LoadState>
    </section>
  );
}

function GiftCardsTable({ cards }: { cards: readonly OwnerGiftCard[] }) {
  const money = (cents: number, card: OwnerGiftCard) => formatMoney(cents, card.currency);
  return (
    <div className="table-wrap card">
      <table className="table orders-table">
        <caption className="visually-hidden">Gift cards</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Recipient</th>
            <th scope="col" className="orders-table__total">
              Amount
            </th>
            <th scope="col" className="orders-table__total">
              Balance
            </th>
            <th scope="col">Order</th>
            <th scope="col">Issued</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id}>
              <th scope="row" className="gift-card-code">
                {card.code}
                {card.status === 'void' ? <span className="badge badge--order-cancelled">Void</span> : null}
              </th>
              <td data-label="Recipient" className="orders-table__email">
                {card.recipientName}
                <br />
                {card.recipientEmail}
              </td>
              <td data-label="Amount" className="orders-table__total">
                {money(card.initialCents, card)}
              </td>
              <td data-label="Balance" className="orders-table__total">
                {money(card.balanceCents, card)}
              </td>
              <td data-label="Order">
                <Link
                  to={`${EDITOR_BASE}/orders/${encodeURIComponent(card.orderId)}`}
                  aria-label={`Order #${card.orderNumber}`}
                >
                  #{card.orderNumber}
                </Link>
              </td>
              <td data-label="Issued">{formatOrderDate(card.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
