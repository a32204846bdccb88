import { forUpdate, writeTransaction, type Db } from '@plinth/db';

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

/**
 * Changes websites.settings under the row's lock, so two owners saving different sections at once both
 * keep their change. `change` gets the current object and returns the new one. Callers then call
 * `app.sites.invalidate()` so this process renders the change at once.
 */
export async function updateStoredSettings(
  db: Db,
  websiteId: string,
  change: (current: StoredSettings) => StoredSettings,
): Promise<StoredSettings> {
  return writeTransaction(db, async (trx) => {
    const row = await forUpdate(
      db,
      trx.selectFrom('websites').select('settings').where('id', '=', websiteId),
    ).executeTakeFirstOrThrow();
    const next = change(parseStoredSettings(row.settings));
    await trx
      .updateTable('websites')
      .set({ settings: JSON.stringify(next) })
      .where('id', '=', websiteId)
      .execute();
    return next;
  });
}
