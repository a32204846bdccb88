import { isValidEmail } from '@plinth/commerce';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { inviteMember } from '../../api/members-api';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { EDITOR_MESSAGES } from '../../messages';
import { RoleSelect } from './RoleSelect';

const EDITOR_ROLE = 4;

/**
 * Invites someone by email with a role. The server emails them the link (Sent emails shows it); the link
 * is also shown here to copy and pass on another way. It works once, for seven days.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(EDITOR_ROLE);
  const [pending, setPending] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(EDITOR_MESSAGES.invalidEmail);
      return;
    }
    setEmailError(null);
    setError(null);
    setPending(true);
    try {
      const answer = await inviteMember({ email: address, role });
      setLink({
        email: answer.invitation.email,
        url: new URL(answer.invitePath, window.location.origin).href,
      });
      setCopied(false);
      setEmail('');
      onInvited();
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      document.getElementById('invite-link')?.focus();
    }
  }

  return (
    <FormSection title="Invite someone" description="They get the role you choose once they accept.">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form className="invite-form" onSubmit={(event) => void submit(event)} noValidate data-unsaved-ignore>
        <Field label="Email" error={emailError} className="invite-form__email">
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className="field invite-form__role">
          <RoleSelect label="Role" value={role} onChange={setRole} hideLabel={false} showDescription />
        </div>
        <button type="submit" className="button button--primary invite-form__submit" aria-disabled={pending}>
          {pending ? 'Inviting…' : 'Invite'}
        </button>
      </form>
      {link ? (
        <div className="invite-link" role="status">
          <p>
            An invitation email is on its way to <strong>{link.email}</strong>. You can also pass on this link
            yourself. It works once, for 7 days.
          </p>
          <div className="invite-link__row">
            <label htmlFor="invite-link" className="visually-hidden">
              Invitation link
            </label>
            <input
              id="invite-link"
              className="input"
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      ) : null}
    </FormSection>
  );
}
