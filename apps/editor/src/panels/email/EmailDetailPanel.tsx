import { emailHtmlUrl, getEmail } from '../../api/email-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { EmailFrame, EmailText } from './EmailFrame';
import { EmailStatusBadge, formatDateTime } from './email-status';

/** One email as its recipient sees it (HTML in a sandboxed frame) and its plain text. */
export function EmailDetailPanel({ emailId }: { emailId: string }) {
  const { site } = useSignedIn();
  const email = useFetch((signal) => getEmail(emailId, signal), `${site.id}/${emailId}`);
  return (
    <section className="panel">
      <p className="panel-back">
        <Link to={`${EDITOR_BASE}/emails`}>← Sent emails</Link>
      </p>
      <LoadState state={email} header={<PanelHeader title="Email" />}>
        {(data) => (
          <>
            <PanelHeader title={data.subject} />
            <dl className="email-meta card">
              <dt>From</dt>
              <dd>{data.from}</dd>
              <dt>To</dt>
              <dd>{data.to}</dd>
              <dt>Status</dt>
              <dd>
                <EmailStatusBadge status={data.status} />
                {data.sentAt ? ` ${formatDateTime(data.sentAt)}` : null}
              </dd>
              <dt>Message-ID</dt>
              <dd className="email-meta__code">{data.messageId}</dd>
              {data.fileName ? (
                <>
                  <dt>File</dt>
                  <dd className="email-meta__code">mail/{data.fileName}</dd>
                </>
              ) : null}
            </dl>
            <EmailFrame src={emailHtmlUrl(site.id, data.id)} title={`Email: ${data.subject}`} />
            <EmailText text={data.text} label={`Plain text of ${data.subject}`} />
          </>
        )}
      </LoadState>
    </section>
  );
}
