import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/api-error';
import { Alert } from '../components/Alert';
import { Field } from '../components/Field';
import { EDITOR_MESSAGES } from '../messages';
import { useSession } from '../session/SessionProvider';

/** Email and password; the server's refusal is shown word for word (it never says which was wrong). */
export function SignInScreen({ notice }: { notice: string | null }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      setPending(false);
    }
  }

  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand" aria-hidden="true">
          Plinth
        </p>
        <h1 className="auth__title">Sign in to your site</h1>
        <p className="auth__lead">Edit pages, products and settings.</p>
        {notice && !error ? <Alert tone="info">{notice}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Email">
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                name="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Field label="Password">
            {(control) => (
              <input
                {...control}
                className="input"
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button--primary button--block" aria-disabled={pending}>
            {pending ? EDITOR_MESSAGES.signingIn : EDITOR_MESSAGES.signIn}
          </button>
        </form>
      </div>
    </main>
  );
}
