import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** A process's user + system CPU time in ms (Linux /proc), or null where /proc cannot tell. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
