import type { Kysely } from 'kysely';

/**
 * ALTCHA solutions already used (issue 11 part 4): one row per challenge, keyed by the challenge's HMAC
 * signature, so the same solution never passes twice in any process. The primary key makes spending
 * atomic: of two requests inserting the same signature, exactly one inserts a row. A row is needed only
 * until its challenge expires (a later use fails on expiry anyway); the captcha module purges older ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_spent')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_spent_expires_at').on('captcha_spent').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_spent').execute();
}
