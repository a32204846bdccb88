import { isApiError } from './api-error';
import { ownerFetch } from './owner-fetch';

export interface OwnerUser {
  id: string;
  email: string;
  name: string;
}

export interface OwnerSite {
  id: string;
  title: string;
  role: number;
  roleLabel: string;
  permissions: readonly string[];
  /** The site's first host name; null when it has none. */
  host: string | null;
  /** On a trial: upgrade links go to /settings/billing/upgrade. */
  trial: boolean;
}

export interface OwnerSession {
  user: OwnerUser;
  sites: OwnerSite[];
  /** The site the page's address belongs to. */
  currentSiteId: string;
}

const SESSION = '/config/api/session';

/** The signed-in owner, or null when nobody is signed in. */
export async function findSession(): Promise<OwnerSession | null> {
  try {
    return await ownerFetch<OwnerSession>(SESSION, { sessionRequired: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function signIn(email: string, password: string): Promise<OwnerSession> {
  return ownerFetch<OwnerSession>(SESSION, {
    method: 'POST',
    json: { email, password },
    sessionRequired: false,
  });
}

export async function signOut(): Promise<void> {
  await ownerFetch<null>(SESSION, { method: 'DELETE', sessionRequired: false });
}

/** Ends every session of the signed-in owner but this browser's; answers how many ended. */
export function signOutOtherSessions(): Promise<{ ended: number }> {
  return ownerFetch<{ ended: number }>(`${SESSION}/others`, { method: 'DELETE' });
}

export interface InvitationDetails {
  websiteTitle: string;
  email: string;
  role: number;
  roleLabel: string;
  accountExists: boolean;
}

export function getInvitation(token: string): Promise<InvitationDetails> {
  return ownerFetch<InvitationDetails>(`/config/api/invitations/${encodeURIComponent(token)}`, {
    sessionRequired: false,
  });
}

/**
 * Accepts an invitation: someone new sends a name and password (and is signed in); someone signed in to
 * the invited account sends nothing.
 */
export function acceptInvitation(
  token: string,
  input: { name: string; password: string } | Record<string, never>,
): Promise<OwnerSession> {
  return ownerFetch<OwnerSession>(`/config/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    json: input,
    sessionRequired: false,
  });
}
