import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Permission } from '@plinth/contracts';
import { configureOwnerRequests } from '../api/owner-fetch';
import { findSession, signIn as requestSignIn, signOut as requestSignOut } from '../api/session-api';
import type { OwnerSession, OwnerSite, OwnerUser } from '@plinth/contracts';
import { chooseSite, readStoredSiteId, storeSiteId } from './choose-site';
import { siteCan } from './permissions';

export type SessionState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'signed-in'; session: OwnerSession; site: OwnerSite | null };

export interface SessionContextValue {
  state: SessionState;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Takes a session the server handed back elsewhere (accepting an invitation). */
  adopt: (session: OwnerSession, siteId?: string) => void;
  switchSite: (siteId: string) => void;
  retry: () => void;
}

export const SESSION_ENDED = 'Your session ended. Sign in again to continue.';

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Knows who is signed in and which site the editor works on. The chosen site is handed to the request
 * layer at once (not in an effect): panels start loading in their own effects, which run first.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const enter = useCallback((session: OwnerSession, preferredId: string | null) => {
    const site = chooseSite(session, preferredId);
    configureOwnerRequests({ siteId: site?.id ?? null });
    if (site) storeSiteId(site.id);
    setState({ status: 'signed-in', session, site });
  }, []);

  useEffect(() => {
    configureOwnerRequests({
      onSignedOut: () => setState({ status: 'signed-out', notice: SESSION_ENDED }),
    });
    let cancelled = false;
    findSession().then(
      (session) => {
        if (cancelled) return;
        if (session) enter(session, readStoredSiteId());
        else setState({ status: 'signed-out', notice: null });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, enter]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      async signIn(email, password) {
        enter(await requestSignIn(email, password), readStoredSiteId());
      },
      async signOut() {
        try {
          await requestSignOut();
        } finally {
          configureOwnerRequests({ siteId: null });
          setState({ status: 'signed-out', notice: null });
        }
      },
      adopt(session, siteId) {
        enter(session, siteId ?? session.currentSiteId);
      },
      switchSite(siteId) {
        if (state.status !== 'signed-in') return;
        enter(state.session, siteId);
      },
      retry() {
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      },
    }),
    [state, enter],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('SessionProvider is missing');
  return context;
}

export interface SignedIn {
  user: OwnerUser;
  sites: OwnerSite[];
  site: OwnerSite;
  can: (permission: Permission) => boolean;
}

/** For components shown only when signed in to a site: the user, the site and its permissions. */
export function useSignedIn(): SignedIn {
  const { state } = useSession();
  if (state.status !== 'signed-in' || !state.site) throw new Error('useSignedIn outside a signed-in site');
  const site = state.site;
  return {
    user: state.session.user,
    sites: state.session.sites,
    site,
    can: (permission) => siteCan(site, permission),
  };
}
