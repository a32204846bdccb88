import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import * as sitesCreate from './migrations/0001-sites-create';
import * as catalogCreate from './migrations/0002-catalog-create';
import * as cartsCreate from './migrations/0003-carts-create';
import * as catalogVersion from './migrations/0004-catalog-version';
import * as accountsCreate from './migrations/0005-accounts-create';
import * as storePages from './migrations/0006-store-pages';
import * as filesCreate from './migrations/0007-files-create';
import * as serverSecrets from './migrations/0008-security-server-secrets';
import * as ownerSessionsLastSeen from './migrations/0009-owner-sessions-last-seen';
import * as jobsAndEmails from './migrations/0010-jobs-and-emails';
import * as checkoutOrders from './migrations/0011-checkout-orders';
import * as giftCards from './migrations/0012-gift-cards';
import * as subscriptions from './migrations/0013-subscriptions';
import * as paymentEvents from './migrations/0015-payment-events';
import * as sitePages from './migrations/0016-site-pages';
import * as sitePagesHome from './migrations/0017-site-pages-home';
import * as sitePagesScheduledCopy from './migrations/0018-site-pages-scheduled-copy';
import * as formsCreate from './migrations/0019-forms-create';
import * as captchaSpent from './migrations/0020-captcha-spent';
import * as restockSignUps from './migrations/0021-restock-signups';
import * as formsClientKey from './migrations/0022-forms-client-key';
import * as orderLinesFormAnswers from './migrations/0023-order-lines-form-answers';
import * as productsOneTimePurchase from './migrations/0024-products-one-time-purchase';
import * as analyticsEvents from './migrations/0025-analytics-events';
import * as analyticsRollups from './migrations/0026-analytics-rollups';
import * as productsStatus from './migrations/0027-products-status';
import * as productsSeo from './migrations/0028-products-seo';
import * as contentCollectionsAndTerms from './migrations/0029-content-collections-and-terms';
import * as searchDocuments from './migrations/0030-search-documents';
import * as imports from './migrations/0031-imports';
import * as termsCatalogVersion from './migrations/0034-terms-catalog-version';
import * as ordersTrackingCarrier from './migrations/0035-orders-tracking-carrier';
import * as orderRefunds from './migrations/0036-order-refunds';
import * as orderShipments from './migrations/0037-order-shipments';
import * as siteAddresses from './migrations/0038-site-addresses-and-deletion';

/** Forward-only, in order. Add new files here; never edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-sites-create': sitesCreate,
  '0002-catalog-create': catalogCreate,
  '0003-carts-create': cartsCreate,
  '0004-catalog-version': catalogVersion,
  '0005-accounts-create': accountsCreate,
  '0006-store-pages': storePages,
  '0007-files-create': filesCreate,
  '0008-security-server-secrets': serverSecrets,
  '0009-owner-sessions-last-seen': ownerSessionsLastSeen,
  '0010-jobs-and-emails': jobsAndEmails,
  '0011-checkout-orders': checkoutOrders,
  '0012-gift-cards': giftCards,
  '0013-subscriptions': subscriptions,
  '0015-payment-events': paymentEvents,
  '0016-site-pages': sitePages,
  '0017-site-pages-home': sitePagesHome,
  '0018-site-pages-scheduled-copy': sitePagesScheduledCopy,
  '0019-forms-create': formsCreate,
  '0020-captcha-spent': captchaSpent,
  '0021-restock-signups': restockSignUps,
  '0022-forms-client-key': formsClientKey,
  '0023-order-lines-form-answers': orderLinesFormAnswers,
  '0024-products-one-time-purchase': productsOneTimePurchase,
  '0025-analytics-events': analyticsEvents,
  '0026-analytics-rollups': analyticsRollups,
  '0027-products-status': productsStatus,
  '0028-products-seo': productsSeo,
  '0029-content-collections-and-terms': contentCollectionsAndTerms,
  '0030-search-documents': searchDocuments,
  '0031-imports': imports,
  '0034-terms-catalog-version': termsCatalogVersion,
  '0035-orders-tracking-carrier': ordersTrackingCarrier,
  '0036-order-refunds': orderRefunds,
  '0037-order-shipments': orderShipments,
  '0038-site-addresses-and-deletion': siteAddresses,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Applies every pending migration; returns the names applied. Throws on the first failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: await migrationSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * On PostgreSQL, Kysely looks for its bookkeeping tables in every schema it can see; naming the current
 * one keeps two Plinth databases (or test runs) in one server from mistaking each other's tables.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (db.engine !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema;
}
