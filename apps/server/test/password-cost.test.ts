import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { ensureAdminOwner } from '../src/modules/members';
import { PASSWORD_HASH_COST } from '../src/security/password';
import { useTestApp, signedInOwner, TEST_OWNER } from './fixtures/create-test-app';

/** Test fixtures hash at a cheap cost; a server at the production cost must never take those hashes. */
describe.each(testEngines())('password hash cost on %s', (engine) => {
  const t = useTestApp(engine, { passwordHashCost: PASSWORD_HASH_COST });

  test('a production-cost server refuses a test-cost hash, until PLINTH_ADMIN_PASSWORD replaces it', async () => {
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', TEST_OWNER.email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$1024\$/);
    await expect(signedInOwner(t.app)).rejects.toThrow(/401/);

    const reset = await ensureAdminOwner(t.db, { email: TEST_OWNER.email, password: TEST_OWNER.password });
    expect(reset).toMatchObject({ created: false });
    await expect(signedInOwner(t.app)).resolves.toBeDefined();
  });
});
