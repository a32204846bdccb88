import type { Generated } from 'kysely';

// Restock notifications and the site's mailing list (migration 0021, issue 11 part 7), kept apart from
// schema.ts like the orders'.

export interface RestockSignUpsTable {
  id: string;
  website_id: string;
  product_id: string;
  variant_id: string;
  /** Trimmed and lower-cased: one sign-up per email and variant. */
  email: string;
  /** RestockSignUpStatus: 'waiting' | 'notified' | 'unsubscribed'. */
  status: string;
  joined_mailing_list: 0 | 1;
  /** The page's language when a translation widget sent one; '' otherwise. */
  language: string;
  /** Where the visitor signed up ("https://shop.example"): the email's links point there. */
  origin: string;
  /** Goes up by one each time a notice is queued; names the job and the email of that round. */
  send_round: Generated<number>;
  /** Set while a notice job of this round is queued or running; cleared when it finds no stock. */
  queued_at: string | null;
  notified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailingListMembersTable {
  id: string;
  website_id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** How they joined, e.g. 'restock'. */
  source: string;
  created_at: string;
}
