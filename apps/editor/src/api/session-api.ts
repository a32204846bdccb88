import { type InvitationDetails, type OwnerSession } from '@plinth/contracts';
import { invitationDetailsSchema, ownerSessionSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { isApiError } from './api-error';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const SESSION = `${EDITOR_BASE}/api/session`;
const INVITATIONS = `${EDITOR_BASE}/api/invitations`;

/** The signed-in owner, or null when nobody is signed in. */
export async function findSession(): Promise<OwnerSession | null> {
  try {
    const answer = await ownerFetch<unknown>(SESSION, { sessionRequired: false });
    return checkedAnswer(ownerSessionSchema, answer, `GET ${SESSION}`);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(email: string, password: string): Promise<OwnerSession> {
  const answer = await ownerFetch<unknown>(SESSION, {
    method: 'POST',
    json: { email, password },
    sessionRequired: false,
  });
  return checkedAnswer(ownerSessionSchema, answer, `POST ${SESSION}`);
}

export async function signOut(): Promise<void> {
  await ownerFetch<null>(SESSION, { method: 'DELETE', sessionRequired: false });
}

/** Ends every session of the signed-in owner but this browser's; answers how many ended. */
export function signOutOtherSessions(): Promise<{ ended: number }> {
  return ownerFetch<{ ended: number }>(`${SESSION}/others`, { method: 'DELETE' });
}

export async function getInvitation(token: string): Promise<InvitationDetails> {
  const answer = await ownerFetch<unknown>(`${INVITATIONS}/${encodeURIComponent(token)}`, {
    sessionRequired: false,
  });
  return checkedAnswer(invitationDetailsSchema, answer, `GET ${INVITATIONS}/{token}`);
}

/**
 * Accepts an invitation: someone new sends a name and password (and is signed in); someone signed in to
 * the invited account sends nothing.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string } | Record<string, never>,
): Promise<OwnerSession> {
  const answer = await ownerFetch<unknown>(`${INVITATIONS}/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    json: input,
    sessionRequired: false,
  });
  return checkedAnswer(ownerSessionSchema, answer, `POST ${INVITATIONS}/{token}/accept`);
}
