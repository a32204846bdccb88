import type { Kysely } from 'kysely';

/**
 * Form submissions are limited per client (docs/forms.md, decision 0040), counted in the database so
 * every process sees one count: each submission and each one-time key keeps the sha256 of its client's
 * address (never the address itself). '' for rows from before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('form_submissions')
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('form_submissions_client')
    .on('form_submissions')
    .columns(['website_id', 'client_key', 'created_at'])
    .execute();
  await db.schema
    .alterTable('form_submission_keys')
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('form_submission_keys_client')
    .on('form_submission_keys')
    .columns(['website_id', 'client_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('form_submission_keys_client').execute();
  await db.schema.alterTable('form_submission_keys').dropColumn('client_key').execute();
  await db.schema.dropIndex('form_submissions_client').execute();
  await db.schema.alterTable('form_submissions').dropColumn('client_key').execute();
}
