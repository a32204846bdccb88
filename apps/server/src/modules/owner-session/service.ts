import { normalizeEmail } from '@plinth/commerce';
import {
  ROLE_PERMISSIONS,
  SITE_ROLE,
  SITE_ROLE_LABEL,
  isSiteRole,
  type OwnerSite,
  type OwnerUser,
  type SiteRole,
} from '@plinth/contracts';
import { newId, nowIso, type Db, type Executor, type UserRow } from '@plinth/db';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  verifyAgainstDummy,
  verifyPassword,
} from '../../security/password';
import { hashSecret, newSecret } from '../../security/secret-token';
import { listPrimaryHosts } from '../sites';
import { badCredentials } from './errors';
import {
  countUsers,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  findUserByEmail,
  insertSession,
  insertUser,
  listUserWebsites,
  touchSession,
  updateUserPassword,
} from './queries';
import { OWNER_SESSION_TTL_MS } from './session-cookie';

/** A session's last use is written at most this often, so most requests only read. */
const LAST_SEEN_EVERY_MS = 60 * 60 * 1000;

/** What opening and checking sessions needs from the config. */
export interface OwnerSessionSettings {
  /** Config.passwordHashCost. */
  hashCost: number;
  /** Config.ownerSessionIdleMs. */
  idleMs: number;
}

export function toOwnerUser(row: UserRow): OwnerUser {
  return { id: row.id, email: row.email, name: row.name };
}

/** Checks the password and opens a session; the secret goes in the cookie, its hash in the table. */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  settings: OwnerSessionSettings,
): Promise<{ user: OwnerUser; secret: string }> {
  const row = await findUserByEmail(db.kysely, normalizeEmail(email));
  const ok = row
    ? await verifyPassword(password, row.password_hash, settings.hashCost)
    : await verifyAgainstDummy(password, settings.hashCost);
  if (!row || !ok) throw badCredentials();
  return { user: toOwnerUser(row), secret: await openSession(db.kysely, row.id, settings.idleMs) };
}

export async function openSession(db: Executor, userId: string, idleMs: number): Promise<string> {
  const { secret, hash } = newSecret();
  const now = Date.now();
  await insertSession(db, {
    id: hash,
    user_id: userId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + OWNER_SESSION_TTL_MS).toISOString(),
    last_seen_at: new Date(now).toISOString(),
  });
  // Expired and idle rows are swept now and then rather than by a job; sign-ins are rare enough.
  if (Math.random() < 0.05) {
    await deleteExpiredSessions(db, new Date(now).toISOString(), new Date(now - idleMs).toISOString());
  }
  return secret;
}

export async function signOut(db: Db, secret: string): Promise<void> {
  await deleteSession(db.kysely, hashSecret(secret));
}

/** Ends every session of the user but the one whose secret this is; answers how many ended. */
export async function signOutOtherSessions(db: Db, userId: string, currentSecret: string): Promise<number> {
  return deleteOtherSessions(db.kysely, userId, hashSecret(currentSecret));
}

/**
 * The user of a live session: one within its 14 days and used in the last `idleMs`. Its last use is
 * written when the stored one is over an hour old, so a busy editor writes once an hour, not on every
 * request.
 */
export async function findSignedInUser(db: Db, secret: string, idleMs: number): Promise<OwnerUser | null> {
  const now = Date.now();
  const id = hashSecret(secret);
  const found = await findSessionUser(
    db.kysely,
    id,
    new Date(now).toISOString(),
    new Date(now - idleMs).toISOString(),
  );
  if (!found) return null;
  // A short idle timeout (a fraction of a day) is refreshed more often, so a session in use never lapses.
  if (Date.parse(found.lastSeenAt) <= now - Math.min(LAST_SEEN_EVERY_MS, idleMs / 4)) {
    await touchSession(db.kysely, id, new Date(now).toISOString());
  }
  return toOwnerUser(found.user);
}

/** The sites a user belongs to, with their role and what it allows (the editor's site switcher). */
export async function listOwnerSites(db: Db, userId: string): Promise<OwnerSite[]> {
  const rows = await listUserWebsites(db.kysely, userId);
  const hosts = await listPrimaryHosts(
    db.kysely,
    rows.map((r) => r.id),
  );
  return rows
    .filter((r) => isSiteRole(r.role) && r.role !== SITE_ROLE.NONE)
    .map((r) => {
      const role = r.role as SiteRole;
      return {
        id: r.id,
        title: r.title,
        role,
        roleLabel: SITE_ROLE_LABEL[role],
        permissions: ROLE_PERMISSIONS[role],
        host: hosts.get(r.id) ?? null,
        trial: false,
      };
    });
}

/** `hashCost` is Config.passwordHashCost; only tests pass a cheaper one. */
export async function createUser(
  db: Executor,
  input: { email: string; name: string; password: string },
  hashCost = PASSWORD_HASH_COST,
): Promise<UserRow> {
  return insertNewUser(db, { ...input, passwordHash: await hashPassword(input.password, hashCost) });
}

/** For callers that hash before opening their transaction. */
export async function insertNewUser(
  db: Executor,
  input: { email: string; name: string; passwordHash: string },
): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: normalizeEmail(input.email),
    name: input.name.trim(),
    password_hash: input.passwordHash,
    created_at: now,
    updated_at: now,
  };
  await insertUser(db, row);
  return row;
}

/** The owner account with this email, or null. */
export async function findOwnerByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  return findUserByEmail(executor, normalizeEmail(email));
}

export async function countOwners(executor: Executor): Promise<number> {
  return countUsers(executor);
}

/** Sets a new password hash and ends every open session of the account (how a lost account is taken back). */
export async function resetOwnerPassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await updateUserPassword(executor, userId, passwordHash, nowIso());
  await deleteUserSessions(executor, userId);
}
