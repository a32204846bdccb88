import { sql, type Kysely } from 'kysely';

/**
 * Gift cards (issue 9 part 5, decision 0030): the cards a paid order issues (one per unit bought), what
 * each redemption at checkout took from a card, and on orders the part of the grand total a gift card
 * paid (the payment provider is asked for the rest). Money is integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // 16 symbols of A-Z 2-9 without I and O, upper case, no dashes (shown XXXX-XXXX-XXXX-XXXX).
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('initial_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // The order that bought it, and which unit of which line.
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_position', 'integer', (c) => c.notNull())
    .addColumn('unit_index', 'integer', (c) => c.notNull())
    .addColumn('recipient_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('recipient_email', 'varchar(256)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    // active | void (the order that bought it was cancelled or refunded)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('gift_cards_site_code', ['website_id', 'code'])
    .addUniqueConstraint('gift_cards_order_unit', ['order_id', 'line_position', 'unit_index'])
    .addCheckConstraint(
      'gift_cards_balance_range',
      sql`balance_cents >= 0 and balance_cents <= initial_cents`,
    )
    .execute();
  await db.schema
    .createIndex('gift_cards_site_created')
    .on('gift_cards')
    .columns(['website_id', 'created_at'])
    .execute();
  await db.schema.createIndex('gift_cards_order').on('gift_cards').column('order_id').execute();

  await db.schema
    .createTable('gift_card_redemptions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('gift_card_id', 'varchar(32)', (c) =>
      c.notNull().references('gift_cards.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // Set when a cancel or refund of the order gave the amount back to the card.
    .addColumn('returned_at', 'varchar(32)')
    .addUniqueConstraint('gift_card_redemptions_order_card', ['order_id', 'gift_card_id'])
    .addCheckConstraint('gift_card_redemptions_positive', sql`amount_cents > 0`)
    .execute();
  await db.schema
    .createIndex('gift_card_redemptions_card')
    .on('gift_card_redemptions')
    .column('gift_card_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_card_redemptions').execute();
  await db.schema.dropTable('gift_cards').execute();
  await db.schema.alterTable('orders').dropColumn('gift_card_cents').execute();
}
