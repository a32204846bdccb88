import { type InvitationCreated, type MemberList } from '@plinth/contracts';
import { invitationCreatedSchema, memberListSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const MEMBERS = `${EDITOR_BASE}/api/members`;

export async function listMembers(signal?: AbortSignal): Promise<MemberList> {
  return checkedAnswer(memberListSchema, await ownerFetch<unknown>(MEMBERS, { signal }), `GET ${MEMBERS}`);
}

export async function inviteMember(input: { email: string; role: number }): Promise<InvitationCreated> {
  const answer = await ownerFetch<unknown>(`${MEMBERS}/invitations`, { method: 'POST', json: input });
  return checkedAnswer(invitationCreatedSchema, answer, `POST ${MEMBERS}/invitations`);
}

export async function revokeInvitation(id: string): Promise<void> {
  await ownerFetch<null>(`${MEMBERS}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function changeMemberRole(userId: string, role: number): Promise<MemberList> {
  const answer = await ownerFetch<unknown>(`${MEMBERS}/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: { role },
  });
  return checkedAnswer(memberListSchema, answer, `PUT ${MEMBERS}/{userId}`);
}

export async function removeMember(userId: string): Promise<void> {
  await ownerFetch<null>(`${MEMBERS}/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
