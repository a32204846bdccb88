import type { RestockGroup, RestockSignUp } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { listRestockSignUps } from '../../api/restock-api';
import { useFetch } from '../../state/use-fetch';
import { sendRequestOf } from './restock-send';

const STATUS_LABEL: Record<RestockSignUp['status'], string> = {
  waiting: 'Waiting',
  notified: 'Emailed',
  unsubscribed: 'Unsubscribed',
};

/** One variant's sign-ups, a page at a time ("Load more" follows the cursor). */
export function RestockSignUps({ group }: { group: RestockGroup }) {
  const variant = sendRequestOf(group);
  const first = useFetch((signal) => listRestockSignUps(variant, null, signal), group.variantId);
  const [more, setMore] = useState<{ signUps: RestockSignUp[]; cursor: string | null }>({
    signUps: [],
    cursor: null,
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (first.hasError) return <p role="alert">Unable to load the emails. Try again later.</p>;
  if (!first.data) return <p role="status">Loading emails…</p>;
  const signUps = [...first.data.signUps, ...more.signUps];
  const nextCursor = more.cursor ?? (first.data.hasNextPage ? first.data.nextPageCursor : null);
  const exhausted = more.signUps.length > 0 && more.cursor === null;

  async function loadMore(cursor: string) {
    setLoading(true);
    setError(null);
    try {
      const page = await listRestockSignUps(variant, cursor);
      setMore((current) => ({
        signUps: [...current.signUps, ...page.signUps],
        cursor: page.hasNextPage ? page.nextPageCursor : null,
      }));
    } catch (caught) {
      setError(errorMessage(caught, 'Unable to load more emails.'));
    }
    setLoading(false);
  }

  return (
    <div className="restock-signups">
      {signUps.length === 0 ? <p className="muted">No emails waiting.</p> : null}
      <ul className="restock-signups__list" aria-label={`Emails for ${group.productName}`}>
        {signUps.map((signUp) => (
          <li key={signUp.id}>
            <span>{signUp.email}</span>{' '}
            <span className="muted">
              {STATUS_LABEL[signUp.status]}
              {signUp.joinedMailingList ? ' · joined the mailing list' : ''}
            </span>
          </li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      {nextCursor && !exhausted ? (
        <button
          type="button"
          className="button button--small"
          disabled={loading}
          onClick={() => void loadMore(nextCursor)}
        >
          {loading ? 'Loading…' : 'Load more emails'}
        </button>
      ) : null}
    </div>
  );
}
