import { normalizeEmail } from '@plinth/commerce';
import { randomInt } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  SITE_ROLE,
  SITE_ROLE_LABEL,
  isSiteRole,
  type OwnerSite,
  type OwnerUser,
  type SiteRole,
} from '@plinth/contracts';
import { newId, nowIso, writeTransaction, type Db, type Executor, type UserRow } from '@plinth/db';
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
  upsertMember,
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

export interface AdminOwnerResult {
  email: string;
  /** Set only when Plinth made the password up: it is printed once and never stored in clear. */
  generatedPassword: string | null;
  created: boolean;
}

/**
 * Makes sure someone can sign in to the editor. With no accounts at all, creates the administrator of
 * every website (email from PLINTH_ADMIN_EMAIL, password from PLINTH_ADMIN_PASSWORD or generated). When
 * PLINTH_ADMIN_PASSWORD is set and that account exists with another password, the password is reset to
 * it: the way back in for an owner who lost theirs.
 */
export async function ensureAdminOwner(
  db: Db,
  options: { email: string; password: string | undefined; hashCost?: number },
): Promise<AdminOwnerResult | null> {
  const email = normalizeEmail(options.email);
  const cost = options.hashCost ?? PASSWORD_HASH_COST;
  return writeTransaction(db, async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      // A hash cheaper than this server accepts does not verify, so it is replaced here too.
      if (options.password && !(await verifyPassword(options.password, existing.password_hash, cost))) {
        await updateUserPassword(trx, existing.id, await hashPassword(options.password, cost), nowIso());
        // A reset is how an owner takes a lost or stolen account back: every open session ends.
        await deleteUserSessions(trx, existing.id);
        return { email, generatedPassword: null, created: false };
      }
      return null;
    }
    if ((await countUsers(trx)) > 0 && !options.password) return null;
    const generatedPassword = options.password ? null : generatePassword();
    const user = await createUser(
      trx,
      { email, name: 'Site owner', password: options.password ?? generatedPassword ?? '' },
      cost,
    );
    const websites = await trx.selectFrom('websites').select('id').execute();
    for (const website of websites) {
      await upsertMember(trx, {
        website_id: website.id,
        user_id: user.id,
        role: SITE_ROLE.ADMIN,
        created_at: nowIso(),
      });
    }
    return { email, generatedPassword, created: true };
  });
}

/** 4 groups of 4 readable characters: easy to copy from a terminal, about 80 bits. */
function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
