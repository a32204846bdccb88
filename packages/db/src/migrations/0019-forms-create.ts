import type { Kysely } from 'kysely';

/**
 * Site forms (issue 11, docs/forms.md): `forms` holds each form's current definition; `form_versions`
 * keeps every definition a submission may have answered (a submission names its version, so its answers
 * are read with the fields of that time); `form_submissions` the answers; `form_submission_keys` the
 * one-time keys of POST /api/form/FormSubmissionKey (stored hashed, spent on use); `form_render_events`
 * the census form-render events for the analytics issue. `products.additional_fields_form_id` names the
 * form a product's add to cart opens (part 6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // JSON: the PublicForm's definition without id, name and version (fields, texts, captcha settings).
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('notification_email', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forms_website').on('forms').columns(['website_id', 'name']).execute();

  await db.schema
    .createTable('form_versions')
    .addColumn('form_id', 'varchar(32)', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_versions_pk', ['form_id', 'version'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('form_id', 'varchar(32)', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('form_version', 'integer', (c) => c.notNull())
    // JSON: FormValues keyed by field id, as parsed (never HTML; shown escaped).
    .addColumn('answers', 'text', (c) => c.notNull())
    // Lower-cased answer summaries, for the owner's search.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('page_title', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('page_path', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('page_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('content_source', 'varchar(1)', (c) => c.notNull().defaultTo('i'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_form_created')
    .on('form_submissions')
    .columns(['form_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('form_submission_keys')
    // sha256 of the key, hex: the key itself is never stored.
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('form_submission_keys_expires')
    .on('form_submission_keys')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('form_render_events')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('form_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_render_events_form')
    .on('form_render_events')
    .columns(['website_id', 'form_id', 'created_at'])
    .execute();

  await db.schema.alterTable('products').addColumn('additional_fields_form_id', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('additional_fields_form_id').execute();
  await db.schema.dropTable('form_render_events').execute();
  await db.schema.dropTable('form_submission_keys').execute();
  await db.schema.dropTable('form_submissions').execute();
  await db.schema.dropTable('form_versions').execute();
  await db.schema.dropTable('forms').execute();
}
