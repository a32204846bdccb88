import {
  isAlwaysUnlimitedType,
  MAILING_LIST_LIMITS,
  RESTOCK_LIMITS,
  RESTOCK_SIGN_UP_STATUSES,
  type MailingListPage,
  type RestockGroupsAnswer,
  type RestockSignUpsAnswer,
  type RestockSignUpStatus,
} from '@plinth/contracts';
import type { Db } from '@plinth/db';
import type { Site } from '../sites';
import { decodeCursor, encodeCursor } from './cursor';
import { restockCursorInvalid } from './errors';
import { listMailingListRows, listRestockGroupRows, listVariantSignUpRows } from './queries';
import { variantLabel } from './stock';

/** The rows of one page (one more is read to know whether another page follows). */
function page<Row>(rows: Row[], size: number, cursorOf: (row: Row) => string[]) {
  const hasNextPage = rows.length > size;
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { shown, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor(cursorOf(last)) : null };
}

function cursorParts(cursor: string | undefined, count: number): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  const parts = decodeCursor(cursor, count);
  if (!parts) throw restockCursorInvalid();
  return parts;
}

/** Variants with waiting sign-ups, RESTOCK_LIMITS.pageSize at a time, in a stable order. */
export async function listRestockGroups(
  db: Db,
  site: Site,
  cursor: string | undefined,
): Promise<RestockGroupsAnswer> {
  const after = cursorParts(cursor, 2);
  const size = RESTOCK_LIMITS.pageSize;
  const rows = await listRestockGroupRows(
    db.kysely,
    site.id,
    after ? { productId: after[0] ?? '', variantId: after[1] ?? '' } : null,
    size + 1,
  );
  const { shown, hasNextPage, nextPageCursor } = page(rows, size, (r) => [r.product_id, r.variant_id]);
  return {
    signUpGroups: shown.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      productName: row.product_title,
      variantLabel: variantLabel(row.product_options, row.attributes),
      sku: row.sku,
      waiting: Number(row.waiting),
      unlimited: isAlwaysUnlimitedType(row.product_type) || row.unlimited === 1,
      qtyInStock: Math.max(0, row.stock_qty),
    })),
    hasNextPage,
    nextPageCursor,
  };
}

function toStatus(status: string): RestockSignUpStatus {
  return (RESTOCK_SIGN_UP_STATUSES as readonly string[]).includes(status)
    ? (status as RestockSignUpStatus)
    : 'waiting';
}

/** A variant's sign-ups (every status), oldest first, RESTOCK_LIMITS.pageSize at a time. */
export async function listRestockSignUps(
  db: Db,
  site: Site,
  query: { productId: string; variantId: string; cursor?: string },
): Promise<RestockSignUpsAnswer> {
  const after = cursorParts(query.cursor, 2);
  const size = RESTOCK_LIMITS.pageSize;
  const rows = await listVariantSignUpRows(
    db.kysely,
    site.id,
    query,
    after ? { createdAt: after[0] ?? '', id: after[1] ?? '' } : null,
    size + 1,
  );
  const { shown, hasNextPage, nextPageCursor } = page(rows, size, (r) => [r.created_at, r.id]);
  return {
    signUps: shown.map((row) => ({
      id: row.id,
      email: row.email,
      status: toStatus(row.status),
      joinedMailingList: row.joined_mailing_list === 1,
      createdAt: row.created_at,
      notifiedAt: row.notified_at,
    })),
    hasNextPage,
    nextPageCursor,
  };
}

/** The site's mailing list in join order, MAILING_LIST_LIMITS.pageSize at a time. */
export async function listMailingList(
  db: Db,
  site: Site,
  cursor: string | undefined,
): Promise<MailingListPage> {
  const after = cursorParts(cursor, 2);
  const size = MAILING_LIST_LIMITS.pageSize;
  const rows = await listMailingListRows(
    db.kysely,
    site.id,
    after ? { createdAt: after[0] ?? '', id: after[1] ?? '' } : null,
    size + 1,
  );
  const { shown, hasNextPage, nextPageCursor } = page(rows, size, (r) => [r.created_at, r.id]);
  return {
    members: shown.map((row) => ({ email: row.email, source: row.source, createdAt: row.created_at })),
    hasNextPage,
    nextPageCursor,
  };
}

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ tab or carriage return neutralised with an
 * apostrophe, so a spreadsheet never runs a member's "email" as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole mailing list as CSV (email, source, joined), at most MAILING_LIST_LIMITS.csvMax rows. */
export async function mailingListCsv(db: Db, site: Site): Promise<string> {
  const lines = [['email', 'source', 'joined'].map(csvCell).join(',')];
  let after: { createdAt: string; id: string } | null = null;
  const batch = 1000;
  while (lines.length - 1 < MAILING_LIST_LIMITS.csvMax) {
    const rows = await listMailingListRows(db.kysely, site.id, after, batch);
    for (const row of rows) lines.push([row.email, row.source, row.created_at].map(csvCell).join(','));
    const last = rows.at(-1);
    if (rows.length < batch || !last) break;
    after = { createdAt: last.created_at, id: last.id };
  }
  return `${lines.join('\r\n')}\r\n`;
}
