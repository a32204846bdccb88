import { listEmails } from '../../api/email-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { EmailStatusBadge, formatDateTime } from './email-status';

/** Every email the site queued, newest first: who it went to, and whether it left. */
export function SentEmailsPanel() {
  const { site } = useSignedIn();
  const emails = useFetch((signal) => listEmails(signal), site.id);
  return (
    <section className="panel">
      <PanelHeader
        title="Sent emails"
        description="Every email this site sends, newest first. Without an SMTP server (SMTP_URL) they are kept here and in the data folder's mail directory instead of being delivered."
        actions={
          <button type="button" className="button" onClick={emails.reload}>
            Refresh
          </button>
        }
      />
      <LoadState state={emails} skeleton={<SkeletonRows rows={4} />}>
        {(data) =>
          data.emails.length === 0 ? (
            <p className="empty-state">
              No emails yet. Invite a member or send a test email from Email templates.
            </p>
          ) : (
            <div className="table-wrap card">
              <table className="table emails-table">
                <caption className="visually-hidden">Sent emails</caption>
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">To</th>
                    <th scope="col">Status</th>
                    <th scope="col">Queued</th>
                  </tr>
                </thead>
                <tbody>
                  {data.emails.map((email) => (
                    <tr key={email.id}>
                      <th scope="row">
                        <Link to={`${EDITOR_BASE}/emails/${email.id}`}>{email.subject}</Link>
                      </th>
                      <td data-label="To">{email.to}</td>
                      <td data-label="Status">
                        <EmailStatusBadge status={email.status} />
                      </td>
                      <td data-label="Queued">{formatDateTime(email.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
