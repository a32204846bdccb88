import type { Kysely } from 'kysely';

/**
 * People: owners and their team (users, website_members, user_sessions, member_invitations) and each
 * site's customers (site_users, site_user_sessions). Session and invitation ids are SHA-256 hashes of
 * the secret the browser holds, so a leaked database does not hand out live sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(256)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('website_members')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('website_members_pk', ['website_id', 'user_id'])
    .execute();
  await db.schema.createIndex('website_members_user').on('website_members').column('user_id').execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('member_invitations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'varchar(32)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('member_invitations_website')
    .on('member_invitations')
    .column('website_id')
    .execute();

  await db.schema
    .createTable('site_users')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(256)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('site_users_website_email', ['website_id', 'email'])
    .execute();

  await db.schema
    .createTable('site_user_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('site_user_id', 'varchar(32)', (c) =>
      c.notNull().references('site_users.id').onDelete('cascade'),
    )
    .addColumn('xsrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('site_user_sessions_user')
    .on('site_user_sessions')
    .column('site_user_id')
    .execute();

  // A signed-in customer's cart follows them across devices.
  await db.schema
    .alterTable('carts')
    .addColumn('site_user_id', 'varchar(32)', (c) => c.references('site_users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('carts_site_user').on('carts').column('site_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('carts_site_user').execute();
  await db.schema.alterTable('carts').dropColumn('site_user_id').execute();
  for (const table of [
    'site_user_sessions',
    'site_users',
    'member_invitations',
    'user_sessions',
    'website_members',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
