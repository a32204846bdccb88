import { PASSWORD_MIN_LENGTH } from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../api/api-error';
import type { InvitationDetails } from '@plinth/contracts';
import { acceptInvitation, getInvitation } from '../api/session-api';
import { Alert } from '../components/Alert';
import { Field } from '../components/Field';
import { LoadState } from '../components/LoadState';
import { EDITOR_MESSAGES } from '../messages';
import { EDITOR_BASE, navigate } from '../router/router';
import { useSession } from '../session/SessionProvider';
import { useFetch } from '../state/use-fetch';

/**
 * /config/invitation/:token. Someone new chooses a name and a password; someone with an account signs
 * in to it first (the email is the invitation's) and then accepts; someone signed in to another account
 * is asked to sign out.
 */
export function InvitationPage({ token }: { token: string }) {
  const invitation = useFetch(() => getInvitation(token), token);
  const { state } = useSession();
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand" aria-hidden="true">
          Plinth
        </p>
        {isApiError(invitation.error) && invitation.error.status === 404 ? (
          // A used, revoked or expired link: the server says what to do; retrying would not help.
          <>
            <h1 className="auth__title">This invitation cannot be used</h1>
            <Alert tone="error">{invitation.error.message}</Alert>
          </>
        ) : state.status === 'loading' ? null : (
          <LoadState state={invitation} skeleton={<span />}>
            {(details) => {
              const signedInAs = state.status === 'signed-in' ? state.session.user.email : null;
              if (signedInAs && signedInAs !== details.email) {
                return <OtherAccount details={details} signedInAs={signedInAs} />;
              }
              return <AcceptForm token={token} details={details} signedIn={signedInAs !== null} />;
            }}
          </LoadState>
        )}
      </div>
    </main>
  );
}

function Invited({ details }: { details: InvitationDetails }) {
  return (
    <>
      <h1 className="auth__title">Join {details.websiteTitle}</h1>
      <p className="auth__lead">
        You were invited as <strong>{details.roleLabel}</strong> with {details.email}.
      </p>
    </>
  );
}

function OtherAccount({ details, signedInAs }: { details: InvitationDetails; signedInAs: string }) {
  const { signOut } = useSession();
  return (
    <>
      <Invited details={details} />
      <Alert tone="info">
        You are signed in as {signedInAs}. This invitation is for {details.email}: sign out, then accept it.
      </Alert>
      <button type="button" className="button button--primary button--block" onClick={() => void signOut()}>
        {EDITOR_MESSAGES.signOut}
      </button>
    </>
  );
}

interface AcceptFormProps {
  token: string;
  details: InvitationDetails;
  signedIn: boolean;
}

function AcceptForm({ token, details, signedIn }: AcceptFormProps) {
  const { adopt, signIn } = useSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const newAccount = !details.accountExists && !signedIn;
  const needsSignIn = details.accountExists && !signedIn;

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
      if (needsSignIn) await signIn(details.email, password);
      const session = await acceptInvitation(token, newAccount ? { name: name.trim(), password } : {});
      adopt(session, session.currentSiteId);
      navigate(EDITOR_BASE, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setPending(false);
    }
  }

  const lead = newAccount
    ? 'Choose your name and a password to create your account.'
    : needsSignIn
      ? 'You already have an account: sign in to it to accept.'
      : 'Accept to add this site to your account.';
  return (
    <>
      <Invited details={details} />
      <p className="auth__lead">{lead}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {newAccount || needsSignIn ? (
          <input type="hidden" name="email" autoComplete="username" value={details.email} />
        ) : null}
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
        {newAccount || needsSignIn ? (
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
        ) : null}
        <button type="submit" className="button button--primary button--block" aria-disabled={pending}>
          {pending ? 'Joining…' : needsSignIn ? 'Sign in and accept' : 'Accept invitation'}
        </button>
      </form>
    </>
  );
}
