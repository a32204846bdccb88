import { SITE_ROLE } from '@plinth/contracts';
import {
  fixedQuery,
  forUpdate,
  type Executor,
  type MemberInvitationRow,
  type WebsiteMemberRow,
} from '@plinth/db';

export async function findMembership(
  db: Executor,
  websiteId: string,
  userId: string,
): Promise<WebsiteMemberRow | null> {
  const row = await db
    .selectFrom('website_members')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function listMembers(db: Executor, websiteId: string) {
  return db
    .selectFrom('website_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as userId', 'u.email', 'u.name', 'm.role', 'm.created_at as joinedAt'])
    .where('m.website_id', '=', websiteId)
    .orderBy('u.email')
    .execute();
}

/**
 * The email addresses of the site's Administrators: whom owner notices go to by default (new orders,
 * form submissions, card testing).
 */
/** Read for every order's owner email (when no recipient is listed): a fixed statement. */
const ADMINISTRATOR_EMAILS = fixedQuery<{ email: string }>(
  'select u.email from website_members m inner join users u on u.id = m.user_id ' +
    'where m.website_id = ? and m.role = ? order by u.email',
);

export async function listAdministratorEmails(db: Executor, websiteId: string): Promise<string[]> {
  const rows = await ADMINISTRATOR_EMAILS.rows(db, [websiteId, SITE_ROLE.ADMIN]);
  return rows.map((row) => row.email);
}

export async function upsertMember(db: Executor, member: WebsiteMemberRow): Promise<void> {
  await db
    .insertInto('website_members')
    .values(member)
    .onConflict((oc) => oc.columns(['website_id', 'user_id']).doUpdateSet({ role: member.role }))
    .execute();
}

export async function updateMemberRole(db: Executor, websiteId: string, userId: string, role: number) {
  await db
    .updateTable('website_members')
    .set({ role })
    .where('website_id', '=', websiteId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Executor, websiteId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('website_members')
    .where('website_id', '=', websiteId)
    .where('user_id', '=', userId)
    .execute();
}

export async function countMembersWithRole(db: Executor, websiteId: string, role: number): Promise<number> {
  const row = await db
    .selectFrom('website_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertInvitation(db: Executor, invitation: MemberInvitationRow): Promise<void> {
  await db.insertInto('member_invitations').values(invitation).execute();
}

export async function listOpenInvitations(db: Executor, websiteId: string, now: string) {
  return db
    .selectFrom('member_invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('website_id', '=', websiteId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

export async function findInvitationByHash(
  executor: Executor,
  tokenHash: string,
): Promise<MemberInvitationRow | null> {
  const query = executor.selectFrom('member_invitations').selectAll().where('token_hash', '=', tokenHash);
  return (await forUpdate(executor, query).executeTakeFirst()) ?? null;
}

export async function markInvitationAccepted(db: Executor, id: string, at: string): Promise<number> {
  const result = await db
    .updateTable('member_invitations')
    .set({ accepted_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteInvitation(db: Executor, websiteId: string, id: string): Promise<number> {
  const result = await db
    .deleteFrom('member_invitations')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
