import { normalizeEmail } from '@plinth/commerce';
import { randomInt } from 'node:crypto';
import { SITE_ROLE } from '@plinth/contracts';
import { nowIso, writeTransaction, type Db } from '@plinth/db';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from '../../security/password';
import { countOwners, createUser, findOwnerByEmail, resetOwnerPassword } from '../owner-session';
import { listWebsiteIds } from '../sites';
import { upsertMember } from './queries';

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
    const existing = await findOwnerByEmail(trx, email);
    if (existing) {
      // A hash cheaper than this server accepts does not verify, so it is replaced here too.
      if (options.password && !(await verifyPassword(options.password, existing.password_hash, cost))) {
        // A reset is how an owner takes a lost or stolen account back: every open session ends.
        await resetOwnerPassword(trx, existing.id, await hashPassword(options.password, cost));
        return { email, generatedPassword: null, created: false };
      }
      return null;
    }
    if ((await countOwners(trx)) > 0 && !options.password) return null;
    const generatedPassword = options.password ? null : generatePassword();
    const user = await createUser(
      trx,
      { email, name: 'Site owner', password: options.password ?? generatedPassword ?? '' },
      cost,
    );
    for (const websiteId of await listWebsiteIds(trx)) {
      await upsertMember(trx, {
        website_id: websiteId,
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
