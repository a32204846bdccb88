import {
  PERMISSION,
  roleCan,
  SITE_ROLE,
  SITE_ROLE_LABEL,
  type InvitationCreated,
  type InvitationDetails,
  type MemberList,
  type OwnerUser,
  type SiteRole,
} from '@plinth/contracts';
import { newId, nowIso, writeTransaction, type Db, type Executor } from '@plinth/db';
import { hashPassword } from '../../security/password';
import { hashSecret, newSecret } from '../../security/secret-token';
import {
  invitationForSomeoneElse,
  invitationInvalid,
  invitationNeedsPassword,
  invitationNeedsSignIn,
  lastAdministrator,
  memberNotFound,
} from './errors';
import {
  countMembersWithRole,
  deleteInvitation,
  deleteMember,
  findInvitationByHash,
  findMembership,
  insertInvitation,
  listMembers,
  listOpenInvitations,
  markInvitationAccepted,
  updateMemberRole,
  upsertMember,
} from './queries';
import { normalizeEmail } from '@plinth/commerce';
import { findOwnerByEmail, insertNewUser, openSession, toOwnerUser } from '../owner-session';
import { findWebsiteTitle, lockSite } from '../sites';
import { memberInvitationTemplate, type Mail } from '../email';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function withLabel<T extends { role: number }>(row: T) {
  return { ...row, roleLabel: SITE_ROLE_LABEL[row.role as SiteRole] ?? 'Unknown' };
}

export async function listSiteMembers(db: Db, websiteId: string): Promise<MemberList> {
  const [members, invitations] = await Promise.all([
    listMembers(db.kysely, websiteId),
    listOpenInvitations(db.kysely, websiteId, nowIso()),
  ]);
  return {
    members: members.map(withLabel),
    invitations: invitations.map((i) =>
      withLabel({ id: i.id, email: i.email, role: i.role, createdAt: i.created_at, expiresAt: i.expires_at }),
    ),
  };
}

/** The invitation email: how to reach the app's mail, and where the accept link points. */
export interface InvitationEmail {
  mail: Mail;
  /** https://shop.example: the address the editor was used at. */
  origin: string;
  /** Who invites, as the email names them. */
  inviterName: string;
}

/**
 * Creates an invitation. With `email`, the invitation email (carrying the accept link) is queued in the
 * same transaction: both exist or neither; the caller wakes the worker (app.jobs.wake()) afterwards. The
 * answer carries the link too, so the inviter can pass it on if the email does not arrive.
 */
export async function inviteMember(
  db: Db,
  input: { websiteId: string; email: string; role: SiteRole; invitedBy: string | null },
  email?: InvitationEmail,
): Promise<InvitationCreated> {
  const { secret, hash } = newSecret();
  const now = Date.now();
  const invitation = {
    id: newId(),
    website_id: input.websiteId,
    email: normalizeEmail(input.email),
    role: input.role,
    token_hash: hash,
    invited_by: input.invitedBy,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
    accepted_at: null,
  };
  const invitePath = `/config/invitation/${secret}`;
  const roleLabel = SITE_ROLE_LABEL[invitation.role] ?? 'Unknown';
  await writeTransaction(db, async (trx) => {
    await insertInvitation(trx, invitation);
    if (!email) return;
    await email.mail.queue(trx, {
      websiteId: input.websiteId,
      siteName: await findWebsiteTitle(trx, input.websiteId),
      dedupeKey: `member-invitation:${invitation.id}`,
      template: memberInvitationTemplate,
      data: { inviterName: email.inviterName, roleLabel, acceptUrl: `${email.origin}${invitePath}` },
      to: invitation.email,
      // The link grants the role: only those who may invite may read it.
      readPermission: PERMISSION.membersManage,
    });
  });
  return {
    invitation: withLabel({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.created_at,
      expiresAt: invitation.expires_at,
    }),
    invitePath,
  };
}

export async function revokeInvitation(db: Db, websiteId: string, invitationId: string): Promise<void> {
  if ((await deleteInvitation(db.kysely, websiteId, invitationId)) === 0) throw invitationInvalid();
}

/** What the invitation page shows before the person accepts. */
export async function describeInvitation(db: Db, secret: string): Promise<InvitationDetails> {
  const invitation = await findInvitationByHash(db.kysely, hashSecret(secret));
  if (!invitation || invitation.accepted_at || invitation.expires_at <= nowIso()) throw invitationInvalid();
  return {
    websiteTitle: await findWebsiteTitle(db.kysely, invitation.website_id),
    email: invitation.email,
    role: invitation.role,
    roleLabel: SITE_ROLE_LABEL[invitation.role as SiteRole] ?? 'Unknown',
    accountExists: (await findOwnerByEmail(db.kysely, invitation.email)) !== null,
  };
}

/** What accepting an invitation needs besides the link and the form. */
export interface AcceptSettings {
  /** Config.passwordHashCost. */
  hashCost: number;
  /** Config.ownerSessionIdleMs. */
  idleMs: number;
  /** Called once the request can only succeed, just before the password is hashed (the 429 limit). */
  beforeHashing: () => Promise<void>;
}

/**
 * Accepts an invitation. A signed-in person accepts for their own email; someone new chooses a name and
 * password. Someone who already has an account must sign in first: the link never checks a password,
 * so holding a link (the inviter does) gives no way to guess anyone's password.
 *
 * The password is hashed only once the invitation is known to be valid for this person (security
 * review L6: an unknown link costs no scrypt); the checks run again, locked, in the write transaction.
 */
export async function acceptInvitation(
  db: Db,
  secret: string,
  input: { name: string; password?: string | undefined; signedIn: OwnerUser | null },
  settings: AcceptSettings,
): Promise<{ user: OwnerUser; sessionSecret: string | null; websiteId: string }> {
  const tokenHash = hashSecret(secret);
  let passwordHash: string | null = null;
  if (!input.signedIn) {
    // Hashed before the write transaction: SQLite holds its one write lock for the whole transaction.
    await checkAcceptable(db.kysely, tokenHash, null);
    if (!input.password) throw invitationNeedsPassword();
    await settings.beforeHashing();
    passwordHash = await hashPassword(input.password, settings.hashCost);
  }
  return writeTransaction(db, async (trx) => {
    const invitation = await checkAcceptable(trx, tokenHash, input.signedIn);
    let user: OwnerUser;
    let sessionSecret: string | null = null;
    if (input.signedIn) {
      user = input.signedIn;
    } else {
      if (!passwordHash) throw invitationNeedsPassword();
      const row = await insertNewUser(trx, { email: invitation.email, name: input.name, passwordHash });
      user = toOwnerUser(row);
      sessionSecret = await openSession(trx, row.id, settings.idleMs);
    }
    if ((await markInvitationAccepted(trx, invitation.id, nowIso())) === 0) throw invitationInvalid();
    const existing = await findMembership(trx, invitation.website_id, user.id);
    // Accepting never lowers the role of an administrator who was also invited for something smaller.
    if (existing?.role !== SITE_ROLE.ADMIN) {
      await upsertMember(trx, {
        website_id: invitation.website_id,
        user_id: user.id,
        role: invitation.role,
        created_at: nowIso(),
      });
    }
    return { user, sessionSecret, websiteId: invitation.website_id };
  });
}

/**
 * The invitation, when this person may accept it: open, unexpired, from someone who may still invite,
 * and for the signed-in person's email (or, with nobody signed in, for an email without an account).
 * Locked when `executor` is a write transaction.
 */
async function checkAcceptable(executor: Executor, tokenHash: string, signedIn: OwnerUser | null) {
  const invitation = await findInvitationByHash(executor, tokenHash);
  if (!invitation || invitation.accepted_at || invitation.expires_at <= nowIso()) throw invitationInvalid();
  if (!(await inviterMayStillInvite(executor, invitation.website_id, invitation.invited_by))) {
    throw invitationInvalid();
  }
  if (signedIn) {
    if (signedIn.email !== invitation.email) throw invitationForSomeoneElse(invitation.email);
  } else if (await findOwnerByEmail(executor, invitation.email)) {
    // The account may be the one another accept of this link made a moment ago (outside a transaction
    // the two reads are not one snapshot): then the link is simply used.
    const again = await findInvitationByHash(executor, tokenHash);
    if (!again || again.accepted_at) throw invitationInvalid();
    throw invitationNeedsSignIn(invitation.email);
  }
  return invitation;
}

/** An invitation lapses when the person who sent it may no longer invite (demoted or removed since). */
async function inviterMayStillInvite(trx: Executor, websiteId: string, inviterId: string | null) {
  if (!inviterId) return false;
  const membership = await findMembership(trx, websiteId, inviterId);
  return membership !== null && roleCan(membership.role, PERMISSION.membersManage);
}

export async function changeMemberRole(
  db: Db,
  websiteId: string,
  userId: string,
  role: SiteRole,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await lockSiteMembership(trx, websiteId);
    const member = await findMembership(trx, websiteId, userId);
    if (!member) throw memberNotFound();
    if (member.role === SITE_ROLE.ADMIN && role !== SITE_ROLE.ADMIN) await assertAnotherAdmin(trx, websiteId);
    await updateMemberRole(trx, websiteId, userId, role);
  });
}

export async function removeMember(db: Db, websiteId: string, userId: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await lockSiteMembership(trx, websiteId);
    const member = await findMembership(trx, websiteId, userId);
    if (!member) throw memberNotFound();
    if (member.role === SITE_ROLE.ADMIN) await assertAnotherAdmin(trx, websiteId);
    await deleteMember(trx, websiteId, userId);
  });
}

/**
 * Membership changes of one site run one at a time (the website row is their lock), so two
 * administrators demoting each other at once cannot leave the site with none.
 */
async function lockSiteMembership(trx: Executor, websiteId: string): Promise<void> {
  await lockSite(trx, websiteId);
}

async function assertAnotherAdmin(trx: Executor, websiteId: string) {
  if ((await countMembersWithRole(trx, websiteId, SITE_ROLE.ADMIN)) < 2) throw lastAdministrator();
}

/** The user's role on the site (SITE_ROLE), or null when they are not a member: the owner guard's check. */
export async function findMemberRole(
  executor: Executor,
  websiteId: string,
  userId: string,
): Promise<number | null> {
  return (await findMembership(executor, websiteId, userId))?.role ?? null;
}

/** Makes the user a member of the site with this role (or changes their role). */
export async function addMember(
  executor: Executor,
  websiteId: string,
  userId: string,
  role: number,
): Promise<void> {
  await upsertMember(executor, { website_id: websiteId, user_id: userId, role, created_at: nowIso() });
}
