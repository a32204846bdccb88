import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/api-error';
import { acceptInvitation, getInvitation, type InvitationDetails } from '../api/session-api';
import { Alert } from '../components/Alert';
import { Field } from '../components/Field';
import { LoadState } from '../components/LoadState';
import { EDITOR_MESSAGES } from '../messages';
import { navigate } from '../router/router';
import { useSession } from '../session/SessionProvider';
import { useFetch } from '../state/use-fetch';

/** The server's minimum; repeated here so the form can say so before sending. */
const PASSWORD_MIN_LENGTH = 8;

/** /config/invitation/:token: someone invited to a site sets a name and password (or proves theirs). */
export function InvitationPage({ token }: { token: string }) {
  const invitation = useFetch(() => getInvitation(token), token);
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand" aria-hidden="true">
          Plinth
        </p>
        <LoadState state={invitation} skeleton={<span />}>
          {(details) => <AcceptForm token={token} details={details} />}
        </LoadState>
      </div>
    </main>
  );
}

function AcceptForm({ token, details }: { token: string; details: InvitationDetails }) {
  const { adopt } = useSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const newAccount = !details.accountExists;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (newAccount && password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    setPasswordError(null);
    setPending(true);
    setError(null);
    try {
      const session = await acceptInvitation(token, { name: name.trim(), password });
      adopt(session, session.currentSiteId);
      navigate('/config', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setPending(false);
    }
  }

  return (
    <>
      <h1 className="auth__title">Join {details.websiteTitle}</h1>
      <p className="auth__lead">
        You were invited as <strong>{details.roleLabel}</strong> with {details.email}.{' '}
        {newAccount
          ? 'Choose your name and a password to create your account.'
          : 'Enter the password of your account to accept.'}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <input type="hidden" name="email" autoComplete="username" value={details.email} />
        {newAccount ? (
          <Field label="Your name">
            {(control) => (
              <input
                {...control}
                className="input"
                name="name"
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field
          label={newAccount ? 'Choose a password' : 'Password'}
          error={passwordError}
          hint={newAccount ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="password"
              autoComplete={newAccount ? 'new-password' : 'current-password'}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={pending}>
          {pending ? 'Joining…' : 'Accept invitation'}
        </button>
      </form>
    </>
  );
}
