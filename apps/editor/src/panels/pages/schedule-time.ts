/**
 * The schedule dialog's times: a datetime-local input holds the owner's local wall-clock time
 * ("2025-06-01T09:30"); the API wants ISO 8601 with an offset.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` as a datetime-local value in this browser's time zone, to the minute. */
export function toLocalInputValue(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value read as local time, as ISO 8601 (UTC); null when it is not a time. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // Without an offset, the date-time form is local time (ECMA-262 Date.parse).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "1 Jun 2025, 09:30" in the owner's locale and time zone (or the ones given, for tests). */
export function formatPublishTime(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** The browser's time zone name ("Europe/Lisbon"), for the dialog's hint; empty when unknown. */
export function localTimeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}
