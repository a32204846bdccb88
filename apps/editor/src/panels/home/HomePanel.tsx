import { formatMoney } from '@plinth/commerce';
import type { OwnerHome } from '@plinth/contracts';
import type { ReactNode } from 'react';
import { loadOwnerHome } from '../../api/home-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formatDateTime } from '../email/email-status';
import { SetupGuide } from './SetupGuide';

const at = (path: string) => `${EDITOR_BASE}${path}`;
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * What /config opens on (issue 13 part 7): the store at a glance. Each card is there only for a role
 * that may open the panel it links to (the server leaves the others out), with an empty state for a
 * new store.
 */
export function HomePanel() {
  const { site } = useSignedIn();
  const home = useFetch((signal) => loadOwnerHome(signal), site.id);
  return (
    <section className="panel home">
      <PanelHeader
        title="Home"
        description={`${site.title} at a glance. Days are counted in UTC; this week is the last 7 days.`}
        actions={
          <button type="button" className="button" onClick={home.reload}>
            Refresh
          </button>
        }
      />
      <LoadState state={home}>
        {(data) => (
          <>
            {data.setup ? (
              <SetupGuide
                setup={data.setup}
                onChange={(dismissed) =>
                  home.setData({ ...data, setup: data.setup ? { ...data.setup, dismissed } : null })
                }
              />
            ) : null}
            <HomeCards home={data} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function HomeCards({ home }: { home: OwnerHome }) {
  const money = (cents: number) => formatMoney(cents, home.currency);
  const { sales, visits, lowStock, formSubmissions, restock } = home;
  const figures: { label: string; value: string; detail: string; to: string }[] = [];
  if (sales) {
    figures.push(
      {
        label: 'Orders today',
        value: count(sales.today.orders),
        detail: money(sales.today.revenueCents),
        to: at('/orders'),
      },
      {
        label: 'Orders this week',
        value: count(sales.week.orders),
        detail: money(sales.week.revenueCents),
        to: at('/orders'),
      },
      {
        label: 'To fulfil',
        value: count(sales.unfulfilled),
        detail: sales.unfulfilled === 0 ? 'Nothing waiting' : 'Placed, not yet fulfilled',
        to: at('/orders'),
      },
    );
  }
  if (visits) {
    figures.push(
      {
        label: 'Visitors today',
        value: count(visits.today),
        detail: 'Distinct visitors',
        to: at('/analytics'),
      },
      {
        label: 'Visitors this week',
        value: count(visits.week),
        detail: 'Distinct visitors',
        to: at('/analytics'),
      },
    );
  }
  const noCards = figures.length === 0 && !lowStock && !formSubmissions && !restock;
  if (noCards) {
    return (
      <div className="card">
        <p>Your role has nothing to summarise here. Use the menu to open the panels you work in.</p>
      </div>
    );
  }
  return (
    <>
      {figures.length > 0 ? (
        <ul className="home__figures" aria-label="Figures">
          {figures.map((figure) => (
            <li key={figure.label} className="home__figure">
              <Link to={figure.to} className="home__figure-link">
                <span className="home__figure-label">{figure.label}</span>
                <span className="home__figure-value">{figure.value}</span>
                <span className="home__figure-detail">{figure.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="home__lists">
        {sales ? (
          <HomeList
            title="Best sellers this week"
            link={{ to: at('/orders'), label: 'All orders' }}
            empty="No orders yet this week. Orders show here as soon as customers buy."
            rows={sales.topProducts.map((p) => ({
              key: p.productId,
              to: at(`/products/${encodeURIComponent(p.productId)}`),
              label: p.name,
              detail: `${plural(p.units, 'sold', 'sold')} · ${money(p.revenueCents)}`,
            }))}
          />
        ) : null}
        {lowStock ? (
          <HomeList
            title="Low stock"
            description={`Variants with ${count(lowStock.threshold)} or fewer left${lowStock.count > lowStock.variants.length ? ` (${count(lowStock.count)} in all)` : ''}.`}
            link={{ to: at('/inventory'), label: 'Inventory' }}
            empty="Nothing is low on stock."
            rows={lowStock.variants.map((v) => ({
              key: v.variantId,
              to: at(`/products/${encodeURIComponent(v.productId)}`),
              label: v.variantLabel ? `${v.productName} (${v.variantLabel})` : v.productName,
              detail: v.stock === 0 ? 'Sold out' : `${count(v.stock)} left`,
              tone: v.stock === 0 ? 'warning' : undefined,
            }))}
          />
        ) : null}
        {formSubmissions ? (
          <HomeList
            title="Recent form submissions"
            description={`${plural(formSubmissions.week, 'submission', 'submissions')} this week.`}
            link={{ to: at('/forms'), label: 'Forms' }}
            empty="No submissions yet. They show here when visitors send one of your forms."
            rows={formSubmissions.recent.map((s) => ({
              key: s.id,
              to: at(`/forms/${encodeURIComponent(s.formId)}/submissions`),
              label: s.formName,
              detail: formatDateTime(s.submittedAt),
            }))}
          />
        ) : null}
        {restock ? (
          <HomeList
            title="Waiting for a restock"
            description={`${plural(restock.waiting, 'sign-up', 'sign-ups')} waiting in all.`}
            link={{ to: at('/restock'), label: 'Restock sign-ups' }}
            empty="Nobody is waiting for a restock."
            rows={restock.products.map((p) => ({
              key: p.productId,
              to: at(`/products/${encodeURIComponent(p.productId)}`),
              label: p.name,
              detail: plural(p.waiting, 'waiting', 'waiting'),
            }))}
          />
        ) : null}
      </div>
    </>
  );
}

interface HomeListProps {
  title: string;
  description?: string;
  link: { to: string; label: string };
  empty: ReactNode;
  rows: { key: string; to: string; label: string; detail: string; tone?: 'warning' | undefined }[];
}

function HomeList({ title, description, link, empty, rows }: HomeListProps) {
  return (
    <section className="card home__list" aria-label={title}>
      <div className="card__header">
        <div>
          <h2 className="card__title">{title}</h2>
          {description ? <p className="card__description">{description}</p> : null}
        </div>
        <Link to={link.to}>{link.label}</Link>
      </div>
      {rows.length === 0 ? (
        <p className="home__empty">{empty}</p>
      ) : (
        <ul className="home__rows">
          {rows.map((row) => (
            <li key={row.key} className="home__row">
              <Link to={row.to}>{row.label}</Link>
              <span
                className={row.tone === 'warning' ? 'home__detail home__detail--warning' : 'home__detail'}
              >
                {row.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
