/** websites.settings: one JSON object whose sections belong to different modules (navigation, header, store). */
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
