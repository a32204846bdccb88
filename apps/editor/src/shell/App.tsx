import { MESSAGES } from '@plinth/commerce';
import { useEffect } from 'react';
import { EDITOR_MESSAGES } from '../messages';
import { matchRoute } from '../router/history-router';
import { EDITOR_BASE, editorRouter, useLocation } from '../router/router';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { UnsavedChangesProvider } from '../state/unsaved-changes';
import { EditorLayout } from './EditorLayout';
import { InvitationPage } from './InvitationPage';
import { PanelOutlet } from './PanelOutlet';
import { SignInScreen } from './SignInScreen';

/** The whole editor: session, unsaved-changes guard, and the screen the address and session call for. */
export function App() {
  useEffect(() => editorRouter().start(), []);
  return (
    <SessionProvider>
      <UnsavedChangesProvider>
        <Screen />
      </UnsavedChangesProvider>
    </SessionProvider>
  );
}

function Screen() {
  const location = useLocation();
  const { state, retry } = useSession();
  const invitation = matchRoute(`${EDITOR_BASE}/invitation/:token`, location);
  if (invitation?.token) return <InvitationPage token={invitation.token} />;

  switch (state.status) {
    case 'loading':
      return (
        <main className="splash" aria-busy="true">
          <p role="status">{MESSAGES.loading}</p>
        </main>
      );
    case 'failed':
      return (
        <main className="splash">
          <div className="load-error" role="alert">
            <p>{MESSAGES.unableToLoad}</p>
            <button type="button" className="button" onClick={retry}>
              {MESSAGES.retry}
            </button>
          </div>
        </main>
      );
    case 'signed-out':
      return <SignInScreen notice={state.notice} />;
    case 'signed-in':
      if (!state.site) return <NoSites />;
      return (
        <EditorLayout key={state.site.id} location={location} currentSiteId={state.session.currentSiteId}>
          <PanelOutlet location={location} />
        </EditorLayout>
      );
  }
}

function NoSites() {
  const { signOut } = useSession();
  return (
    <main className="auth">
      <div className="auth__card">
        <h1 className="auth__title">{EDITOR_MESSAGES.noSitesTitle}</h1>
        <p className="auth__lead">{EDITOR_MESSAGES.noSitesBody}</p>
        <button type="button" className="button" onClick={() => void signOut()}>
          {EDITOR_MESSAGES.signOut}
        </button>
      </div>
    </main>
  );
}
