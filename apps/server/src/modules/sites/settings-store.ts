import { forUpdate, writeTransaction, type Db } from '@plinth/db';
import { forgetCachedSite } from './service';

export type StoredSettings = Record<string, unknown>;

/** websites.settings as an object; a damaged value reads as empty rather than failing the page. */
export function parseStoredSettings(json: string): StoredSettings {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as StoredSettings)
      : {};
  } catch {
    return {};
  }
}

/** The parts of a websites row that settings change. */
export interface WebsiteSettingsRow {
  settings: StoredSettings;
  currency: string;
  language: string;
}

/**
 * Changes a site's settings under its row lock, so two owners saving different sections at once both
 * keep their change, and a section that also owns a column (the default language, the store currency)
 * changes with it or not at all. After the commit every site resolver on this database forgets the
 * site, so this process renders the change at once (others within the resolver's TTL).
 */
export async function updateWebsiteSettings(
  db: Db,
  websiteId: string,
  change: (current: WebsiteSettingsRow) => WebsiteSettingsRow,
): Promise<WebsiteSettingsRow> {
  const next = await writeTransaction(db, async (trx) => {
    const row = await forUpdate(
      db,
      trx.selectFrom('websites').select(['settings', 'currency', 'language']).where('id', '=', websiteId),
    ).executeTakeFirstOrThrow();
    const changed = change({ ...row, settings: parseStoredSettings(row.settings) });
    await trx
      .updateTable('websites')
      .set({
        settings: JSON.stringify(changed.settings),
        currency: changed.currency,
        language: changed.language,
      })
      .where('id', '=', websiteId)
      .execute();
    return changed;
  });
  forgetCachedSite(db, websiteId);
  return next;
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
