import { PERMISSION, roleCan, type OwnerHome, type SiteRole } from '@plinth/contracts';
import { OWNER_HOME_LIST_ROWS } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { countVisitors } from '../analytics-dashboard';
import type { Site } from '../sites';
import {
  countUnfulfilled,
  listLowStock,
  listRecentSubmissions,
  listTopProducts,
  listWaitingRestock,
  sumSales,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "This week": the last 7 UTC days, today included. */
const WEEK_DAYS = 7;

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

/** "Sand / M" from a variant's attributes JSON; '' for a product without options. */
function variantLabel(attributes: string): string {
  try {
    const parsed = JSON.parse(attributes) as Record<string, unknown>;
    return Object.values(parsed)
      .filter((v): v is string => typeof v === 'string')
      .join(' / ');
  } catch {
    return '';
  }
}

/**
 * The owner's home (issue 13 part 7): each section only for a role that may open its panel, every
 * section read in parallel. `lowStockThreshold` is the store's setting (issue 13 part 2).
 */
export async function loadOwnerHome(
  db: Db,
  site: Site,
  role: SiteRole,
  nowMs: number,
  lowStockThreshold: number,
): Promise<OwnerHome> {
  const k = db.kysely;
  const today = Date.parse(`${dayOf(nowMs)}T00:00:00.000Z`);
  const weekStart = today - (WEEK_DAYS - 1) * DAY_MS;
  const end = iso(today + DAY_MS);
  const can = (permission: Parameters<typeof roleCan>[1]) => roleCan(role, permission);
  const rows = OWNER_HOME_LIST_ROWS;

  const [sales, visits, lowStock, formSubmissions, restock] = await Promise.all([
    can(PERMISSION.ordersView)
      ? Promise.all([
          sumSales(k, site.id, iso(today), end),
          sumSales(k, site.id, iso(weekStart), end),
          countUnfulfilled(k, site.id),
          listTopProducts(k, site.id, iso(weekStart), rows),
        ]).then(([todaySales, week, unfulfilled, topProducts]) => ({
          today: todaySales,
          week,
          unfulfilled,
          topProducts,
        }))
      : null,
    can(PERMISSION.analyticsView)
      ? Promise.all([
          countVisitors(db, site.id, dayOf(today), dayOf(today)),
          countVisitors(db, site.id, dayOf(weekStart), dayOf(today)),
        ]).then(([todayVisits, week]) => ({ today: todayVisits, week }))
      : null,
    can(PERMISSION.inventoryView)
      ? listLowStock(k, site.id, lowStockThreshold, rows).then(({ rows: low, count }) => ({
          threshold: lowStockThreshold,
          count,
          variants: low.map((v) => ({
            productId: v.productId,
            variantId: v.variantId,
            productName: v.productName,
            variantLabel: variantLabel(v.attributes),
            stock: Number(v.stock_qty),
          })),
        }))
      : null,
    can(PERMISSION.formsView)
      ? listRecentSubmissions(k, site.id, iso(weekStart), rows).then(({ rows: recent, week }) => ({
          week,
          recent,
        }))
      : null,
    can(PERMISSION.restockView) ? listWaitingRestock(k, site.id, rows) : null,
  ]);
  return { currency: site.currency, sales, visits, lowStock, formSubmissions, restock };
}
