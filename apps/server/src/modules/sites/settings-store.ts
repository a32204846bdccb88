import { writeTransaction, type Db } from '@plinth/db';
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
  return writeTransaction(db, async (trx) => {
    const row = await lockWebsite(trx, websiteId);
    if (!row) throw new Error(`website ${websiteId} does not exist`);
    const changed = change({ ...row, settings: parseStoredSettings(row.settings) });
    await updateWebsiteSettingsColumns(trx, websiteId, {
      settings: JSON.stringify(changed.settings),
      currency: changed.currency,
      language: changed.language,
    });
    return changed;
  });
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
