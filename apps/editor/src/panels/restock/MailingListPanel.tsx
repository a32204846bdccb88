import { MAILING_LIST_API, type MailingListMember } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { ownerHeaders } from '../../api/owner-fetch';
import { listMailingListPage } from '../../api/restock-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

const CSV_FILE_NAME = 'mailing-list.csv';

/** The CSV comes through the owner headers (X-Website-Id), then is saved as a file. */
async function downloadCsv(): Promise<void> {
  const response = await fetch(MAILING_LIST_API.csv, {
    headers: ownerHeaders('GET'),
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Unable to export the mailing list. Try again later.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** Shoppers who joined the site's mailing list (from the restock form), with a CSV export. */
export function MailingListPanel() {
  const { site } = useSignedIn();
  const first = useFetch((signal) => listMailingListPage(null, signal), site.id);
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <section className="panel">
      <PanelHeader
        title="Mailing list"
        description="Shoppers who asked to join your mailing list."
        actions={
          <button
            type="button"
            className="button"
            onClick={() => {
              setExportError(null);
              downloadCsv().catch((error: unknown) => setExportError(errorMessage(error, 'Export failed')));
            }}
          >
            Export CSV
          </button>
        }
      />
      {exportError ? <p role="alert">{exportError}</p> : null}
      <LoadState state={first} skeleton={<SkeletonRows rows={4} />}>
        {(page) => <MemberList key={site.id} first={page} />}
      </LoadState>
    </section>
  );
}

function MemberList({
  first,
}: {
  first: { members: MailingListMember[]; hasNextPage: boolean; nextPageCursor: string | null };
}) {
  const [members, setMembers] = useState(first.members);
  const [cursor, setCursor] = useState(first.hasNextPage ? first.nextPageCursor : null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (members.length === 0) return <p className="empty">No one has joined yet.</p>;

  async function loadMore(from: string) {
    setLoading(true);
    setError(null);
    try {
      const page = await listMailingListPage(from);
      setMembers((current) => [...current, ...page.members]);
      setCursor(page.hasNextPage ? page.nextPageCursor : null);
    } catch (caught) {
      setError(errorMessage(caught, 'Unable to load more.'));
    }
    setLoading(false);
  }

  return (
    <>
      <div className="table-wrap card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Joined from</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.email}>
                <td>{member.email}</td>
                <td>{member.source}</td>
                <td>{new Date(member.createdAt).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {cursor ? (
        <button type="button" className="button" disabled={loading} onClick={() => void loadMore(cursor)}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
