import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import {
  emailTemplateHtmlUrl,
  listEmailTemplates,
  previewEmailTemplate,
  sendTestEmail,
} from '../../api/email-api';
import { Alert } from '../../components/Alert';
import { FormSection } from '../../components/FormSection';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { EmailFrame, EmailText } from './EmailFrame';

/** The test email (to check delivery) and a preview of every template, in the site's name and colours. */
export function EmailTemplatesPanel() {
  const { site } = useSignedIn();
  const templates = useFetch((signal) => listEmailTemplates(signal), site.id);
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <section className="panel">
      <PanelHeader
        title="Email templates"
        description="What the emails this site sends look like, with sample details, and a test email to check that mail reaches you."
      />
      <TestEmailSection />
      <LoadState state={templates} skeleton={<SkeletonRows rows={2} />}>
        {(data) => (
          <FormSection title="Templates" description="Every email is sent as HTML with a plain-text version.">
            <ul className="template-list">
              {data.templates.map((template) => (
                <li key={template.id} className="template-list__item">
                  <div>
                    <p className="template-list__name">{template.name}</p>
                    <p className="template-list__description">{template.description}</p>
                  </div>
                  <button
                    type="button"
                    className="button button--small"
                    aria-pressed={chosen === template.id}
                    onClick={() => setChosen(template.id)}
                  >
                    Preview <span className="visually-hidden">{template.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </FormSection>
        )}
      </LoadState>
      {chosen ? <TemplatePreview templateId={chosen} /> : null}
    </section>
  );
}

function TemplatePreview({ templateId }: { templateId: string }) {
  const { site } = useSignedIn();
  const preview = useFetch((signal) => previewEmailTemplate(templateId, signal), `${site.id}/${templateId}`);
  return (
    <LoadState state={preview}>
      {(data) => (
        <FormSection title={`Preview: ${data.subject}`}>
          <EmailFrame src={emailTemplateHtmlUrl(site.id, templateId)} title={`Preview of ${data.subject}`} />
          <EmailText text={data.text} label={`Plain text of ${data.subject}`} />
        </FormSection>
      )}
    </LoadState>
  );
}

function TestEmailSection() {
  const { user } = useSignedIn();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: true; id: string } | { ok: false; message: string } | null>(
    null,
  );

  async function send() {
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      const { email } = await sendTestEmail();
      setResult({ ok: true, id: email.id });
    } catch (failure) {
      setResult({ ok: false, message: errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong) });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormSection
      title="Test email"
      description={`Sends a short message to your own address, ${user.email}, the way every email of this site is sent.`}
      actions={
        <button
          type="button"
          className="button button--primary"
          aria-disabled={pending}
          onClick={() => void send()}
        >
          {pending ? 'Sending…' : 'Send test email'}
        </button>
      }
    >
      {result?.ok ? (
        <Alert tone="success">
          Test email queued for {user.email}.{' '}
          <Link to={`${EDITOR_BASE}/emails/${result.id}`}>See it under Sent emails</Link>
        </Alert>
      ) : null}
      {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
    </FormSection>
  );
}
