import { isLanguageTag, type SignUpValues, normalizeEmail } from '@plinth/commerce';
import type { SiteUser } from '@plinth/contracts';
import {
  isUniqueViolation,
  newId,
  newToken,
  nowIso,
  toFlag,
  writeTransaction,
  type Db,
  type SiteUserRow,
} from '@plinth/db';
import { invariant } from '../../app-error';
import { getMultilingualSettings } from '../languages';
import type { Site } from '../sites';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/password';
import { hashSecret, newSecret } from '../../security/secret-token';
import { badCredentials, invalidLanguage } from './errors';
import {
  deleteExpiredSiteUserSessions,
  deleteSiteUserSession,
  findSessionWithUser,
  findSiteUserByEmail,
  findSiteUserById,
  insertSiteUser,
  insertSiteUserSession,
  updateSiteUserLanguage,
} from './queries';
import { sessionTtlMs } from './session-cookie';

/** A signed-in customer's live session on one website. */
export interface SiteUserSession {
  /** SHA-256 of the cookie's secret: the row id. */
  id: string;
  xsrfToken: string;
  remember: boolean;
  user: SiteUser;
}

/** What the browser is handed when a session opens. */
export interface OpenedSession {
  secret: string;
  xsrfToken: string;
}

const EMAIL_UNIQUE = {
  constraint: 'site_users_website_email',
  table: 'site_users',
  columns: ['website_id', 'email'],
} as const;

export function toSiteUser(row: Pick<SiteUserRow, 'id' | 'email' | 'name' | 'language'>): SiteUser {
  return { id: row.id, email: row.email, name: row.name, language: row.language };
}

/** What creating an account needs besides the form. */
export interface NewSiteUserSettings {
  /** Config.passwordHashCost. */
  hashCost: number;
  /** Called before the password is hashed, whether or not the email is free (the 429 limit). */
  beforeHashing: () => Promise<void>;
}

/** A sign-up made an account, or found one with its email (which it leaves untouched). */
export type SignUpOutcome =
  { created: true; user: SiteUser } | { created: false; existing: Pick<SiteUserRow, 'id' | 'email'> };

/**
 * Creates a customer account on one website, or finds the one its email already has. Both cases pass
 * the new-account limit and hash the password, so neither the answer nor its time tells them apart
 * (security review I3; docs/accounts.md, "Sign-up and enumeration").
 */
export async function createSiteUser(
  db: Db,
  websiteId: string,
  input: SignUpValues,
  settings: NewSiteUserSettings,
): Promise<SignUpOutcome> {
  const email = normalizeEmail(input.email);
  await settings.beforeHashing();
  const passwordHash = await hashPassword(input.password, settings.hashCost);
  try {
    return await writeTransaction(db, async (trx): Promise<SignUpOutcome> => {
      const existing = await findSiteUserByEmail(trx, websiteId, email);
      if (existing) return { created: false, existing };
      const now = nowIso();
      const row: SiteUserRow = {
        id: newId(),
        website_id: websiteId,
        email,
        name: input.name,
        password_hash: passwordHash,
        language: null,
        created_at: now,
        updated_at: now,
      };
      await insertSiteUser(trx, row);
      return { created: true, user: toSiteUser(row) };
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second loses on the unique index.
    if (!isUniqueViolation(error, EMAIL_UNIQUE)) throw error;
    const existing = await findSiteUserByEmail(db.kysely, websiteId, email);
    if (!existing) throw error;
    return { created: false, existing };
  }
}

/** The customer whose email and password these are; the same error, after the same work, otherwise. */
export async function verifySiteUserCredentials(
  db: Db,
  websiteId: string,
  email: string,
  password: string,
  hashCost: number,
): Promise<SiteUser> {
  const row = await findSiteUserByEmail(db.kysely, websiteId, normalizeEmail(email));
  const ok = row
    ? await verifyPassword(password, row.password_hash, hashCost)
    : await verifyAgainstDummy(password, hashCost);
  if (!row || !ok) throw badCredentials();
  return toSiteUser(row);
}

export async function openSiteUserSession(
  db: Db,
  websiteId: string,
  siteUserId: string,
  remember: boolean,
): Promise<OpenedSession> {
  const { secret, hash } = newSecret();
  const xsrfToken = newToken(32);
  const now = Date.now();
  await insertSiteUserSession(db.kysely, {
    id: hash,
    website_id: websiteId,
    site_user_id: siteUserId,
    xsrf_token: xsrfToken,
    remember: toFlag(remember),
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + sessionTtlMs(remember)).toISOString(),
  });
  // Expired rows are swept now and then rather than by a job; sign-ins are rare enough.
  if (Math.random() < 0.05) await deleteExpiredSiteUserSessions(db.kysely, new Date(now).toISOString());
  return { secret, xsrfToken };
}

export async function findSiteUserSession(
  db: Db,
  websiteId: string,
  secret: string,
): Promise<SiteUserSession | null> {
  const row = await findSessionWithUser(db.kysely, websiteId, hashSecret(secret), nowIso());
  if (!row) return null;
  return { id: row.sessionId, xsrfToken: row.xsrfToken, remember: row.remember === 1, user: toSiteUser(row) };
}

export async function endSiteUserSession(db: Db, secret: string): Promise<void> {
  await deleteSiteUserSession(db.kysely, hashSecret(secret));
}

/** "fr-ca" -> "fr-CA"; null for anything that is not a language tag. */
export function canonicalLanguage(raw: string): string | null {
  const tag = raw.trim();
  if (!isLanguageTag(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the customer's language (a BCP 47 tag, canonical case), one of the languages the site offers
 * (its default first; the Languages panel's list); 400 with a field error otherwise.
 */
export async function updateSiteUserLocale(
  db: Db,
  site: Pick<Site, 'id' | 'settings' | 'language'>,
  siteUserId: string,
  rawLanguage: string,
): Promise<SiteUser> {
  const language = offeredLanguage(site, rawLanguage);
  if (!language) throw invalidLanguage();
  await updateSiteUserLanguage(db.kysely, site.id, siteUserId, language, nowIso());
  const row = await findSiteUserById(db.kysely, site.id, siteUserId);
  invariant(row, `site user ${siteUserId} vanished while its language was saved`);
  return toSiteUser(row);
}

/** The site's spelling of one of its languages ("fr-fr" -> "fr-FR"); null for any other language. */
export function offeredLanguage(site: Pick<Site, 'settings' | 'language'>, raw: string): string | null {
  const language = canonicalLanguage(raw);
  if (!language) return null;
  const codes = getMultilingualSettings(site).languages.map((entry) => entry.code);
  return codes.find((code) => code.toLowerCase() === language.toLowerCase()) ?? null;
}
