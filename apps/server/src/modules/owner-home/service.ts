import {
  isLoopbackHost,
  PERMISSION,
  roleCan,
  type OwnerHome,
  type OwnerHomeSetup,
  type SiteRole,
} from '@plinth/contracts';
import { OWNER_HOME_LIST_ROWS, SETUP_STEP_IDS } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { countVisitors } from '../analytics-dashboard';
import type { Site } from '../sites';
import {
  countUnfulfilled,
  listLowStock,
  listRecentSubmissions,
  listTopProducts,
  listWaitingRestock,
  loadSetupState,
  sumSales,
} from './queries';

/** Where the setup guide's own state lives in websites.settings. */
export const SETUP_GUIDE_SECTION = 'setupGuide';

/** What the payment provider says about itself, for the setup guide. */
export interface PaymentsState {
  /** A real provider (Stripe) takes the payments, not the built-in test processor. */
  connected: boolean;
  testMode: boolean;
}

/** The owner hid the setup guide (websites.settings.setupGuide.dismissed). */
export function setupGuideDismissed(site: Pick<Site, 'settings'>): boolean {
  const section = site.settings[SETUP_GUIDE_SECTION];
  return (
    typeof section === 'object' && section !== null && (section as { dismissed?: unknown }).dismissed === true
  );
}

/** The setup guide (issue 24 §5): each step ticked from the site's rows and settings. */
async function loadSetup(
  db: Db,
  site: Site,
  nowMs: number,
  payments: PaymentsState,
): Promise<OwnerHomeSetup> {
  const state = await loadSetupState(db.kysely, site.id, iso(nowMs));
  const done = {
    ...state,
    payments: payments.connected,
    // Site styles are kept once the owner saves them (site-styles' section of the settings).
    styles: Object.hasOwn(site.settings, 'styles'),
    // An address of its own as the primary one (Settings › Site address), not this machine's.
    address: site.primaryHost !== null && !isLoopbackHost(site.primaryHost),
  };
  return {
    dismissed: setupGuideDismissed(site),
    testMode: payments.testMode,
    steps: SETUP_STEP_IDS.map((id) => ({ id, done: done[id] })),
  };
}

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
  payments: PaymentsState,
): Promise<OwnerHome> {
  const k = db.kysely;
  const today = Date.parse(`${dayOf(nowMs)}T00:00:00.000Z`);
  const weekStart = today - (WEEK_DAYS - 1) * DAY_MS;
  const end = iso(today + DAY_MS);
  const can = (permission: Parameters<typeof roleCan>[1]) => roleCan(role, permission);
  const rows = OWNER_HOME_LIST_ROWS;

  const [setup, sales, visits, lowStock, formSubmissions, restock] = await Promise.all([
    can(PERMISSION.settingsEdit) ? loadSetup(db, site, nowMs, payments) : null,
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
  return { currency: site.currency, setup, sales, visits, lowStock, formSubmissions, restock };
}
