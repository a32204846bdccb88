import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CouponsTable,
  OrderLinesTable,
  OrderNumberSequencesTable,
  OrderShipmentLinesTable,
  OrderShipmentsTable,
  OrdersTable,
  OrderRefundsTable,
  PaymentEventsTable,
  PurchaseRecordsTable,
  ShippingOptionsTable,
  TaxRulesTable,
} from './schema-orders';
import type {
  SubscriptionCartsTable,
  SubscriptionOrdersTable,
  SubscriptionsTable,
} from './schema-subscriptions';

import type { GiftCardRedemptionsTable, GiftCardsTable } from './schema-gift-cards';
import type {
  ContentItemsTable,
  SitePageRevisionsTable,
  SitePagesTable,
  SitePageVersionsTable,
  TermAssignmentsTable,
  TermRedirectsTable,
  TermsTable,
} from './schema-site-pages';
import type {
  FormRenderEventsTable,
  FormSubmissionKeysTable,
  FormSubmissionsTable,
  FormsTable,
  FormVersionsTable,
} from './schema-forms';
import type { AnalyticsEventsTable, AnalyticsSaltsTable, PerformanceRecordsTable } from './schema-analytics';
import type {
  AnalyticsDailyVisitorsTable,
  AnalyticsRollupStateTable,
  AnalyticsRollupsTable,
  AnalyticsVitalsDailyTable,
} from './schema-analytics-rollups';
import type { CaptchaSpentTable } from './schema-captcha';
import type {
  CollectionCategoriesTable,
  CollectionsTable,
  ProductsTable,
  VariantsTable,
} from './schema-catalog';
import type { MailingListMembersTable, RestockSignUpsTable } from './schema-restock';
import type { ContentCommentsTable, ImportRunsTable, ImportSourcesTable } from './schema-imports';
import type { SearchDocumentsTable } from './schema-search';

export type * from './schema-orders';
export type * from './schema-subscriptions';
export type * from './schema-gift-cards';
export type * from './schema-site-pages';
export type * from './schema-forms';
export type * from './schema-analytics';
export type * from './schema-analytics-rollups';
export type * from './schema-captcha';
export type * from './schema-restock';
export type * from './schema-catalog';
export type * from './schema-imports';
export type * from './schema-search';

/**
 * The database as Kysely sees it. Both engines store the same shapes: booleans as 0/1 integers,
 * timestamps as ISO-8601 text, JSON as text (see docs/decisions/0003-one-schema-two-engines.md).
 */
export interface Database {
  websites: WebsitesTable;
  website_hosts: WebsiteHostsTable;
  collections: CollectionsTable;
  collection_categories: CollectionCategoriesTable;
  products: ProductsTable;
  variants: VariantsTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  users: UsersTable;
  website_members: WebsiteMembersTable;
  user_sessions: UserSessionsTable;
  member_invitations: MemberInvitationsTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
  files: FilesTable;
  server_secrets: ServerSecretsTable;
  jobs: JobsTable;
  emails: EmailsTable;
  shipping_options: ShippingOptionsTable;
  tax_rules: TaxRulesTable;
  coupons: CouponsTable;
  order_number_sequences: OrderNumberSequencesTable;
  orders: OrdersTable;
  order_refunds: OrderRefundsTable;
  order_lines: OrderLinesTable;
  order_shipments: OrderShipmentsTable;
  order_shipment_lines: OrderShipmentLinesTable;
  purchase_records: PurchaseRecordsTable;
  subscription_carts: SubscriptionCartsTable;
  subscriptions: SubscriptionsTable;
  subscription_orders: SubscriptionOrdersTable;
  payment_events: PaymentEventsTable;
  gift_cards: GiftCardsTable;
  gift_card_redemptions: GiftCardRedemptionsTable;
  site_pages: SitePagesTable;
  content_items: ContentItemsTable;
  terms: TermsTable;
  term_assignments: TermAssignmentsTable;
  term_redirects: TermRedirectsTable;
  site_page_revisions: SitePageRevisionsTable;
  site_page_versions: SitePageVersionsTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_render_events: FormRenderEventsTable;
  captcha_spent: CaptchaSpentTable;
  analytics_events: AnalyticsEventsTable;
  performance_records: PerformanceRecordsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_daily_visitors: AnalyticsDailyVisitorsTable;
  analytics_vitals_daily: AnalyticsVitalsDailyTable;
  analytics_rollup_state: AnalyticsRollupStateTable;
  restock_sign_ups: RestockSignUpsTable;
  mailing_list_members: MailingListMembersTable;
  import_runs: ImportRunsTable;
  import_sources: ImportSourcesTable;
  content_comments: ContentCommentsTable;
  search_documents: SearchDocumentsTable;
}

export type Flag = 0 | 1;

export interface WebsitesTable {
  id: string;
  title: string;
  /** ISO 4217 store currency. */
  currency: string;
  language: string;
  /** JSON: WebsiteSettings. */
  settings: string;
  /** Goes up on every change to the site's catalogue (triggers, migration 0004). */
  catalog_version: Generated<number>;
  created_at: string;
  /** Set when an Administrator deletes the site: closed until then, removed after (migration 0038). */
  delete_after: string | null;
}

export interface WebsiteHostsTable {
  /** Lower-case host name without port. */
  host: string;
  website_id: string;
  /** The owner's order: the first address in use is the primary one. */
  position: Generated<number>;
  /** Set on an address the owner removed: it redirects to the primary one until then. */
  redirect_until: string | null;
}

export interface CartsTable {
  id: string;
  website_id: string;
  /** Secret carried by the visitor's cart cookie. */
  token: string;
  is_purchased: Flag;
  order_id: string | null;
  /** The signed-in customer this cart belongs to, or null for a visitor's cart. */
  site_user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartEntriesTable {
  id: string;
  website_id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  additional_fields: string | null;
  position: Generated<number>;
  created_at: string;
}

/** An owner or team member; one account can belong to many websites. */
export interface UsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** scrypt$N$r$p$salt$hash (apps/server/src/security/password.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface WebsiteMembersTable {
  website_id: string;
  user_id: string;
  /** SITE_ROLE code (seed 000 section 6). */
  role: number;
  created_at: string;
}

export interface UserSessionsTable {
  /** SHA-256 (hex) of the session cookie's secret. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When the session was last used, to the hour: idle sessions end (OWNER_SESSION_IDLE_DAYS). */
  last_seen_at: string;
}

export interface MemberInvitationsTable {
  id: string;
  website_id: string;
  email: string;
  role: number;
  /** SHA-256 (hex) of the secret in the invitation link. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** A customer account of one website (seed 001: site users). */
export interface SiteUsersTable {
  id: string;
  website_id: string;
  /** Lower-cased; unique per website. */
  email: string;
  name: string;
  password_hash: string;
  language: string | null;
  created_at: string;
  updated_at: string;
}

export interface SiteUserSessionsTable {
  /** SHA-256 (hex) of the session cookie's secret. */
  id: string;
  website_id: string;
  site_user_id: string;
  /** Sent back by the client as X-SiteUser-XSRF-Token on writes. */
  xsrf_token: string;
  remember: Flag;
  created_at: string;
  expires_at: string;
}

/** An uploaded file; the bytes are at DATA_DIR/uploads/{storage_key} (migration 0007). */
export interface FilesTable {
  id: string;
  website_id: string;
  /** The name the owner's computer gave it, cleaned; shown in the editor only. */
  file_name: string;
  /** Detected from the bytes (image/jpeg, image/png, image/gif, image/webp), never from the upload. */
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  /** "{websiteId}/{fileId}.{ext}", relative to the uploads folder. */
  storage_key: string;
  created_at: string;
}

/** A key the server keeps for itself, e.g. "crumb" (migration 0008). Never sent to a client. */
export interface ServerSecretsTable {
  name: string;
  /** Random bytes, base64url. */
  value: string;
  created_at: string;
}

/** Background work (migration 0010, docs/decisions/0026-jobs-and-email.md). */
export interface JobsTable {
  id: string;
  /** The site the work is for; null for work of the whole installation. */
  website_id: string | null;
  /** Which handler runs it, e.g. "email.send". */
  kind: string;
  /** JSON, read by the handler. */
  payload: string;
  /** Unique: enqueueing work with a key that exists returns the existing job. */
  dedupe_key: string;
  /** 'queued' | 'running' | 'done' | 'dead' (JOB_STATE in modules/jobs). */
  state: string;
  /** When it may run (next), ISO 8601. */
  run_at: string;
  /** Claims so far, counted when a worker takes it (so a crash mid-run counts too). */
  attempts: number;
  max_attempts: number;
  /** While running: the lease; past it, another worker may take the job again. */
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One email, as rendered when it was queued (migration 0010). */
export interface EmailsTable {
  id: string;
  website_id: string;
  /** Unique per message; the Message-ID is derived from it. */
  dedupe_key: string;
  /** "<...@...>" */
  message_id: string;
  /** The job that sends it. */
  job_id: string;
  /** Template id, e.g. "member-invitation". */
  template: string;
  to_address: string;
  /** Display name of the sender (the site's name when queued). */
  from_name: string;
  subject: string;
  html: string;
  text: string;
  /** The permission an editor needs to read it (an invitation carries a live link). */
  read_permission: string;
  /** 'smtp' | 'file' once sent. */
  transport: string | null;
  /** The .eml file under DATA_DIR/mail when written there. */
  file_name: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON: extra headers (List-Unsubscribe...), or null (migration 0021). */
  headers: Generated<string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type WebsiteMemberRow = Selectable<WebsiteMembersTable>;
export type MemberInvitationRow = Selectable<MemberInvitationsTable>;
export type SiteUserRow = Selectable<SiteUsersTable>;
export type SiteUserSessionRow = Selectable<SiteUserSessionsTable>;
export type WebsiteRow = Selectable<WebsitesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type CollectionCategoryRow = Selectable<CollectionCategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type VariantRow = Selectable<VariantsTable>;
export type NewVariant = Insertable<VariantsTable>;
export type VariantUpdate = Updateable<VariantsTable>;
export type CartRow = Selectable<CartsTable>;
export type CartEntryRow = Selectable<CartEntriesTable>;
export type FileRow = Selectable<FilesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type EmailRow = Selectable<EmailsTable>;
export type RestockSignUpRow = Selectable<RestockSignUpsTable>;
export type MailingListMemberRow = Selectable<MailingListMembersTable>;
export type NewEmail = Insertable<EmailsTable>;
