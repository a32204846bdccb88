import { writeTransaction, type Db, type Executor } from '@plinth/db';
import { lockWebsite, updateWebsiteSettingsColumns } from './queries';
import { parseStoredSettings, type StoredSettings } from './stored-settings';

/** The parts of a websites row that settings change. */
export interface WebsiteSettingsRow {
  settings: StoredSettings;
  currency: string;
  language: string;
}

/**
 * Changes a site's settings under its row lock, so two owners saving different sections at once both
 * keep their change, and a section that also owns a column (the default language, the store currency)
 * changes with it or not at all. Cached copies of the site are the caller's to drop once this returns:
 * `app.sites.invalidate(websiteId)` does it in every process.
 */
export async function updateWebsiteSettings(
  db: Db,
  websiteId: string,
  change: (current: WebsiteSettingsRow) => WebsiteSettingsRow,
): Promise<WebsiteSettingsRow> {
  return writeTransaction(db, (trx) => updateWebsiteSettingsIn(trx, websiteId, change));
}

/** updateWebsiteSettings inside the caller's write transaction (a change that must commit with others). */
async function updateWebsiteSettingsIn(
  trx: Executor,
  websiteId: string,
  change: (current: WebsiteSettingsRow) => WebsiteSettingsRow,
): Promise<WebsiteSettingsRow> {
  const row = await lockWebsite(trx, websiteId);
  if (!row) throw new Error(`website ${websiteId} does not exist`);
  const changed = change({ ...row, settings: parseStoredSettings(row.settings) });
  await updateWebsiteSettingsColumns(trx, websiteId, {
    settings: JSON.stringify(changed.settings),
    currency: changed.currency,
    language: changed.language,
  });
  return changed;
}

/**
 * updateStoredSettings inside the caller's write transaction: the settings change commits or rolls
 * back with the caller's other writes (a page deleted with its navigation links). The caller drops
 * cached sites after the commit.
 */
export async function updateStoredSettingsIn(
  trx: Executor,
  websiteId: string,
  change: (current: StoredSettings) => StoredSettings,
): Promise<StoredSettings> {
  const next = await updateWebsiteSettingsIn(trx, websiteId, (row) => ({
    ...row,
    settings: change(row.settings),
  }));
  return next.settings;
}

/** updateWebsiteSettings for a change to websites.settings alone. */
export async function updateStoredSettings(
  db: Db,
  websiteId: string,
  change: (current: StoredSettings) => StoredSettings,
): Promise<StoredSettings> {
  const next = await updateWebsiteSettings(db, websiteId, (row) => ({
    ...row,
    settings: change(row.settings),
  }));
  return next.settings;
}
