import { ownerFetch } from './owner-fetch';

export interface Member {
  userId: string;
  email: string;
  name: string;
  role: number;
  roleLabel: string;
  joinedAt: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: number;
  roleLabel: string;
  createdAt: string;
  expiresAt: string;
}

export interface MemberList {
  members: Member[];
  invitations: Invitation[];
}

const MEMBERS = '/config/api/members';

export function listMembers(signal?: AbortSignal): Promise<MemberList> {
  return ownerFetch<MemberList>(MEMBERS, { signal });
}

export function inviteMember(input: {
  email: string;
  role: number;
}): Promise<{ invitation: Invitation; invitePath: string }> {
  return ownerFetch(`${MEMBERS}/invitations`, { method: 'POST', json: input });
}

export async function revokeInvitation(id: string): Promise<void> {
  await ownerFetch<null>(`${MEMBERS}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function changeMemberRole(userId: string, role: number): Promise<MemberList> {
  return ownerFetch<MemberList>(`${MEMBERS}/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: { role },
  });
}

export async function removeMember(userId: string): Promise<void> {
  await ownerFetch<null>(`${MEMBERS}/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
