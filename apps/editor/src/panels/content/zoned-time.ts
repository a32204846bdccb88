/**
 * Event times are entered as wall-clock times in the site's time zone (not the browser's): these turn a
 * datetime-local value into an instant and back, with the zone's offset at that moment (DST included).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** "2026-06-01T19:00" in `timeZone` as ISO 8601 UTC; null when it is not a date and time. */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  if (Number.isNaN(wall)) return null;
  // Twice: the offset at the guess may differ from the offset at the answer near a DST change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone)).toISOString();
}

/** An instant as a datetime-local value in `timeZone`; '' for none. */
export function isoToZonedInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = new Date(instant + zoneOffsetMs(instant, timeZone));
  return (
    `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** An all-day event's day ("2026-06-01") as midnight UTC, as stored; null when it is not a date. */
export function dayInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

export function isoToDayInput(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}
